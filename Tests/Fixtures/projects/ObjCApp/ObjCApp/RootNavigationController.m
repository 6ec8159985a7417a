#import "RootNavigationController.h"

@implementation RootNavigationController

// Ask the view controller on top: the stock container answers for all of them on iOS 6+.
- (NSUInteger)supportedInterfaceOrientations
{
    return [self.topViewController supportedInterfaceOrientations];
}

- (BOOL)shouldAutorotate
{
    return YES;
}

@end
