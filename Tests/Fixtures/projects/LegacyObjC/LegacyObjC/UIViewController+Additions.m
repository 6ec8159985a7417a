#import "UIViewController+Additions.h"

@implementation UIViewController (Additions)
- (void)showError:(NSError *)error
{
    NSLog(@"%@", error);
}
@end
