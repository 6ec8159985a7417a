import UIKit

class ArticleViewController: UIViewController {
    var isLocked = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isLocked {
            return .portrait
        }
        return super.supportedInterfaceOrientations
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if isLocked {
            return .portrait
        }
        return super.preferredInterfaceOrientationForPresentation
    }
}
