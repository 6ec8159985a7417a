#import <UIKit/UIKit.h>

// Built into the same target for a kiosk build that passes its own name to UIApplicationMain.
@interface KioskAppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end
