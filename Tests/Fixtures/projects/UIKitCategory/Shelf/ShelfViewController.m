#import "ShelfViewController.h"
#import "ReaderNavigationController.h"
#import "ReaderViewController.h"
#import "StatsViewController.h"

@implementation ShelfViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    return UIInterfaceOrientationMaskPortrait;
}

- (void)openBook
{
    ReaderNavigationController *reader =
        [[ReaderNavigationController alloc] initWithRootViewController:[[ReaderViewController alloc] init]];
    [self presentViewController:reader animated:YES completion:nil];
}

- (void)openStats
{
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[[[StatsViewController alloc] init]];
    [self presentViewController:tabs animated:YES completion:nil];
}

@end
