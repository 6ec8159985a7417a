#import <UIKit/UIKit.h>

@interface PlayerViewController : UIViewController
@end

@interface LivePlayerViewController : PlayerViewController
@end
