#import "SideMenuController.h"

@implementation SideMenuController

- (instancetype)initWithContentViewController:(UIViewController *)content menuViewController:(UIViewController *)menu
{
    self = [super init];
    if (self) {
        _contentViewController = content;
        _menuViewController = menu;
    }
    return self;
}

- (BOOL)shouldAutorotate
{
    return self.contentViewController.shouldAutorotate;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    return [self.contentViewController supportedInterfaceOrientations];
}

@end
