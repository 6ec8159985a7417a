#import "ReaderNavigationController.h"

@implementation ReaderNavigationController

- (BOOL)shouldAutorotate
{
    return YES;
}

@end
