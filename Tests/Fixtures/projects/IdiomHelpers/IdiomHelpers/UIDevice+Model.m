#import "UIDevice+Model.h"

@implementation UIDevice (Model)

+ (BOOL)isPad
{
    return UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPhone;
}

@end
