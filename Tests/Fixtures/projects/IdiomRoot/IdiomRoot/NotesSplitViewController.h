#import <UIKit/UIKit.h>

@interface NotesSplitViewController : UISplitViewController
@end
