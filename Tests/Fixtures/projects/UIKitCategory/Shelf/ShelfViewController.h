#import <UIKit/UIKit.h>

@interface ShelfViewController : UIViewController
@end
