#import <UIKit/UIKit.h>
#import "ShelfAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([ShelfAppDelegate class]));
    }
}
