/// R8.6: the geometry of the root view controller's view (and of full-screen presented views)
/// and of the window, per era. `W×H` = portrait screen points, `s` = status bar height (R10.5).
///
/// | iOS | orientation | transform | bounds | frame in window |
/// |---|---|---|---|---|
/// | ≤ 6.x | portrait | identity | `(0,0,W,H−s)` | `(0,s,W,H−s)` |
/// | ≤ 6.x | portraitUpsideDown | `[-1,0,0,-1,0,0]` | `(0,0,W,H−s)` | `(0,0,W,H−s)` |
/// | ≤ 6.x | landscapeRight | `[0,1,-1,0,0,0]` | `(0,0,H,W−s)` | `(0,0,W−s,H)` |
/// | ≤ 6.x | landscapeLeft | `[0,-1,1,0,0,0]` | `(0,0,H,W−s)` | `(s,0,W−s,H)` |
/// | 7.x | portrait, UD | as above | `(0,0,W,H)` | `(0,0,W,H)` |
/// | 7.x | landscape | as above | `(0,0,H,W)` | `(0,0,W,H)` |
/// | 8.0+ | any | identity | `(0,0,w,h)` | `(0,0,w,h)` |
///
/// `unknown` is laid out as portrait.
public enum RootViewGeometry {
    public static func rootView(
        os: OSVersion, orientation: InterfaceOrientation, screenWidth W: Double, screenHeight H: Double,
        statusBar s: Double
    ) -> ViewPlacement {
        if os >= OSVersion(8) {
            let size = rotatedSize(orientation: orientation, screenWidth: W, screenHeight: H)
            let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return ViewPlacement(frame: rect, bounds: rect, transform: AffineTransform.identity)
        }
        let underStatusBar = os >= OSVersion(7)
        let bar = underStatusBar ? 0 : s
        switch orientation {
        case .portrait, .unknown:
            return ViewPlacement(
                frame: Rect(x: 0, y: bar, width: W, height: H - bar),
                bounds: Rect(x: 0, y: 0, width: W, height: H - bar), transform: AffineTransform.identity)
        case .portraitUpsideDown:
            return ViewPlacement(
                frame: Rect(x: 0, y: 0, width: W, height: H - bar),
                bounds: Rect(x: 0, y: 0, width: W, height: H - bar), transform: AffineTransform.upsideDown)
        case .landscapeRight:
            return ViewPlacement(
                frame: Rect(x: 0, y: 0, width: W - bar, height: H),
                bounds: Rect(x: 0, y: 0, width: H, height: W - bar), transform: AffineTransform.landscapeRight
            )
        case .landscapeLeft:
            return ViewPlacement(
                frame: Rect(x: bar, y: 0, width: W - bar, height: H),
                bounds: Rect(x: 0, y: 0, width: H, height: W - bar), transform: AffineTransform.landscapeLeft)
        }
    }

    /// The window: `(0,0,W,H)` before 8.0 whatever the orientation; from 8.0 `(0,0,w,h)`, the
    /// screen rotating with the interface. Identity transform in both.
    public static func window(
        os: OSVersion, orientation: InterfaceOrientation, screenWidth W: Double, screenHeight H: Double
    ) -> ViewPlacement {
        let rect = windowRect(os: os, orientation: orientation, screenWidth: W, screenHeight: H)
        return ViewPlacement(frame: rect, bounds: rect, transform: AffineTransform.identity)
    }

    /// The window's frame, which is also its bounds (its transform is always the identity): what
    /// ``window(os:orientation:screenWidth:screenHeight:)`` places, as a plain value.
    public static func windowRect(
        os: OSVersion, orientation: InterfaceOrientation, screenWidth W: Double, screenHeight H: Double
    ) -> Rect {
        let size =
            os >= OSVersion(8)
            ? rotatedSize(orientation: orientation, screenWidth: W, screenHeight: H)
            : Size(width: W, height: H)
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// `(w, h)` of R8.6: `(W, H)` upright, `(H, W)` in landscape.
    public static func rotatedSize(
        orientation: InterfaceOrientation, screenWidth W: Double, screenHeight H: Double
    ) -> Size {
        orientation.isLandscape ? Size(width: H, height: W) : Size(width: W, height: H)
    }
}
