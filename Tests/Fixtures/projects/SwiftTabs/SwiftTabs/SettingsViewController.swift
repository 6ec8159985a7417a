import UIKit

class SettingsViewController: UITableViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
}
