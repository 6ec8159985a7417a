#import <UIKit/UIKit.h>

/// Every navigation controller of the app asks its top view controller how to rotate.
@interface UINavigationController (Rotation)
@end
