#import <UIKit/UIKit.h>

@interface UIDevice (Model)
+ (BOOL)isPad;
@end
