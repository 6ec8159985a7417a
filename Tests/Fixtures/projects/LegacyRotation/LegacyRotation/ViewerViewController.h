#import <UIKit/UIKit.h>

@interface ViewerViewController : UIViewController
@end
