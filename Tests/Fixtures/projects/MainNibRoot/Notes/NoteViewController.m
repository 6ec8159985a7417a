#import "NoteViewController.h"

@implementation NoteViewController

- (NSUInteger)supportedInterfaceOrientations
{
    return UIInterfaceOrientationMaskAll;
}

@end
