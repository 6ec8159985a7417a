import SharingKit
import UIKit

class SharingViewController: ShareSheetViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return super.supportedInterfaceOrientations
    }
}
