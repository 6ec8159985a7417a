import Foundation

/// Whether the user has seen the first-run tour.
final class TourProgress {
    var isFinished: Bool {
        UserDefaults.standard.bool(forKey: "tourFinished")
    }
}
