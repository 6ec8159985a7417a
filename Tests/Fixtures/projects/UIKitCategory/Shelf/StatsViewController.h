#import <UIKit/UIKit.h>

@interface StatsViewController : UIViewController
@end
