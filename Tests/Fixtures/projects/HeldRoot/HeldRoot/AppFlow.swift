import UIKit

/// Owns the app's first screens; the app delegate shows what it holds.
final class AppFlow {
    var rootViewController: UIViewController { navigation }

    private lazy var navigation: UINavigationController = {
        let navigation = UINavigationController(rootViewController: InboxViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }()
}
