#import "GalleryViewController.h"
#import "ViewerViewController.h"

@implementation GalleryViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskPortrait;
}

- (void)openViewer
{
    [self.navigationController pushViewController:[[ViewerViewController alloc] init] animated:YES];
}

@end
