// A dependency the CLI skips (Pods/); the API imports whatever it is given.
@implementation SomePodViewController
- (NSUInteger)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
@end
