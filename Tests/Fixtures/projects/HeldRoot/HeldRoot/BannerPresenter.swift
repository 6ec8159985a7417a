import UIKit

/// Shows a banner in a window of its own, above the app's.
enum BannerPresenter {
    static func show() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ToastViewController()
        window.windowLevel = .alert
        window.makeKeyAndVisible()
    }
}
