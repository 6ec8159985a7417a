import UIKit

final class ReplayViewController: GameViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return super.supportedInterfaceOrientations
    }
}
