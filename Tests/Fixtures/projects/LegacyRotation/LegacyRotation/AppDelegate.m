#import "AppDelegate.h"
#import "GalleryViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    _window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    GalleryViewController *gallery = [[GalleryViewController alloc] init];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:gallery];
    [_window setRootViewController:navigation];
    [_window makeKeyAndVisible];
    return YES;
}

@end
