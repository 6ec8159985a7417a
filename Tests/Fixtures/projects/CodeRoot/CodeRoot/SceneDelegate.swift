import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = MainTabController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: LibraryViewController()),
            SettingsViewController(),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
