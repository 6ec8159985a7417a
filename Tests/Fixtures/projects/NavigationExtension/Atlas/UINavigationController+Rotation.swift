import UIKit

// Every navigation controller of the app asks its top view controller how to rotate.
extension UINavigationController {
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .all
    }

    open override var shouldAutorotate: Bool {
        if let top = topViewController {
            return top.shouldAutorotate
        }
        return true
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        guard let visible = visibleViewController else { return .portrait }
        return visible.preferredInterfaceOrientationForPresentation
    }
}
