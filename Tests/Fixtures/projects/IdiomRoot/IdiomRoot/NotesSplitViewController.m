#import "NotesSplitViewController.h"

@implementation NotesSplitViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    return UIInterfaceOrientationMaskAll;
}

@end
