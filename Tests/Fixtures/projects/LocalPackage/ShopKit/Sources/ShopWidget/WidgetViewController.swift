import UIKit

// A product of the package the app does not link.
public final class WidgetViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .all
    }
}
