#import "FailureViewController.h"

@implementation FailureViewController

- (BOOL)shouldAutorotate
{
    return NO;
}

@end
