import UIKit

final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if #available(iOS 16, *) {
            return .landscape
        }
        return .allButUpsideDown
    }
}
