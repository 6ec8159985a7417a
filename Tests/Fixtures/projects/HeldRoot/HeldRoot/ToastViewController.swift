import UIKit

final class ToastViewController: UIViewController {
    override var shouldAutorotate: Bool { false }
}
