import AutorotateWire
import Testing

@testable import AutorotateEngine

/// R10.1–R10.4, R10.6 and R10.7 through whole scenarios: the root view of an iPhone 4S on iOS 6.1
/// goes from 320×460 (portrait) to 480×300 (landscape) and its subviews follow.
@Suite struct AutoresizingScenarioTests {
    /// Root `a` (view `root`, already in portrait geometry) with `$SUBVIEWS`, turned to landscape and back.
    static func scenario(_ subviews: String, os: String = "6.1", rootFrame: String = "[0, 20, 320, 460]")
        -> String
    {
        """
        {"device": {"idiom": "phone", "os": "\(os)"},
         "viewControllers": {"a": {"supportedInterfaceOrientations": "allButUpsideDown",
                                   "view": {"id": "root", "frame": \(rootFrame), "subviews": \(subviews)}}},
         "window": {"rootViewController": "a"},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                    {"type": "deviceOrientation", "orientation": "portrait"}]}
        """
    }

    static func frame(_ id: String, _ views: [ViewGeometryEntry]) -> [Double]? {
        RuleTest.view(id, in: views)?.frame
    }

    /// R10.3: a single flag — flexibleLeftMargin moves the view by the whole delta (20 + 160 = 180), size fixed.
    @Test func singleFlag() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "v", "frame": [20, 100, 100, 44], "autoresizingMask": "UIViewAutoresizingFlexibleLeftMargin"}]"#
            ))
        #expect(Self.frame("v", simulation.decisions[0].views) == [180, 100, 100, 44])
        #expect(Self.frame("v", simulation.decisions[1].views) == [20, 100, 100, 44])
    }

    /// R10.3's worked example: (20,100,280,44), mask 34, 320×460 → 480×300 gives (20,100,440,44).
    @Test func rulebookExample() throws {
        let simulation = try RuleTest.run(
            Self.scenario(#"[{"id": "v", "frame": [20, 100, 280, 44], "autoresizingMask": 34}]"#))
        #expect(Self.frame("v", simulation.decisions[0].views) == [20, 100, 440, 44])
        #expect(RuleTest.view("v", in: simulation.decisions[0].views)?.bounds == [0, 0, 440, 44])
    }

    /// R10.3: several flexible parts share the delta in proportion — x: lead 20, width 280, trail 20 of
    /// +160 → (30, 420); y: top 80, height 240 of −160 (k = −½) → (40, 120); and back.
    @Test func severalFlexibleParts() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "v", "frame": [20, 80, 280, 240], "autoresizingMask": "[.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight]"}]"#
            ))
        #expect(Self.frame("v", simulation.decisions[0].views) == [30, 40, 420, 120])
        #expect(Self.frame("v", simulation.decisions[1].views) == [20, 80, 280, 240])
        #expect(simulation.decisions[0].confidence == .documented)
    }

    /// R10.3–R10.4: zero flexible space splits the delta evenly (160 / 2 = 80 each), reported inferred (#17).
    @Test func zeroFlexibleSpace() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "v", "frame": [0, 100, 0, 44], "autoresizingMask": "flexibleLeftMargin | flexibleWidth"}]"#
            ))
        #expect(Self.frame("v", simulation.decisions[0].views) == [80, 100, 80, 44])
        #expect(simulation.decisions[0].confidence == .inferred)
    }

    /// R10.2: the cascade is recursive, parent first — panel 320→480 wide, its label 300→460, the
    /// label's badge (flexible left margin) 250→410.
    @Test func nestedCascade() throws {
        let subviews = #"""
            [{"id": "panel", "frame": [0, 0, 320, 200], "autoresizingMask": "flexibleWidth",
              "subviews": [{"id": "label", "frame": [10, 10, 300, 30], "autoresizingMask": "flexibleWidth",
                            "subviews": [{"id": "badge", "frame": [250, 0, 40, 30],
                                          "autoresizingMask": "flexibleLeftMargin"}]}]}]
            """#
        let simulation = try RuleTest.run(Self.scenario(subviews))
        let views = simulation.decisions[0].views
        #expect(Self.frame("panel", views) == [0, 0, 480, 200])
        #expect(Self.frame("label", views) == [10, 10, 460, 30])
        #expect(Self.frame("badge", views) == [410, 0, 40, 30])
        #expect(Self.frame("badge", simulation.final.views) == [250, 0, 40, 30])
    }

    /// R10.2: `autoresizesSubviews = false` resizes the view itself but stops the cascade below it.
    @Test func autoresizesSubviewsFalse() throws {
        let subviews = #"""
            [{"id": "frozen", "frame": [0, 200, 320, 100], "autoresizingMask": "flexibleWidth",
              "autoresizesSubviews": false,
              "subviews": [{"id": "inner", "frame": [10, 10, 300, 80], "autoresizingMask": "flexibleWidth"}]}]
            """#
        let simulation = try RuleTest.run(Self.scenario(subviews))
        let views = simulation.decisions[0].views
        #expect(Self.frame("frozen", views) == [0, 200, 480, 100])
        #expect(Self.frame("inner", views) == nil)
        #expect(Self.frame("inner", simulation.final.views) == [10, 10, 300, 80])
    }

    /// R10.2–R10.3: no flag keeps the lead margin and size; the view is not reported as changed.
    @Test func noFlagKeepsFrame() throws {
        let simulation = try RuleTest.run(Self.scenario(#"[{"id": "v", "frame": [20, 300, 100, 100]}]"#))
        #expect(Self.frame("v", simulation.decisions[0].views) == nil)
        #expect(Self.frame("v", simulation.final.views) == [20, 300, 100, 100])
    }

    /// R10.4: a negative size is kept, with a warning.
    @Test func negativeSizeKeptWithWarning() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "v", "frame": [0, 300, 320, 100], "autoresizingMask": "flexibleHeight"}]"#))
        #expect(Self.frame("v", simulation.decisions[0].views) == [0, 300, 320, -60])
        #expect(simulation.decisions[0].warnings.map(\.code) == ["negativeViewSize"])
    }

    /// R10.7: app-set frames replace the frame in the rotation callback; their subviews then autoresize.
    @Test func appFramesThenAutoresize() throws {
        let subviews = #"""
            [{"id": "card", "frame": [10, 10, 300, 200],
              "frames": {"portrait": [10, 10, 300, 200], "landscape": [10, 10, 460, 100]},
              "subviews": [{"id": "title", "frame": [0, 0, 300, 20], "autoresizingMask": "flexibleWidth"}]}]
            """#
        let simulation = try RuleTest.run(Self.scenario(subviews))
        #expect(Self.frame("card", simulation.decisions[0].views) == [10, 10, 460, 100])
        #expect(Self.frame("title", simulation.decisions[0].views) == [0, 0, 460, 20])
        #expect(Self.frame("title", simulation.decisions[1].views) == [0, 0, 300, 20])
    }

    /// R10.6: a paging scroll view's content is recomputed in the owner's rotation callback — 3 pages of 480 × 300, page 1 at 480.
    @Test func pagingOnSix() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "pager", "frame": [0, 0, 320, 460], "autoresizingMask": 18, "paging": {"pageCount": 3, "currentPage": 1}}]"#
            ))
        let pager = RuleTest.view("pager", in: simulation.decisions[0].views)
        #expect(pager?.frame == [0, 0, 480, 300])
        #expect(pager?.contentSize == [1440, 300])
        #expect(pager?.contentOffset == [480, 0])
        let final = RuleTest.view("pager", in: simulation.final.views)
        #expect(final?.contentSize == [960, 460])
        #expect(final?.contentOffset == [320, 0])
    }

    /// R10.6 on 8.0+: the size transition recomputes the pages (iPhone 8: 667 × 375, page 2 at 1334).
    @Test func pagingOnEight() throws {
        let simulation = try RuleTest.run(
            Self.scenario(
                #"[{"id": "pager", "frame": [0, 0, 375, 667], "autoresizingMask": "UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight", "paging": {"pageCount": 3, "currentPage": 2}}]"#,
                os: "8.0", rootFrame: "[0, 0, 375, 667]"))
        let pager = RuleTest.view("pager", in: simulation.decisions[0].views)
        #expect(pager?.contentSize == [2001, 375])
        #expect(pager?.contentOffset == [1334, 0])
    }

    /// R10.6: a view controller that gets no rotation callback (its container does not forward, ≤ 7.x)
    /// leaves its paging scroll view stale, though the view itself autoresizes.
    @Test func pagingStaleWithoutCallback() throws {
        let json = """
            {"device": {"idiom": "phone", "os": "7.1"},
             "viewControllers": {
               "nav": {"kind": "navigationController", "viewControllers": ["c"],
                       "shouldAutomaticallyForwardRotationMethods": false},
               "c": {"view": {"id": "cView", "frame": [0, 0, 320, 480], "subviews": [
                       {"id": "pager", "frame": [0, 0, 320, 480], "autoresizingMask": 18,
                        "paging": {"pageCount": 2, "currentPage": 1}}]}}},
             "window": {"rootViewController": "nav"},
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let simulation = try RuleTest.run(json)
        let pager = RuleTest.view("pager", in: simulation.decisions[0].views)
        #expect(pager?.frame == [0, 0, 480, 320])
        #expect(pager?.contentSize != [960, 320])
        #expect(RuleTest.view("pager", in: simulation.final.views)?.contentOffset != [480, 0])
    }

    /// api.md §4: `final.views` lists every view with its current geometry, the window included.
    @Test func finalViewsListEveryView() throws {
        let simulation = try RuleTest.run(
            Self.scenario(#"[{"id": "v", "frame": [20, 100, 280, 44], "autoresizingMask": 34}]"#))
        let ids = Set(simulation.final.views.map(\.id))
        #expect(ids.isSuperset(of: ["window", "root", "v"]))
        #expect(Self.frame("root", simulation.final.views) == [0, 20, 320, 460])
        #expect(Self.frame("v", simulation.final.views) == [20, 100, 280, 44])
    }

    /// `subviews` under the root of `scenario`, with `options` added to the document.
    static func withOptions(_ options: String, _ subviews: String) -> String {
        "{\"options\": \(options)," + Self.scenario(subviews).dropFirst()
    }

    /// R10.4: no rounding by default — top 100 and height 200 of 460 → 300 become 46.67 and 93.33.
    @Test func noRoundingByDefault() throws {
        let simulation = try RuleTest.run(
            Self.scenario(#"[{"id": "v", "frame": [20, 100, 280, 200], "autoresizingMask": 24}]"#))
        let frame = try #require(Self.frame("v", simulation.decisions[0].views))
        #expect(abs(frame[1] - 140.0 / 3) < 1e-9)
        #expect(abs(frame[3] - 280.0 / 3) < 1e-9)
    }

    /// R10.4 with api.md `options.rounding`: the floor mode floors the resized origin and size (46, 93).
    @Test func floorRoundingOption() throws {
        let simulation = try RuleTest.run(
            Self.withOptions(
                #"{"rounding": "floor"}"#,
                #"[{"id": "v", "frame": [20, 100, 280, 200], "autoresizingMask": 24}]"#))
        #expect(Self.frame("v", simulation.decisions[0].views) == [20, 46, 280, 93])
    }

    /// R10.4 with api.md `options.zeroFlexibleSpace`: `unchanged` leaves a zero-flex axis alone.
    @Test func zeroFlexibleSpaceUnchangedOption() throws {
        let simulation = try RuleTest.run(
            Self.withOptions(
                #"{"zeroFlexibleSpace": "unchanged"}"#,
                #"[{"id": "v", "frame": [0, 100, 0, 44], "autoresizingMask": "flexibleLeftMargin | flexibleWidth"}]"#
            ))
        #expect(Self.frame("v", simulation.decisions[0].views) == nil)
        #expect(Self.frame("v", simulation.final.views) == [0, 100, 0, 44])
    }
}
