import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let storyboard = UIStoryboard.kiosk()
        let kiosk = storyboard.instantiateInitialViewController() as? KioskViewController
        kiosk?.title = "Kiosk"
        window?.rootViewController = kiosk
        window?.makeKeyAndVisible()
        return true
    }
}
