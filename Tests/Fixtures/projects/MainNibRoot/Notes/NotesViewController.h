#import <UIKit/UIKit.h>

@interface NotesViewController : UITableViewController
@end
