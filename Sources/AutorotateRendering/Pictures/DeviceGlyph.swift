import AutorotateWire

/// The device drawn as the user holds it, with the interface inside it as UIKit drew it (api.md §8).
///
/// Angles are clockwise, in degrees, in the viewer's frame. The device's top edge (away from the
/// home button) points at `deviceAngle` (R1.1: device `landscapeLeft` has the home button on the
/// right, so its top points left). The interface's up edge (its status bar) sits at `interfaceOffset`
/// from the device's top: interface `landscapeLeft` (home button left) is drawn along the device's
/// left edge. When the two add up to 0 the interface is upright for the user.
struct DeviceGlyph {
    /// `phone` or `pad`.
    var idiom: String
    /// The physical orientation, device naming.
    var deviceOrientation: String
    /// The interface orientation, interface naming.
    var interfaceOrientation: String

    /// Where the device's top edge points; `nil` when the device lies flat or is unknown.
    static func deviceAngle(_ orientation: String) -> Int? {
        switch orientation {
        case "portrait": 0
        case "landscapeRight": 90
        case "portraitUpsideDown": 180
        case "landscapeLeft": 270
        default: nil
        }
    }

    /// Where the interface's up edge is, measured from the device's top edge.
    static func interfaceOffset(_ orientation: String) -> Int {
        switch orientation {
        case "landscapeRight": 90
        case "portraitUpsideDown": 180
        case "landscapeLeft": 270
        default: 0
        }
    }

    /// Draws the glyph centred on (`x`, `y`).
    func draw(into svg: inout SVGWriter, x: Double, y: Double) {
        let isPad = idiom == "pad"
        let width: Double = isPad ? 80 : 54
        let height: Double = isPad ? 106 : 100
        let inset: Double = isPad ? 6 : 4
        let chin: Double = isPad ? 10 : 13
        let angle = Self.deviceAngle(deviceOrientation)
        let flat = angle == nil
        let faceDown = deviceOrientation == "faceDown"
        let n = SVGWriter.number
        svg.open("g", [("transform", "translate(\(n(x)) \(n(y))) rotate(\(angle ?? 0))")])
        var body: [(String, String)] = [
            ("x", n(-width / 2)), ("y", n(-height / 2)), ("width", n(width)), ("height", n(height)),
            ("rx", isPad ? "8" : "10"), ("fill", faceDown ? "#5f6368" : "#ffffff"), ("stroke", "#3c4043"),
            ("stroke-width", "2"),
        ]
        if flat { body.append(("stroke-dasharray", "4 3")) }
        svg.empty("rect", body)
        if !faceDown {
            let screen = (
                x: -width / 2 + inset, y: -height / 2 + chin, w: width - 2 * inset, h: height - 2 * chin
            )
            svg.empty(
                "rect",
                [
                    ("x", n(screen.x)), ("y", n(screen.y)), ("width", n(screen.w)), ("height", n(screen.h)),
                    ("fill", "#e8f0fe"),
                ])
            drawInterface(into: &svg, screen: screen)
            svg.empty(
                "circle", [("cx", "0"), ("cy", n(height / 2 - chin / 2)), ("r", "3"), ("fill", "#9aa0a6")])
        }
        svg.close("g")
        if flat {
            let label = faceDown ? "face down" : deviceOrientation == "faceUp" ? "face up" : deviceOrientation
            svg.element(
                "text",
                [
                    ("x", n(x)), ("y", n(y + height / 2 + 14)), ("text-anchor", "middle"),
                    ("font-size", "11"),
                    ("fill", "#5f6368"),
                ], text: label)
        }
    }

    /// The status-bar strip along the interface's up edge and an arrow pointing to it.
    private func drawInterface(
        into svg: inout SVGWriter, screen: (x: Double, y: Double, w: Double, h: Double)
    ) {
        let n = SVGWriter.number
        let bar: Double = 7
        let offset = Self.interfaceOffset(interfaceOrientation)
        let strip: (Double, Double, Double, Double) =
            switch offset {
            case 90: (screen.x + screen.w - bar, screen.y, bar, screen.h)
            case 180: (screen.x, screen.y + screen.h - bar, screen.w, bar)
            case 270: (screen.x, screen.y, bar, screen.h)
            default: (screen.x, screen.y, screen.w, bar)
            }
        svg.empty(
            "rect",
            [
                ("x", n(strip.0)), ("y", n(strip.1)), ("width", n(strip.2)), ("height", n(strip.3)),
                ("fill", "#1a73e8"),
            ])
        svg.empty(
            "path",
            [
                ("d", "M0 -15 L9 -3 L3 -3 L3 13 L-3 13 L-3 -3 L-9 -3 Z"), ("fill", "#1a73e8"),
                ("transform", "rotate(\(offset))"),
            ])
    }
}
