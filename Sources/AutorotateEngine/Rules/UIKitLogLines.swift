import AutorotateWire

/// The console lines UIKit prints (R5.4, R7.4), by their code.
enum UIKitLogLines {
    /// R7.4: what iOS 16+ prints when the app sets `UIDevice`'s `orientation` key.
    static let deviceOrientationKeyValueCoding =
        "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"

    /// The line of `code`, a single code of ``LogCodes``.
    static func text(of code: LogCodes) -> String {
        code == .deviceOrientationKeyValueCoding
            ? deviceOrientationKeyValueCoding : InvalidOrientationExceptions.missingRootText
    }
}
