#import <UIKit/UIKit.h>

@interface ReaderNavigationController : UINavigationController
@end
