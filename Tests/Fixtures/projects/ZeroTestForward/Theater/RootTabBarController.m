#import "RootTabBarController.h"

@implementation RootTabBarController

// The selected tab's answer when it gives one, else the fallback.
- (BOOL)shouldAutorotate {
    if (self.selectedViewController.shouldAutorotate) {
        return self.selectedViewController.shouldAutorotate;
    }
    return YES;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    if ([self.selectedViewController supportedInterfaceOrientations]) {
        return [self.selectedViewController supportedInterfaceOrientations];
    }
    return UIInterfaceOrientationMaskPortrait;
}

@end
