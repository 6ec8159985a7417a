import UIKit

/// Lets the visible screen decide, even while a pushed screen animates in.
class ForwardingNavigationController: UINavigationController {
    override var shouldAutorotate: Bool {
        return visibleViewController?.shouldAutorotate ?? true
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        guard let top = topViewController else { return .all }
        return top.supportedInterfaceOrientations
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        topViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
    }
}
