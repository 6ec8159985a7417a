#import "AppDelegate.h"
#import "HomeViewController.h"
#import "RootNavigationController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    _window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    HomeViewController *home = [[HomeViewController alloc] initWithNibName:nil bundle:nil];
    RootNavigationController *navigation = [[RootNavigationController alloc] initWithRootViewController:home];
    [_window setRootViewController:navigation];
    [_window makeKeyAndVisible];
    return YES;
}

@end
