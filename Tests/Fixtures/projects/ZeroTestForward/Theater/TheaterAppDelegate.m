#import "TheaterAppDelegate.h"
#import "RootTabBarController.h"
#import "StackNavigationController.h"
#import "FeedViewController.h"

@implementation TheaterAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    RootTabBarController *tabs = [[RootTabBarController alloc] init];
    tabs.viewControllers = @[[[StackNavigationController alloc] initWithRootViewController:[FeedViewController.alloc init]]];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
