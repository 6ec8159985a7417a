#import <UIKit/UIKit.h>

@interface AppDelegate : NSObject <UIApplicationDelegate>
@property (nonatomic, strong) IBOutlet UIWindow *window;
@end
