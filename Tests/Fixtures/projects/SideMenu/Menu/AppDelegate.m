#import "AppDelegate.h"
#import "FeedViewController.h"
#import "MenuViewController.h"
#import "SideMenuController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    FeedViewController *feedViewController = [[FeedViewController alloc] init];
    UINavigationController *feedNavigation = [[UINavigationController alloc] initWithRootViewController:feedViewController];
    MenuViewController *menu = [[MenuViewController alloc] init];
    SideMenuController *sideMenu = [[SideMenuController alloc] initWithContentViewController:feedNavigation
                                                                           menuViewController:menu];
    self.window.rootViewController = sideMenu;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
