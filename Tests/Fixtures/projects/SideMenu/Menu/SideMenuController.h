#import <UIKit/UIKit.h>

@interface SideMenuController : UIViewController
@property (strong, nonatomic) UIViewController *contentViewController;
@property (strong, nonatomic) UIViewController *menuViewController;
- (instancetype)initWithContentViewController:(UIViewController *)content menuViewController:(UIViewController *)menu;
@end
