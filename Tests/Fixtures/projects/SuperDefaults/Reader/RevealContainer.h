#import <UIKit/UIKit.h>

@interface RevealContainer : UIViewController
@end
