#import <UIKit/UIKit.h>

@class NotebookViewController;

// The main nib holds the window and its root; the outlets are connected there.
@interface AppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, strong) IBOutlet UIWindow *window;
@property (nonatomic, strong) IBOutlet NotebookViewController *notebookViewController;
@end
