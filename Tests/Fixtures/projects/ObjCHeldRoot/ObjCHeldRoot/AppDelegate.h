#import <UIKit/UIKit.h>

@class SessionController;

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) SessionController *session;
@end
