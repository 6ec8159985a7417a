import UIKit

final class GalleryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if UIDevice.current.isPhone {
            return .portrait
        }
        return .all
    }

    override var shouldAutorotate: Bool {
        UIDevice.current.isPadLandscape ? false : true
    }

    func showViewer() {
        present(ViewerViewController(), animated: true)
    }
}
