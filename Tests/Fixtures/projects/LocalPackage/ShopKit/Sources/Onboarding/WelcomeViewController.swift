import UIKit

public final class WelcomeViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }
}
