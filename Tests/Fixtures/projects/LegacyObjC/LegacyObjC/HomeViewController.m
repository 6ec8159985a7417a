#import "HomeViewController.h"
#import "PlayerViewController.h"

@implementation HomeViewController

- (NSUInteger)supportedInterfaceOrientations
{
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
        return UIInterfaceOrientationMaskAll;
    }
    return UIInterfaceOrientationMaskPortrait;
}

- (void)play
{
    [self presentViewController:[[PlayerViewController alloc] init] animated:YES completion:nil];
}

@end
