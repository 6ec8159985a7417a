#import <UIKit/UIKit.h>

@interface ShelfAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
