import UIKit

class FeedViewController: UIViewController {
    /// Set while a video plays inline.
    var isLandscapeLocked = false

    private let banner = """
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        "quoted" and \(1 + 2) interpolated
        """

    // autorotate:disable-next-line AR001
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isLandscapeLocked {
            return .landscape
        } else {
            return [.portrait, .landscapeLeft, .landscapeRight]
        }
    }
}
