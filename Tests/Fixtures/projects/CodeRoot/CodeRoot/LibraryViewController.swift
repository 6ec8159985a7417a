import UIKit

final class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }

    func openCamera() {
        navigationController?.pushViewController(CameraViewController(), animated: true)
    }

    func openPlayer() {
        let player = PlayerViewController()
        present(player, animated: true)
    }
}
