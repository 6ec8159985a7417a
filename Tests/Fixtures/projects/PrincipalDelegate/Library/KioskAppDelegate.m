#import "KioskAppDelegate.h"
#import "KioskViewController.h"

@implementation KioskAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[KioskViewController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
