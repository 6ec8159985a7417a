#import <UIKit/UIKit.h>

@interface NotebookViewController : UIViewController
@end
