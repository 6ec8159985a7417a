import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let flow = AppFlow()
    var overlayWindow: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        overlayWindow = UIWindow(frame: UIScreen.main.bounds)
        overlayWindow?.rootViewController = ToastViewController()
        showFirstScreen()
        return true
    }
}
