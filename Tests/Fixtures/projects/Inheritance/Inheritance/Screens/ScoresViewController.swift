import UIKit

/// Made in code, presented from the game: not in the storyboard.
class ScoresViewController: BaseLandscapeViewController {
    override var shouldAutorotate: Bool { true }
}

extension ScoresViewController {
    static func make() -> ScoresViewController { ScoresViewController() }
}
