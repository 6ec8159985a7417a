#import <UIKit/UIKit.h>

@interface RootTabBarController : UITabBarController
@end
