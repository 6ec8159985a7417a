import UIKit

extension UIStoryboard {
    static func kiosk() -> UIStoryboard {
        UIStoryboard(name: StoryboardName.kiosk.rawValue, bundle: nil)
    }
}

enum StoryboardName: String {
    case kiosk = "Kiosk"
}
