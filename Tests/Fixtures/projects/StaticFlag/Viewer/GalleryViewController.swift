import UIKit

class GalleryViewController: UIViewController {
    override var shouldAutorotate: Bool {
        if PhotoViewer.isZooming {
            return false
        }
        return true
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if PhotoViewer.title {
            return .all
        }
        return .portrait
    }
}

class PhotoViewer: UIViewController {
    static var isZooming = true
    var title = false
}
