#import <UIKit/UIKit.h>

@interface LibraryAppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end
