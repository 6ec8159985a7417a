#import <UIKit/UIKit.h>

@interface FeedViewController : UIViewController
@end
