#import <UIKit/UIKit.h>

// Listed in the project's groups, but no build phase of the app target builds it.
@interface PhotoViewer : UIViewController
@end

@implementation PhotoViewer

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAll;
}

@end
