#import "StatsViewController.h"

@implementation StatsViewController
@end
