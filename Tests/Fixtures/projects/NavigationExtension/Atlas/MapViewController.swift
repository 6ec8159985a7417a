import UIKit

final class MapViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }

    func showRoute() {
        let route = RouteNavigationController(rootViewController: RouteViewController())
        present(route, animated: true)
    }
}

/// Keeps the extension's answers: it overrides nothing about rotation.
final class RouteNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}

final class RouteViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
