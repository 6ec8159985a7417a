#import "SessionController.h"
#import "LoginViewController.h"

@implementation SessionController
{
    UINavigationController *_navigationController;
}

- (instancetype)init
{
    self = [super init];
    if (self) {
        LoginViewController *login = [[LoginViewController alloc] init];
        _navigationController = [[UINavigationController alloc] initWithRootViewController:login];
    }
    return self;
}

- (UINavigationController *)navigationController
{
    return _navigationController;
}

@end
