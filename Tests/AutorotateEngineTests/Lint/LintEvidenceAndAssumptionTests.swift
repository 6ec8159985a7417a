import AutorotateWire
import Testing

@testable import AutorotateEngine

/// api.md §7.1: findings rest on what a simulation shows and on what the code shows, not on a
/// guess: AR006 only where it changes the outcome, AR021 a warning for a misspelt member, assumed
/// bases give notes, and AR010 words the plist as it is.
@Suite struct LintEvidenceAndAssumptionTests {
    private func findings(_ json: String) throws -> [Finding] {
        try LintFixtures.lint(bytes: Array(json.utf8)).findings
    }

    /// AR006 is not reported where the view controller and the app allow a single orientation:
    /// ignoring shouldAutorotate NO changes nothing there; with two orientations it is reported.
    @Test func shouldAutorotateIgnoredOnlyWhereARotationIsLeftToStop() throws {
        let single = try findings(
            #"{"device": {"os": "16.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]}}, "viewControllers": {"root": {"shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}}, "window": {"rootViewController": "root"}}"#
        )
        #expect(!single.contains { $0.id == "AR006" })
        let several = try findings(
            #"{"device": {"os": "16.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]}}, "viewControllers": {"root": {"shouldAutorotate": false, "supportedInterfaceOrientations": "allButUpsideDown"}}, "window": {"rootViewController": "root"}}"#
        )
        #expect(several.contains { $0.id == "AR006" && $0.severity == .warning })
    }

    /// A container forwarding shouldAutorotate is reported only when a view controller the
    /// forward reaches can say NO: a tab whose stock navigation controller answers YES itself
    /// hides its child's NO; a navigation subclass that forwards again passes it on, and the
    /// message says the container passes a child's answer on rather than returning NO.
    @Test func forwardedShouldAutorotateOnlyWhereAChildSaysNo() throws {
        func tabs(forwardingNavigation: Bool) throws -> [Finding] {
            let navigation =
                forwardingNavigation
                ? #"{"kind": "navigationController", "viewControllers": ["reader"], "shouldAutorotate": {"forward": "topViewController"}}"#
                : #"{"kind": "navigationController", "viewControllers": ["reader"]}"#
            return try findings(
                #"{"device": {"os": "16.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]}}, "viewControllers": {"tabs": {"kind": "tabBarController", "viewControllers": ["nav"], "shouldAutorotate": {"forward": "selectedViewController"}, "supportedInterfaceOrientations": "allButUpsideDown"}, "nav": \#(navigation), "reader": {"shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}}, "window": {"rootViewController": "tabs"}}"#
            ).filter { $0.id == "AR006" }
        }
        #expect(try tabs(forwardingNavigation: false).isEmpty)
        let passed = try tabs(forwardingNavigation: true).filter {
            $0.pointer == "/viewControllers/tabs/shouldAutorotate"
        }
        #expect(passed.count == 1)
        #expect(
            passed.first?.message.contains("passes on a child's shouldAutorotate, which can be NO,") == true,
            "\(passed)")
    }

    /// The app changing shouldAutorotate at run time (an event) is reported on 16+ only where the
    /// view controller and the app allow more than one orientation, as for the declared answer.
    @Test func shouldAutorotateChangedByAnEventOnlyWhereItMatters() throws {
        func changing(mask: String) throws -> Bool {
            try findings(
                #"{"device": {"os": "16.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]}}, "viewControllers": {"root": {"supportedInterfaceOrientations": "\#(mask)"}}, "window": {"rootViewController": "root"}, "events": [{"type": "setViewControllerProperty", "viewController": "root", "property": "shouldAutorotate", "value": false}]}"#
            ).contains { $0.id == "AR006" && $0.pointer == "/events/0" }
        }
        #expect(try !changing(mask: "portrait"))
        #expect(try changing(mask: "allButUpsideDown"))
    }

    /// A member a small edit away from a known one (`supportedInterfaceOrientation`) is an AR021
    /// warning naming the member it drops; an unrelated unknown member stays a note.
    @Test func misspeltMemberIsAWarning() throws {
        let found = try findings(
            #"{"device": {"os": "16.0"}, "viewControllers": {"root": {"supportedInterfaceOrientation": "portrait", "colour": "red"}}, "window": {"rootViewController": "root"}}"#
        )
        let misspelt = try #require(
            found.first {
                $0.id == "AR021" && $0.pointer == "/viewControllers/root/supportedInterfaceOrientation"
            })
        #expect(misspelt.severity == .warning)
        #expect(misspelt.fix == "Rename 'supportedInterfaceOrientation' to 'supportedInterfaceOrientations'.")
        #expect(misspelt.suggestion?.patch.first?.op == .move)
        let unrelated = try #require(
            found.first { $0.id == "AR021" && $0.pointer == "/viewControllers/root/colour" })
        #expect(unrelated.severity == .note)
    }

    /// A root that no rule found (null with an assumed window basis) is never an AR011 error:
    /// it is a note saying what was assumed. The same app with a read basis keeps the error.
    @Test func assumedMissingRootIsANote() throws {
        let assumed = try findings(
            #"{"device": {"os": "16.0"}, "viewControllers": {}, "window": {"rootViewController": null, "basis": {"assumed": "no rule found the root"}}}"#
        )
        let note = try #require(assumed.first { $0.id == "AR011" })
        #expect(note.severity == .note)
        #expect(note.message.hasSuffix("the import assumed the window's root (no rule found the root)."))
        let read = try findings(
            #"{"device": {"os": "16.0"}, "viewControllers": {}, "window": {"rootViewController": null, "basis": "read"}}"#
        )
        #expect(read.first { $0.id == "AR011" }?.severity == .error)
    }

    /// A crash at a view controller whose basis is assumed is a note naming the assumption.
    @Test func assumedViewControllerGivesANote() throws {
        let found = try findings(
            #"{"device": {"os": "16.0"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}}, "viewControllers": {"root": {"supportedInterfaceOrientations": "landscape", "basis": {"assumed": "superclass BaseVC not in the project"}}}, "window": {"rootViewController": "root"}}"#
        )
        let crash = try #require(found.first { $0.id == "AR003" })
        #expect(crash.severity == .note)
        #expect(crash.message.contains("superclass BaseVC not in the project"))
    }

    /// AR010 says "UIRequiresFullScreen is NO" when the plist sets it to NO, "is not set" when absent.
    @Test func multitaskingWordingFollowsThePlist() throws {
        func message(_ plistExtra: String) throws -> String {
            let found = try findings(
                #"{"device": {"os": "16.0", "idiom": "pad"}, "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]\#(plistExtra)}}, "viewControllers": {"root": {"supportedInterfaceOrientations": "portrait"}}, "window": {"rootViewController": "root"}}"#
            )
            return try #require(found.first { $0.id == "AR010" }).message
        }
        #expect(try message(#", "UIRequiresFullScreen": false"#).contains("UIRequiresFullScreen is NO,"))
        #expect(try message("").contains("UIRequiresFullScreen is not set,"))
    }
}
