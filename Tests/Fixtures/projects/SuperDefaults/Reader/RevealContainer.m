#import "RevealContainer.h"

@implementation RevealContainer

- (NSUInteger)supportedInterfaceOrientations
{
    // UIKit's own answer, written out.
    return [super supportedInterfaceOrientations];
}

- (BOOL)shouldAutorotate
{
    return [super shouldAutorotate];
}

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation
{
    return [super shouldAutorotateToInterfaceOrientation:orientation];
}

@end
