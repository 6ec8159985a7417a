import UIKit

/// The app's tabs: each tab decides for itself.
final class MainTabBarController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return selectedViewController?.supportedInterfaceOrientations ?? .portrait
    }

    override var shouldAutorotate: Bool {
        selectedViewController?.shouldAutorotate ?? true
    }
}
