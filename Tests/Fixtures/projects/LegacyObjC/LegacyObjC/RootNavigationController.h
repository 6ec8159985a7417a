#import <UIKit/UIKit.h>

@interface RootNavigationController : UINavigationController
@end
