import UIKit

/* A navigation controller that asks its top view controller.
   /* The old version asked visibleViewController: */
   override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
*/
class RotatingNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
}
