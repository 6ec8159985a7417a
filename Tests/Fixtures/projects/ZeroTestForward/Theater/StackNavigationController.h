#import <UIKit/UIKit.h>

@interface StackNavigationController : UINavigationController
@end
