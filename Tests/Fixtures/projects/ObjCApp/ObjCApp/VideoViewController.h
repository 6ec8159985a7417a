#import <UIKit/UIKit.h>

@interface VideoViewController : UIViewController {
    BOOL _locked;
}
@property (nonatomic, assign, getter=isFullScreen) BOOL fullScreen;
@end
