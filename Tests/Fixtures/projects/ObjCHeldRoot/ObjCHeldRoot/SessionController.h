#import <UIKit/UIKit.h>

@interface SessionController : NSObject
- (UINavigationController *)navigationController;
@end
