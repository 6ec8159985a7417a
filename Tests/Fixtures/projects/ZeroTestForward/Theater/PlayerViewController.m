#import "PlayerViewController.h"

@implementation PlayerViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAllButUpsideDown;
}

@end

@implementation LivePlayerViewController

- (BOOL)shouldAutorotate {
    return NO;
}

@end
