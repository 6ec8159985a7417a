#import <UIKit/UIKit.h>

@interface NotesListViewController : UITableViewController
@end
