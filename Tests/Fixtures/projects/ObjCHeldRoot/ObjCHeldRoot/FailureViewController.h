#import <UIKit/UIKit.h>

@interface FailureViewController : UIViewController
@end
