#import "ShelfAppDelegate.h"
#import "ShelfViewController.h"

@implementation ShelfAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController =
        [[UINavigationController alloc] initWithRootViewController:[[ShelfViewController alloc] init]];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
