#import "FeedViewController.h"
#import "PlayerViewController.h"

@implementation FeedViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (void)play {
    [self.navigationController pushViewController:[PlayerViewController.alloc init] animated:YES];
}

@end
