import UIKit

/// The app's tabs: each tab decides its orientations; the tab bar holds the interface still (before iOS 16).
final class MainTabBarController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }

    override var shouldAutorotate: Bool {
        false
    }
}
