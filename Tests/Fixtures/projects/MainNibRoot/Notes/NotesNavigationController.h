#import <UIKit/UIKit.h>

@interface NotesNavigationController : UINavigationController
@end
