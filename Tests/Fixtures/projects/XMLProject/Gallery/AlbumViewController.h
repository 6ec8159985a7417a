#import <UIKit/UIKit.h>

@interface AlbumViewController : UIViewController
@end
