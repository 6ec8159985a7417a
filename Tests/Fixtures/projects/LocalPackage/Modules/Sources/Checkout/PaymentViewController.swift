import UIKit

public final class PaymentViewController: UIViewController {
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .landscape
    }
}
