#import <UIKit/UIKit.h>

@interface ReaderViewController : UIViewController
@end
