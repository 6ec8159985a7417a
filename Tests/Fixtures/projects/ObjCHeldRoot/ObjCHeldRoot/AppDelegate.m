#import "AppDelegate.h"
#import "SessionController.h"
#import "FailureViewController.h"

@implementation AppDelegate

+ (void)showLaunchFailure
{
    UIWindow *window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    [window setRootViewController:[[FailureViewController alloc] init]];
    [window makeKeyAndVisible];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.session = [[SessionController alloc] init];
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    [self.window setRootViewController:[self.session navigationController]];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
