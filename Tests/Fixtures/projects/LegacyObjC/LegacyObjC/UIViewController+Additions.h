#import <UIKit/UIKit.h>

@interface UIViewController (Additions)
- (void)showError:(NSError *)error;
@end
