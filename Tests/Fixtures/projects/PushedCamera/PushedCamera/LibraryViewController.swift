import UIKit

final class LibraryViewController: UIViewController {
    func openCamera() {
        navigationController?.pushViewController(CameraViewController(), animated: true)
    }

    func openPlayer() {
        present(PlayerViewController(), animated: true)
    }
}
