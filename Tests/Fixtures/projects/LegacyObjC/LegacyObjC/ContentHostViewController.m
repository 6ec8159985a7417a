#import <UIKit/UIKit.h>

@interface ContentHostViewController : UIViewController
@property (nonatomic, strong) UIViewController *contentViewController;
@end

@implementation ContentHostViewController

- (NSUInteger)supportedInterfaceOrientations
{
    return self.contentViewController.supportedInterfaceOrientations;
}

@end
