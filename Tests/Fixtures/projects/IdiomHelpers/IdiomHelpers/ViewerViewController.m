#import "ViewerViewController.h"
#import "UIDevice+Model.h"

@implementation ViewerViewController

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation
{
    return [UIDevice isPad];
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    if ([UIDevice currentDevice].isPhone) {
        return UIInterfaceOrientationMaskPortrait;
    }
    return [super supportedInterfaceOrientations];
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation
{
    self.view.backgroundColor = [UIColor blackColor];
    return UIInterfaceOrientationLandscapeLeft;
}

@end
