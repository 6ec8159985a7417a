import UIKit

class ReaderViewController: UIViewController {
    var isLandscapeLocked = false
    @objc dynamic var isVideoPlaying: Bool = true
    private var rotationEnabled = true {
        didSet { setNeedsUpdateOfSupportedInterfaceOrientations() }
    }
    var prefersPortrait: Bool { traitCollection.horizontalSizeClass == .compact }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if isLandscapeLocked { return .landscape } else { return .portrait }
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        return isVideoPlaying ? .landscapeRight : .portrait
    }

    override var shouldAutorotate: Bool {
        guard rotationEnabled else { return false }
        return true
    }
}

class ArticleViewController: ReaderViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if !self.isLandscapeLocked {
            return [.portrait, .landscapeLeft]
        }
        return .landscapeLeft
    }

    override var shouldAutorotate: Bool {
        if prefersPortrait { return false }
        return true
    }
}

final class GalleryViewController: UIViewController {
    var mode = 0

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        switch mode {
        case 0: return .portrait
        default: return .all
        }
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if #available(iOS 16, *) { return .landscapeLeft }
        return .portrait
    }
}

func makeScreens() -> [UIViewController] { [ArticleViewController(), GalleryViewController()] }
