#import <UIKit/UIKit.h>

@implementation UITabBarController (Rotation)

// Only when there is more than one tab: not a forward the scenario can say.
- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    if (self.viewControllers.count > 1)
    {
        return [self.selectedViewController supportedInterfaceOrientations];
    }
    return UIInterfaceOrientationMaskPortrait;
}

@end
