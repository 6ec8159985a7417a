import UIKit

class ListViewController: UITableViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

class DashboardViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        children.first?.supportedInterfaceOrientations ?? .all
    }
}

class ChartViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

class SettingsViewController: UITableViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }
}
