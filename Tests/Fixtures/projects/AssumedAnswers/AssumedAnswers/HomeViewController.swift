import UIKit

final class HomeViewController: UIViewController {
    private let tour = TourProgress()

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let presentedViewController {
            return presentedViewController.supportedInterfaceOrientations
        }
        return tour.isFinished ? [.allButUpsideDown] : [.portrait]
    }
}
