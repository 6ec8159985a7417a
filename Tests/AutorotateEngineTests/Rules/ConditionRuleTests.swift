import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Conditions of conditional answers (api.md §1): flags, the device's idiom and iOS version,
/// `not`, `all` and `any`, evaluated against the scenario's `device` wherever an `if` is read.
@Suite struct ConditionRuleTests {
    /// The launch of a root view controller whose mask is landscape (24) when `condition` holds and
    /// portrait (2) when it does not, on `os` and `idiom`, with `flags` declared.
    static func rootMask(
        _ condition: String, os: String = "16.0", idiom: String = "phone", flags: String = "{}",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int? {
        let json = #"""
            {"device": {"os": "\#(os)", "idiom": "\#(idiom)"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
                     "flags": \#(flags)},
             "viewControllers": {"a": {"supportedInterfaceOrientations":
                                        {"if": \#(condition), "then": "landscape", "else": "portrait"}}},
             "window": {"rootViewController": "a"}}
            """#
        return try RuleTest.run(json, sourceLocation: sourceLocation).launch.masks?.viewController?.value
    }

    static let holds = 24
    static let fails = 2

    /// A flag condition holds when the flag is true and fails when it is false.
    @Test func flagCondition() throws {
        #expect(try Self.rootMask(#""on""#, flags: #"{"on": true}"#) == Self.holds)
        #expect(try Self.rootMask(#""on""#, flags: #"{"on": "NO"}"#) == Self.fails)
    }

    /// An idiom condition holds on the device of that idiom only.
    @Test func idiomCondition() throws {
        #expect(try Self.rootMask(#"{"idiom": "pad"}"#, idiom: "pad") == Self.holds)
        #expect(try Self.rootMask(#"{"idiom": "pad"}"#, idiom: "phone") == Self.fails)
        #expect(try Self.rootMask(#"{"idiom": "phone"}"#, idiom: "phone") == Self.holds)
        #expect(try Self.rootMask(#"{"idiom": "phone"}"#, idiom: "pad") == Self.fails)
    }

    /// `osAtLeast` holds from that version on (patch versions count), and fails before it.
    @Test func osAtLeastCondition() throws {
        #expect(try Self.rootMask(#"{"osAtLeast": "16.0"}"#, os: "16.0") == Self.holds)
        #expect(try Self.rootMask(#"{"osAtLeast": "16"}"#, os: "17.2") == Self.holds)
        #expect(try Self.rootMask(#"{"osAtLeast": "16.0"}"#, os: "15.7") == Self.fails)
        #expect(try Self.rootMask(#"{"osAtLeast": "15.7.1"}"#, os: "15.7") == Self.fails)
        #expect(try Self.rootMask(#"{"osAtLeast": "15.7.1"}"#, os: "15.7.1") == Self.holds)
    }

    /// `not` turns a condition around.
    @Test func notCondition() throws {
        #expect(try Self.rootMask(#"{"not": {"idiom": "pad"}}"#, idiom: "phone") == Self.holds)
        #expect(try Self.rootMask(#"{"not": {"idiom": "pad"}}"#, idiom: "pad") == Self.fails)
        #expect(try Self.rootMask(#"{"not": "on"}"#, flags: #"{"on": false}"#) == Self.holds)
    }

    /// `all` holds only when every condition does.
    @Test func allCondition() throws {
        let condition = #"{"all": [{"idiom": "pad"}, {"osAtLeast": "16.0"}]}"#
        #expect(try Self.rootMask(condition, os: "16.4", idiom: "pad") == Self.holds)
        #expect(try Self.rootMask(condition, os: "15.0", idiom: "pad") == Self.fails)
        #expect(try Self.rootMask(condition, os: "16.4", idiom: "phone") == Self.fails)
    }

    /// `any` holds when at least one condition does.
    @Test func anyCondition() throws {
        let condition = #"{"any": [{"idiom": "pad"}, "on"]}"#
        #expect(try Self.rootMask(condition, idiom: "pad", flags: #"{"on": false}"#) == Self.holds)
        #expect(try Self.rootMask(condition, idiom: "phone", flags: #"{"on": true}"#) == Self.holds)
        #expect(try Self.rootMask(condition, idiom: "phone", flags: #"{"on": false}"#) == Self.fails)
    }

    /// Conditions nest freely: `not` of `all` of `any`, with a flag deep inside.
    @Test func nestedConditions() throws {
        let condition =
            #"{"not": {"all": [{"any": [{"idiom": "pad"}, {"not": "compact"}]}, {"osAtLeast": "13.0"}]}}"#
        // pad on 16: any = true, all = true, not = false.
        #expect(try Self.rootMask(condition, idiom: "pad", flags: #"{"compact": true}"#) == Self.fails)
        // phone, compact: any = false → all = false → not = true.
        #expect(try Self.rootMask(condition, idiom: "phone", flags: #"{"compact": true}"#) == Self.holds)
        // phone, not compact, iOS 12: all = false (OS) → not = true.
        #expect(
            try Self.rootMask(condition, os: "12.0", idiom: "phone", flags: #"{"compact": false}"#)
                == Self.holds)
        // phone, not compact, iOS 16: all = true → not = false.
        #expect(try Self.rootMask(condition, idiom: "phone", flags: #"{"compact": false}"#) == Self.fails)
    }

    /// A conditional inside a conditional's branch reads its own condition.
    @Test func conditionalInABranch() throws {
        let json = #"""
            {"device": {"os": "16.0", "idiom": "$IDIOM"},
             "viewControllers": {"a": {"supportedInterfaceOrientations":
                {"if": {"idiom": "pad"}, "then": {"if": {"osAtLeast": "17.0"}, "then": "all", "else": "landscape"},
                 "else": "portrait"}}},
             "window": {"rootViewController": "a"}}
            """#
        let pad = try RuleTest.run(json.replacing("$IDIOM", with: "pad"))
        let phone = try RuleTest.run(json.replacing("$IDIOM", with: "phone"))
        #expect(pad.launch.masks?.viewController?.value == 24)
        #expect(phone.launch.masks?.viewController?.value == 2)
    }

    /// api.md §1's example through simulate: `all` on pad, portrait on phone, and the device turned
    /// to landscape rotates the pad's interface only (full screen, so that R2.10 does not let the
    /// plist decide on pad).
    @Test func idiomConditionalThroughSimulate() throws {
        let json = #"""
            {"device": {"os": "16.4", "idiom": "$IDIOM"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
                                   "UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
                                   "UIRequiresFullScreen": true}},
             "viewControllers": {"a": {"supportedInterfaceOrientations":
                                        {"if": {"idiom": "pad"}, "then": "all", "else": "portrait"}}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """#
        let pad = try RuleTest.run(json.replacing("$IDIOM", with: "pad"))
        let phone = try RuleTest.run(json.replacing("$IDIOM", with: "phone"))
        #expect(
            pad.launch.masks?.viewController?.orientations
                == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        #expect(phone.launch.masks?.viewController?.orientations == ["portrait"])
        #expect(pad.decisions.first?.interfaceOrientation == "landscapeRight")
        #expect(pad.decisions.first?.rotated == true)
        #expect(phone.decisions.first?.interfaceOrientation == "portrait")
        #expect(phone.decisions.first?.rotated == false)
        // The query reports what the method answered on that device.
        #expect(pad.decisions.first?.queryList.contains("a.supportedInterfaceOrientations") == true)
    }

    /// `shouldAutorotate`'s conditional form reads the device too: NO on phone refuses a rotation
    /// (R4.2), YES on pad lets it through.
    @Test func shouldAutorotateConditional() throws {
        let json = #"""
            {"device": {"os": "9.0", "idiom": "$IDIOM"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {"shouldAutorotate": {"if": {"idiom": "pad"}, "then": true, "else": false}}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """#
        let pad = try RuleTest.run(json.replacing("$IDIOM", with: "pad"))
        let phone = try RuleTest.run(json.replacing("$IDIOM", with: "phone"))
        #expect(pad.decisions.first?.rotated == true)
        #expect(phone.decisions.first?.rotated == false)
        #expect(phone.decisions.first?.decidedBy.via == "shouldAutorotate")
    }

    /// The application delegate's mask (R2.1) evaluates an OS condition on the device's version.
    @Test func applicationMaskConditional() throws {
        let json = #"""
            {"device": {"os": "$OS"},
             "app": {"delegate": {"supportedInterfaceOrientationsForWindow":
                                   {"if": {"osAtLeast": "16.0"}, "then": "allButUpsideDown", "else": "portrait"}}},
             "viewControllers": {"a": {}},
             "window": {"rootViewController": "a"}}
            """#
        #expect(try RuleTest.run(json, os: "16.0").launch.masks?.application.value == 26)
        #expect(try RuleTest.run(json, os: "15.0").launch.masks?.application.value == 2)
    }

    /// `preferredInterfaceOrientationForPresentation`'s conditional form picks the orientation a
    /// full-screen presentation starts in (R6.3) by the device's version.
    @Test func preferredOrientationConditional() throws {
        let json = #"""
            {"device": {"os": "$OS"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}},
             "viewControllers": {"a": {},
                                 "b": {"supportedInterfaceOrientations": "allButUpsideDown",
                                       "modalPresentationStyle": "fullScreen",
                                       "preferredInterfaceOrientationForPresentation":
                                         {"if": {"osAtLeast": "9.0"}, "then": "landscapeLeft", "else": "portrait"}}},
             "window": {"rootViewController": "a"},
             "events": [{"type": "present", "viewController": "b", "animated": false}]}
            """#
        let later = try RuleTest.run(json, os: "9.0")
        let earlier = try RuleTest.run(json, os: "8.0")
        #expect(later.decisions.first?.interfaceOrientation == "landscapeLeft")
        #expect(earlier.decisions.first?.interfaceOrientation == "portrait")
    }
}
