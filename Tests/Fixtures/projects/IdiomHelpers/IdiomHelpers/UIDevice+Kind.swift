import UIKit

extension UIDevice {
    /// Whether this is a phone.
    var isPhone: Bool {
        return userInterfaceIdiom == .phone
    }

    /// Says pad, but tests something else: not an idiom test.
    var isPadLandscape: Bool {
        userInterfaceIdiom == .pad && orientation.isLandscape
    }
}
