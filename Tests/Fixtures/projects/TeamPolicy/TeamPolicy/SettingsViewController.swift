import UIKit

class SettingsViewController: UITableViewController {
    // Portrait on purpose; the navigation controller's default is accepted for now.
    // autorotate:disable-next-line AR005 -- tracked in the team's backlog
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
}
