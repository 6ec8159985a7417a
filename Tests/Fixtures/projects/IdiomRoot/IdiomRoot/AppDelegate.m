#import "AppDelegate.h"
#import "NotesSplitViewController.h"
#import "NotesListViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
        self.window.rootViewController = [[NotesSplitViewController alloc] init];
    } else {
        NotesListViewController *list = [[NotesListViewController alloc] init];
        self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:list];
    }
    [self.window makeKeyAndVisible];
    return YES;
}

@end
