#import <UIKit/UIKit.h>

@interface NoteViewController : UIViewController
@end
