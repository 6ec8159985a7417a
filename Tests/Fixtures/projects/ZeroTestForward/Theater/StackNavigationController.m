#import "StackNavigationController.h"

@implementation StackNavigationController

- (BOOL)shouldAutorotate {
    if (self.topViewController.shouldAutorotate)
        return self.topViewController.shouldAutorotate;
    return NO;
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    if (self.topViewController.preferredInterfaceOrientationForPresentation) {
        return self.topViewController.preferredInterfaceOrientationForPresentation;
    }
    return UIInterfaceOrientationPortrait;
}

@end
