#import <PodPlayer/PodPlayerBaseViewController.h>

@interface PlayerViewController : PodPlayerBaseViewController
@end
