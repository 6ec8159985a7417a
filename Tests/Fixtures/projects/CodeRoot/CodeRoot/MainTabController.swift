import UIKit

final class MainTabController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        ((selectedViewController as? UINavigationController)?.viewControllers.first ?? selectedViewController)?
            .supportedInterfaceOrientations ?? .portrait
    }

    override var shouldAutorotate: Bool {
        selectedViewController?.shouldAutorotate ?? true
    }
}
