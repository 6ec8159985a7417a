import AutorotateWire
import Testing

@testable import AutorotateEngine

private func value(_ text: String, _ kind: ExpressionKind = .orientationMask) -> Int? {
    try? ExpressionEvaluator.evaluate(text, kind: kind).get().value
}

private func warningCodes(_ text: String, _ kind: ExpressionKind = .orientationMask) -> [String] {
    (try? ExpressionEvaluator.evaluate(text, kind: kind).get().warnings.map(\.code)) ?? ["<error>"]
}

private func failure(_ text: String, _ kind: ExpressionKind = .orientationMask, maxLength: Int = 1000)
    -> ExpressionError?
{
    guard case .failure(let error) = ExpressionEvaluator.evaluate(text, kind: kind, maxLength: maxLength)
    else {
        return nil
    }
    return error
}

/// api.md §1 MaskExpr strings read as `UIInterfaceOrientationMask` (R1.2).
@Suite struct ExpressionMaskTests {
    /// Every spelling of every named mask takes the mask value, without warnings.
    @Test func maskNamesInEverySpelling() {
        let table: [(String, String, Int)] = [
            ("portrait", "Portrait", 2), ("portraitUpsideDown", "PortraitUpsideDown", 4),
            ("landscapeRight", "LandscapeRight", 8), ("landscapeLeft", "LandscapeLeft", 16),
            ("landscape", "Landscape", 24), ("allButUpsideDown", "AllButUpsideDown", 26), ("all", "All", 30),
        ]
        for (swift, objc, mask) in table {
            for spelling in [
                swift, "." + swift, "UIInterfaceOrientationMask" + objc,
                "UIInterfaceOrientationMask." + swift,
            ] {
                #expect(value(spelling) == mask, "\(spelling)")
                #expect(warningCodes(spelling) == [], "\(spelling)")
            }
        }
    }

    /// R1.2 table: each interface constant used as a mask counts by its raw value, flagged.
    /// (The rulebook's row for LandscapeRight says "portrait + upside-down", but 3 & 30 = 2 is portrait
    /// alone; the arithmetic is what UIKit does, so the engine follows it.)
    @Test(arguments: [
        ("UIInterfaceOrientationPortrait", 1, 0), ("UIInterfaceOrientationPortraitUpsideDown", 2, 2),
        ("UIInterfaceOrientationLandscapeRight", 3, 2), ("UIInterfaceOrientationLandscapeLeft", 4, 4),
    ])
    func interfaceConstantAsMask(name: String, raw: Int, effective: Int) throws {
        let result = try ExpressionEvaluator.evaluate(name, kind: .orientationMask).get()
        #expect(result.value == raw)
        #expect(OrientationMask(rawValue: result.value).effective.rawValue == effective)
        #expect(
            result.warnings.first
                == Warning(
                    code: "interfaceOrientationAsMask",
                    message: "interface orientation constant \(name) used as a mask (= \(raw))"))
        #expect(result.warnings.last?.code == "interfaceOrientationMaskMixUp")
    }

    /// R1.2 last row: LandscapeLeft | LandscapeRight = 7 = portrait + upside-down, never landscape.
    @Test func landscapeConstantsMakeSeven() throws {
        let result = try ExpressionEvaluator.evaluate(
            "UIInterfaceOrientationLandscapeRight | UIInterfaceOrientationLandscapeLeft",
            kind: .orientationMask
        ).get()
        #expect(result.value == 7)
        #expect(OrientationMask(rawValue: result.value).effective == [.portrait, .portraitUpsideDown])
        #expect(
            result.warnings == [
                Warning(
                    code: "interfaceOrientationAsMask",
                    message:
                        "interface orientation constant UIInterfaceOrientationLandscapeRight used as a mask (= 3)"
                ),
                Warning(
                    code: "interfaceOrientationAsMask",
                    message:
                        "interface orientation constant UIInterfaceOrientationLandscapeLeft used as a mask (= 4)"
                ),
                Warning(
                    code: "maskBitsIgnored",
                    message: "mask 7 sets bits UIKit ignores (bit 0 and bits 5 and up): it counts as 6 = "
                        + "portrait + portraitUpsideDown"),
                Warning(
                    code: "interfaceOrientationMaskMixUp",
                    message:
                        "'UIInterfaceOrientationLandscapeRight | UIInterfaceOrientationLandscapeLeft' evaluates "
                        + "to 7, which UIKit reads as portrait + portraitUpsideDown: never landscape; did you mean "
                        + "UIInterfaceOrientationMaskLandscape?"),
            ])
    }

    /// A constant used as a mask whose raw value still covers what it names gets no mix-up warning.
    @Test func mixUpOnlyWhenSomethingIsMissing() {
        #expect(
            warningCodes("UIInterfaceOrientationMaskAll | UIInterfaceOrientationPortrait") == [
                "interfaceOrientationAsMask", "maskBitsIgnored",
            ])
    }

    /// Integers: decimal and hex, no warning inside 30.
    @Test func integers() {
        #expect(value("24") == 24)
        #expect(value("0x18") == 24)
        #expect(value("0X1e") == 30)
        #expect(value(" 0 ") == 0)
        #expect(warningCodes("0x18") == [])
    }

    /// `|`, `&`, `~`, parentheses and precedence (`&` binds tighter than `|`).
    @Test func operators() {
        #expect(value("UIInterfaceOrientationMaskAll & ~UIInterfaceOrientationMaskPortraitUpsideDown") == 26)
        #expect(value("portrait | landscapeLeft & landscape") == 18)
        #expect(value("(portrait | landscapeLeft) & landscape") == 16)
        #expect(value("~~all") == 30)
        #expect(value("~0") == -1)
        #expect(value("\n\t( .portrait|.landscapeRight )\r\n") == 10)
    }

    /// `~` sets bits UIKit ignores: flagged.
    @Test func complementOutsideMaskWarns() {
        #expect(warningCodes("~portrait") == ["maskBitsIgnored"])
        #expect(warningCodes("all & ~portrait") == [])
        #expect(warningCodes("32") == ["maskBitsIgnored"])
    }

    /// Swift array literals are the OR of their elements; `[]` is empty; a trailing comma is allowed.
    @Test func arrays() {
        #expect(value("[.portrait, .landscapeLeft]") == 18)
        #expect(value("[]") == 0)
        #expect(value("[ .portrait , ]") == 2)
        #expect(value("[[.portrait], ([.landscape])]") == 26)
    }

    /// Device constants compile too; flagged; device-only Swift names are refused.
    @Test func deviceNamesInMasks() {
        #expect(value("UIDeviceOrientationLandscapeLeft") == 3)
        #expect(warningCodes("UIDeviceOrientationLandscapeLeft").first == "deviceOrientationAsMask")
        #expect(failure("faceUp")?.message == "'faceUp' is a device orientation, not a mask")
        #expect(
            failure("UIInterfaceOrientation.landscapeLeft")?.message
                == "'UIInterfaceOrientation.landscapeLeft' is an interface orientation, not a mask "
                + "(did you mean 'UIInterfaceOrientationMask.landscapeLeft'?)")
    }
}

/// MaskExpr strings read as one interface orientation (`preferredInterfaceOrientationForPresentation`).
@Suite struct ExpressionValueTests {
    /// Interface names in every spelling take raw values; `unknown` is 0.
    @Test func interfaceNames() {
        for orientation in InterfaceOrientation.allCases {
            for spelling in [
                orientation.name, "." + orientation.name, orientation.objcName,
                "UIInterfaceOrientation." + orientation.name,
            ] {
                #expect(value(spelling, .orientationValue) == orientation.rawValue, "\(spelling)")
                #expect(warningCodes(spelling, .orientationValue) == [], "\(spelling)")
            }
        }
        #expect(value("7", .orientationValue) == 7)
    }

    /// R2.6(b) example: a mask constant as a preferred orientation is its mask value, flagged.
    @Test func maskConstantAsValue() throws {
        let result = try ExpressionEvaluator.evaluate(
            "UIInterfaceOrientationMaskLandscapeLeft", kind: .orientationValue
        )
        .get()
        #expect(result.value == 16)
        #expect(
            result.warnings == [
                Warning(
                    code: "maskAsInterfaceOrientation",
                    message:
                        "mask constant UIInterfaceOrientationMaskLandscapeLeft used as an interface orientation (= 16)"
                )
            ])
    }

    /// A device constant compiles to its raw value: the interface orientation with that value, flagged.
    @Test func deviceConstantAsValue() throws {
        let result = try ExpressionEvaluator.evaluate(
            "UIDeviceOrientationLandscapeLeft", kind: .orientationValue
        ).get()
        #expect(result.value == 3)
        #expect(
            result.warnings.map(\.message) == [
                "device orientation constant UIDeviceOrientationLandscapeLeft used as an interface orientation "
                    + "(= 3, landscapeRight)"
            ])
    }

    /// Swift-only mask names cannot be an orientation.
    @Test func swiftMaskNameRefused() {
        #expect(
            failure(".landscape", .orientationValue)?.message
                == "'.landscape' is a mask, not an interface orientation (did you mean 'landscapeLeft' or 'landscapeRight'?)"
        )
        #expect(
            failure("faceDown", .orientationValue)?.message
                == "'faceDown' is a device orientation, not an interface orientation")
    }
}

/// R10.1: `UIViewAutoresizing` expressions.
@Suite struct ExpressionAutoresizingTests {
    /// Every flag in every spelling.
    @Test func flagsInEverySpelling() {
        let table: [(String, Int)] = [
            ("none", 0), ("flexibleLeftMargin", 1), ("flexibleWidth", 2), ("flexibleRightMargin", 4),
            ("flexibleTopMargin", 8), ("flexibleHeight", 16), ("flexibleBottomMargin", 32),
        ]
        for (name, bits) in table {
            let objc = "UIViewAutoresizing" + name.prefix(1).uppercased() + name.dropFirst()
            for spelling in [name, "." + name, objc, "UIView.AutoresizingMask." + name] {
                #expect(value(spelling, .autoresizing) == bits, "\(spelling)")
            }
        }
    }

    /// The product's typical masks.
    @Test func combinations() {
        #expect(
            value("UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight", .autoresizing) == 18)
        #expect(value("[.flexibleWidth, .flexibleBottomMargin]", .autoresizing) == 34)
        #expect(value("63", .autoresizing) == 63)
        #expect(warningCodes("64", .autoresizing) == ["autoresizingBitsIgnored"])
    }

    /// Orientation names mean nothing here.
    @Test func orientationNameRefused() {
        #expect(failure("portrait", .autoresizing)?.message == "unknown autoresizing name 'portrait'")
        #expect(
            failure("UIViewAutoresizingFlexibleWidht", .autoresizing)?.message
                == "unknown autoresizing name 'UIViewAutoresizingFlexibleWidht' (did you mean 'UIViewAutoresizingFlexibleWidth'?)"
        )
    }
}

/// Every class of expression error, each with its column.
@Suite struct ExpressionErrorTests {
    /// Unknown names with did-you-mean.
    @Test func unknownNames() {
        #expect(
            failure("UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscap")
                == ExpressionError(
                    message: "unknown orientation name 'UIInterfaceOrientationMaskLandscap' "
                        + "(did you mean 'UIInterfaceOrientationMaskLandscape'?)",
                    column: 38))
        #expect(
            failure("landscap")
                == ExpressionError(
                    message: "unknown orientation name 'landscap' (did you mean 'landscape'?)", column: 1))
        #expect(failure("unknown")?.message == "unknown orientation name 'unknown'")
    }

    /// Unexpected tokens name themselves and their column.
    @Test func unexpectedTokens() {
        #expect(failure("(all))") == ExpressionError(message: "unexpected ')' at column 6", column: 6))
        #expect(failure("portrait)") == ExpressionError(message: "unexpected ')' at column 9", column: 9))
        #expect(
            failure("portrait landscape")
                == ExpressionError(message: "unexpected 'landscape' at column 10", column: 10))
        #expect(
            failure("portrait || all") == ExpressionError(message: "unexpected '|' at column 11", column: 11))
        #expect(failure("-1") == ExpressionError(message: "unexpected '-' at column 1", column: 1))
        #expect(failure("a + b")?.column == 1)
        #expect(
            failure("all + portrait") == ExpressionError(message: "unexpected '+' at column 5", column: 5))
        #expect(
            failure("[portrait,,all]") == ExpressionError(message: "unexpected ',' at column 11", column: 11))
        #expect(failure(".") == ExpressionError(message: "unexpected '.' at column 1", column: 1))
    }

    /// A premature end points one past the last character.
    @Test func prematureEnd() {
        #expect(
            failure("portrait |")
                == ExpressionError(message: "unexpected end of expression at column 11", column: 11))
        #expect(
            failure("~") == ExpressionError(message: "unexpected end of expression at column 2", column: 2))
        #expect(
            failure("(portrait | all")
                == ExpressionError(
                    message:
                        "expected ')' to close the '(' at column 1, found end of expression at column 16",
                    column: 16))
        #expect(
            failure("[portrait")
                == ExpressionError(
                    message:
                        "expected ']' to close the '[' at column 1, found end of expression at column 10",
                    column: 10))
    }

    /// Empty and blank input.
    @Test func empty() {
        #expect(failure("") == ExpressionError(message: "empty expression", column: 1))
        #expect(failure("   ") == ExpressionError(message: "empty expression", column: 1))
    }

    /// Bad numbers: letters after digits, bare 0x, overflow.
    @Test func badNumbers() {
        #expect(
            failure("12ab") == ExpressionError(message: "'12ab' is not a valid number at column 1", column: 1)
        )
        #expect(
            failure("0x") == ExpressionError(message: "'0x' is not a valid number at column 1", column: 1))
        #expect(
            failure("all | 0x1ffffffffffffffff")
                == ExpressionError(
                    message: "'0x1ffffffffffffffff' does not fit in a 64-bit integer at column 7", column: 7))
    }

    /// Input longer than the limit is refused before parsing.
    @Test func lengthLimit() {
        let long = Array(repeating: "portrait", count: 200).joined(separator: "|")
        #expect(
            failure(long)?.message == "expression is \(long.count) characters long; at most 1000 are accepted"
        )
        #expect(failure("all", maxLength: 2)?.column == 3)
        #expect(value(Array(repeating: "all", count: 250).joined(separator: "|")) == 30)
    }

    /// Nesting is bounded: 64 levels are fine, 65 are an error, 100 000 never overflow the stack.
    @Test func depthLimit() {
        let ok = String(repeating: "(", count: 64) + "all" + String(repeating: ")", count: 64)
        #expect(value(ok) == 30)
        let deep = String(repeating: "(", count: 65) + "all" + String(repeating: ")", count: 65)
        #expect(
            failure(deep)
                == ExpressionError(
                    message: "expression nested more than 64 levels deep at column 65", column: 65))
        #expect(failure(String(repeating: "~", count: 100_000) + "0", maxLength: 200_000)?.column == 65)
        #expect(failure(String(repeating: "[", count: 100_000), maxLength: 200_000)?.column == 65)
    }
}
