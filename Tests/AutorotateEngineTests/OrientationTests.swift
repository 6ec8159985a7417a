import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R1.1–R1.3, R1.7: the two orientation enumerations, masks and the names UIKit prints.
@Suite struct OrientationEnumTests {
    /// R1.1: interface raw values and Swift names.
    @Test func interfaceRawValues() {
        #expect(InterfaceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(
            InterfaceOrientation.allCases.map(\.name) == [
                "unknown", "portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft",
            ])
        #expect(InterfaceOrientation.landscapeLeft.objcName == "UIInterfaceOrientationLandscapeLeft")
    }

    /// R1.3: IsPortrait / IsLandscape for both enumerations.
    @Test func portraitAndLandscapePredicates() {
        #expect(InterfaceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(InterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeRight, .landscapeLeft])
        #expect(DeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(DeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    }

    /// R1.3: device landscapeLeft (3) is interface landscapeRight (3); flat and unknown map to nil.
    @Test func deviceToInterfaceKeepsRawValue() {
        #expect(DeviceOrientation.landscapeLeft.interface == .landscapeRight)
        #expect(DeviceOrientation.landscapeRight.interface == .landscapeLeft)
        #expect(DeviceOrientation.portrait.interface == .portrait)
        #expect(DeviceOrientation.portraitUpsideDown.interface == .portraitUpsideDown)
        #expect(DeviceOrientation.unknown.interface == nil)
        #expect(DeviceOrientation.faceUp.interface == nil)
        #expect(DeviceOrientation.faceDown.interface == nil)
        #expect(DeviceOrientation(interface: .landscapeRight) == .landscapeLeft)
        #expect(DeviceOrientation(interface: .unknown) == .unknown)
    }

    /// R1.2: M(o) = 1 << o and the named masks.
    @Test func maskValues() {
        #expect(InterfaceOrientation.allCases.map(\.mask.rawValue) == [1, 2, 4, 8, 16])
        #expect(OrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(OrientationMask.allButUpsideDown.rawValue == 26)
        #expect(OrientationMask.all.rawValue == 30)
    }

    /// R1.2: UIKit keeps `value & 30`; bit 0 and bits ≥ 5 vanish.
    @Test func effectiveMask() {
        #expect(OrientationMask(rawValue: 7).effective.rawValue == 6)
        #expect(OrientationMask(rawValue: 1).effective.rawValue == 0)
        #expect(OrientationMask(rawValue: 0xFF).effective == .all)
        #expect(!OrientationMask(rawValue: 1).contains(InterfaceOrientation.unknown))
        #expect(OrientationMask(rawValue: 7).contains(InterfaceOrientation.portraitUpsideDown))
        #expect(!OrientationMask(rawValue: 7).contains(InterfaceOrientation.landscapeRight))
    }

    /// R1.7: names(mask) in the order portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
    @Test func namesInFixedOrder() {
        #expect(
            OrientationMask.all.uikitNames == "portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
        #expect(OrientationMask.landscape.uikitNames == "landscapeLeft, landscapeRight")
        #expect(OrientationMask(rawValue: 7).uikitNames == "portrait, portraitUpsideDown")
        #expect(OrientationMask(rawValue: 0).uikitNames == "")
        #expect(
            OrientationMask.allButUpsideDown.orientations == [.portrait, .landscapeLeft, .landscapeRight])
    }

    /// api.md §1: output masks carry the raw value and the effective names.
    @Test func outputForm() {
        #expect(
            OrientationMask.allButUpsideDown.output
                == OutputMask(value: 26, orientations: ["portrait", "landscapeLeft", "landscapeRight"]))
        #expect(
            OrientationMask(rawValue: 7).output
                == OutputMask(value: 7, orientations: ["portrait", "portraitUpsideDown"]))
    }

    /// R1.7: uikitName(v) for orientations and for values that are none.
    @Test func uikitNames() {
        #expect(InterfaceOrientation.uikitName(raw: 1) == "portrait")
        #expect(InterfaceOrientation.uikitName(raw: 2) == "portraitUpsideDown")
        #expect(InterfaceOrientation.uikitName(raw: 3) == "landscapeRight")
        #expect(InterfaceOrientation.uikitName(raw: 4) == "landscapeLeft")
        #expect(InterfaceOrientation.uikitName(raw: 0) == "unknown")
        #expect(InterfaceOrientation.uikitName(raw: 7) == "(7)")
        #expect(InterfaceOrientation.uikitName(raw: 16) == "(16)")
        #expect(InterfaceOrientation.uikitName(raw: -1) == "(-1)")
    }
}

/// api.md §1 "Accepted spellings": reading orientation names, never swapping enumerations.
@Suite struct OrientationNameTests {
    /// Every interface spelling of every orientation is accepted.
    @Test(arguments: [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft])
    func interfaceSpellings(orientation: InterfaceOrientation) {
        for spelling in [
            orientation.name, "." + orientation.name, orientation.objcName,
            "UIInterfaceOrientation." + orientation.name,
        ] {
            #expect(OrientationNames.interface(spelling) == .success(orientation), "\(spelling)")
        }
    }

    /// Every device spelling of every device orientation is accepted, with device meaning.
    @Test(arguments: DeviceOrientation.allCases)
    func deviceSpellings(device: DeviceOrientation) {
        for spelling in [
            device.name, "." + device.name, device.objcName, "UIDeviceOrientation." + device.name,
        ] {
            #expect(OrientationNames.device(spelling) == .success(device), "\(spelling)")
        }
    }

    /// `unknown` is an interface orientation only where the caller allows it.
    @Test func unknownInterfaceOrientation() {
        #expect(OrientationNames.interface("unknown", allowUnknown: true) == .success(.unknown))
        #expect(
            OrientationNames.interface("UIInterfaceOrientationUnknown", allowUnknown: true)
                == .success(.unknown))
        guard case .failure(let error) = OrientationNames.interface("unknown") else {
            Issue.record("unknown accepted")
            return
        }
        #expect(error.message.contains("not an interface orientation UIKit can use here"))
    }

    /// A device-only name where an interface orientation is meant is refused as such.
    @Test func deviceOnlyNameRefused() {
        #expect(
            OrientationNames.interface("faceUp")
                == .failure(
                    NameError(message: "'faceUp' is a device orientation, not an interface orientation")))
        #expect(
            OrientationNames.interface("UIDeviceOrientationFaceDown")
                == .failure(
                    NameError(
                        message:
                            "'UIDeviceOrientationFaceDown' is a device orientation, not an interface orientation"
                    )))
    }

    /// R1.3: a device landscape constant is refused and the message names the interface orientation it equals.
    @Test func deviceConstantRefusedWithItsInterfaceEquivalent() {
        #expect(
            OrientationNames.interface("UIDeviceOrientationLandscapeLeft")
                == .failure(
                    NameError(
                        message:
                            "'UIDeviceOrientationLandscapeLeft' is a device orientation constant, not an "
                            + "interface orientation: device landscapeLeft (3) is interface 'landscapeRight' (R1.3)"
                    )))
    }

    /// The reverse: an interface constant where a device orientation is meant.
    @Test func interfaceConstantRefusedAsDevice() {
        #expect(
            OrientationNames.device("UIInterfaceOrientationLandscapeLeft")
                == .failure(
                    NameError(
                        message:
                            "'UIInterfaceOrientationLandscapeLeft' is an interface orientation constant, not a "
                            + "device orientation: interface landscapeLeft (4) is device 'landscapeRight' (R1.3)"
                    )))
    }

    /// Mask names are not single orientations; the single-orientation mask suggests its orientation.
    @Test func maskNamesRefused() {
        #expect(
            OrientationNames.interface("UIInterfaceOrientationMaskLandscapeLeft")
                == .failure(
                    NameError(
                        message:
                            "'UIInterfaceOrientationMaskLandscapeLeft' is a mask, not an interface orientation "
                            + "(did you mean 'UIInterfaceOrientationLandscapeLeft'?)")))
        #expect(
            OrientationNames.interface("landscape")
                == .failure(
                    NameError(
                        message: "'landscape' is a mask, not an interface orientation "
                            + "(did you mean 'landscapeLeft' or 'landscapeRight'?)")))
        #expect(
            OrientationNames.device(".all")
                == .failure(NameError(message: "'.all' is a mask, not a device orientation")))
    }

    /// Unknown names get the closest accepted spelling.
    @Test func didYouMean() {
        #expect(
            OrientationNames.interface("landscap")
                == .failure(
                    NameError(message: "unknown orientation name 'landscap' (did you mean 'landscapeLeft'?)"))
        )
        #expect(
            OrientationNames.interface("LandscapeRight")
                == .failure(
                    NameError(
                        message: "unknown orientation name 'LandscapeRight' (did you mean 'landscapeRight'?)")
                ))
        #expect(
            OrientationNames.interface("UIInterfaceOrientationPortait")
                == .failure(
                    NameError(
                        message: "unknown orientation name 'UIInterfaceOrientationPortait' "
                            + "(did you mean 'UIInterfaceOrientationPortrait'?)")))
        #expect(
            OrientationNames.device("faceUpp")
                == .failure(NameError(message: "unknown orientation name 'faceUpp' (did you mean 'faceUp'?)"))
        )
        #expect(
            OrientationNames.interface("sideways")
                == .failure(
                    NameError(
                        message: "unknown orientation name 'sideways' (expected one of 'portrait', "
                            + "'portraitUpsideDown', 'landscapeRight' or 'landscapeLeft')")))
    }
}

/// Raw values belong in JSON numbers; a digit string says so.
@Suite struct OrientationNameNumberTests {
    /// An empty string is named as such.
    @Test func emptyName() {
        #expect(OrientationNames.device("") == .failure(NameError(message: "empty orientation name")))
    }

    /// "3" as a string is refused with a pointer to the JSON number form.
    @Test func digitString() {
        #expect(
            OrientationNames.interface("3")
                == .failure(
                    NameError(
                        message: "unknown orientation name '3' (a raw value is a JSON number: 3, not \"3\")"))
        )
    }
}
