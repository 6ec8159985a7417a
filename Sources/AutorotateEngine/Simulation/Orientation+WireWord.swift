import AutorotateWire

extension InterfaceOrientation {
    /// ``name`` as a word of the answers' fixed vocabulary (see `WireWord`).
    var word: WireWord {
        switch self {
        case .unknown: .unknown
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeRight: .landscapeRight
        case .landscapeLeft: .landscapeLeft
        }
    }
}

extension DeviceOrientation {
    /// ``name`` as a word of the answers' fixed vocabulary (see `WireWord`).
    var word: WireWord {
        switch self {
        case .unknown: .unknown
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .faceUp: .faceUp
        case .faceDown: .faceDown
        }
    }
}
