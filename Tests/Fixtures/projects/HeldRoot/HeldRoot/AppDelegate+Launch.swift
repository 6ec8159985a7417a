import UIKit

extension AppDelegate {
    /// The window shows what the app's flow holds.
    func showFirstScreen() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = flow.rootViewController
        window?.makeKeyAndVisible()
    }
}
