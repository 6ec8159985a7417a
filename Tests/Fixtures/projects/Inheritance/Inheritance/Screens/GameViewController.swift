import UIKit

class GameViewController: BaseLandscapeViewController {
    override var shouldAutorotate: Bool {
        return false
    }
}
