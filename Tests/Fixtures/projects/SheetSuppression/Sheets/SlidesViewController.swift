import UIKit

/// A slide show meant for landscape, shown as a sheet (the team accepts the sheet).
final class SlidesViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
