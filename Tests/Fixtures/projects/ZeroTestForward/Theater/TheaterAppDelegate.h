#import <UIKit/UIKit.h>

@interface TheaterAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
