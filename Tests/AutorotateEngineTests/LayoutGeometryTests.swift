import Testing

@testable import AutorotateEngine

/// R8.6: root-view and window geometry per era.
@Suite struct LayoutRootGeometryTests {
    private func root(_ os: OSVersion, _ o: InterfaceOrientation, _ w: Double = 320, _ h: Double = 480)
        -> ViewPlacement
    {
        RootViewGeometry.rootView(os: os, orientation: o, screenWidth: w, screenHeight: h, statusBar: 20)
    }

    /// R8.6's measured example: iPad, iOS 5, in all three orientations it lists.
    @Test func measuredIPadIOS5() {
        let os = OSVersion(5, 1)
        #expect(root(os, .portrait, 768, 1024).frame == Rect(x: 0, y: 20, width: 768, height: 1004))
        #expect(root(os, .landscapeRight, 768, 1024).frame == Rect(x: 0, y: 0, width: 748, height: 1024))
        #expect(root(os, .landscapeLeft, 768, 1024).frame == Rect(x: 20, y: 0, width: 748, height: 1024))
        #expect(root(os, .landscapeLeft, 768, 1024).bounds == Rect(x: 0, y: 0, width: 1024, height: 748))
    }

    /// ≤ 6.x: every row of the table, status bar outside the root view.
    @Test func upToIOS6() {
        let os = OSVersion(6, 1)
        #expect(
            root(os, .portrait)
                == ViewPlacement(
                    frame: Rect(x: 0, y: 20, width: 320, height: 460),
                    bounds: Rect(x: 0, y: 0, width: 320, height: 460),
                    transform: [1, 0, 0, 1, 0, 0]))
        #expect(
            root(os, .portraitUpsideDown)
                == ViewPlacement(
                    frame: Rect(x: 0, y: 0, width: 320, height: 460),
                    bounds: Rect(x: 0, y: 0, width: 320, height: 460),
                    transform: [-1, 0, 0, -1, 0, 0]))
        #expect(
            root(os, .landscapeRight)
                == ViewPlacement(
                    frame: Rect(x: 0, y: 0, width: 300, height: 480),
                    bounds: Rect(x: 0, y: 0, width: 480, height: 300),
                    transform: [0, 1, -1, 0, 0, 0]))
        #expect(
            root(os, .landscapeLeft)
                == ViewPlacement(
                    frame: Rect(x: 20, y: 0, width: 300, height: 480),
                    bounds: Rect(x: 0, y: 0, width: 480, height: 300),
                    transform: [0, -1, 1, 0, 0, 0]))
    }

    /// 7.x: full-screen bounds under the status bar, rotation still by transform.
    @Test func iOS7() {
        let os = OSVersion(7, 1)
        #expect(
            root(os, .portraitUpsideDown)
                == ViewPlacement(
                    frame: Rect(x: 0, y: 0, width: 320, height: 480),
                    bounds: Rect(x: 0, y: 0, width: 320, height: 480),
                    transform: [-1, 0, 0, -1, 0, 0]))
        #expect(
            root(os, .landscapeLeft)
                == ViewPlacement(
                    frame: Rect(x: 0, y: 0, width: 320, height: 480),
                    bounds: Rect(x: 0, y: 0, width: 480, height: 320),
                    transform: [0, -1, 1, 0, 0, 0]))
    }

    /// 8.0+: identity transform, bounds and frame rotate with the screen.
    @Test func iOS8AndLater() {
        for os in [OSVersion(8), OSVersion(17, 2)] {
            #expect(
                root(os, .landscapeRight, 375, 667)
                    == ViewPlacement(
                        frame: Rect(x: 0, y: 0, width: 667, height: 375),
                        bounds: Rect(x: 0, y: 0, width: 667, height: 375),
                        transform: [1, 0, 0, 1, 0, 0]))
            #expect(
                root(os, .portraitUpsideDown, 375, 667).frame == Rect(x: 0, y: 0, width: 375, height: 667))
        }
    }

    /// The window stays portrait-sized before 8.0 and rotates from 8.0.
    @Test func window() {
        let old = RootViewGeometry.window(
            os: OSVersion(7), orientation: .landscapeLeft, screenWidth: 320, screenHeight: 480)
        #expect(old.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        let new = RootViewGeometry.window(
            os: OSVersion(8), orientation: .landscapeLeft, screenWidth: 320, screenHeight: 480)
        #expect(new.frame == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(new.bounds == new.frame)
        #expect(new.transform == AffineTransform.identity)
    }
}

/// R8.7: stock container children.
@Suite struct LayoutContainerChildTests {
    private let bounds = Rect(x: 0, y: 0, width: 320, height: 460)

    /// ≤ 6.x navigation child: 44 pt bar, 32 on a phone in landscape, 44 on a pad in landscape.
    @Test func navigationChildUpToIOS6() {
        let os = OSVersion(6)
        #expect(
            ContainerChildGeometry.navigationChild(
                os: os, idiom: .phone, orientation: .portrait, containerBounds: bounds)
                == Rect(x: 0, y: 44, width: 320, height: 416))
        let landscape = Rect(x: 0, y: 0, width: 480, height: 300)
        #expect(
            ContainerChildGeometry.navigationChild(
                os: os, idiom: .phone, orientation: .landscapeLeft, containerBounds: landscape)
                == Rect(x: 0, y: 32, width: 480, height: 268))
        #expect(
            ContainerChildGeometry.navigationChild(
                os: os, idiom: .pad, orientation: .landscapeLeft, containerBounds: landscape)
                == Rect(x: 0, y: 44, width: 480, height: 256))
    }

    /// ≤ 6.x tab child: 49 pt tab bar unless hidesBottomBarWhenPushed.
    @Test func tabChildUpToIOS6() {
        #expect(
            ContainerChildGeometry.tabChild(os: OSVersion(5), containerBounds: bounds, hidesBottomBar: false)
                == Rect(x: 0, y: 0, width: 320, height: 411))
        #expect(
            ContainerChildGeometry.tabChild(os: OSVersion(5), containerBounds: bounds, hidesBottomBar: true)
                == bounds)
    }

    /// 7.0+: children fill the container's bounds.
    @Test func fillFromIOS7() {
        #expect(
            ContainerChildGeometry.navigationChild(
                os: OSVersion(7), idiom: .phone, orientation: .portrait, containerBounds: bounds)
                == bounds)
        #expect(
            ContainerChildGeometry.tabChild(os: OSVersion(13), containerBounds: bounds, hidesBottomBar: false)
                == bounds)
    }
}

/// R10.5: the screen catalogue.
@Suite struct LayoutScreenCatalogTests {
    /// A model of each table row, by full name.
    @Test(arguments: [
        ("iPhone 3GS", 320.0, 480.0, 20.0, true), ("iPhone SE (1st generation)", 320, 568, 20, true),
        ("iPhone SE (3rd generation)", 375, 667, 20, true), ("iPhone 8 Plus", 414, 736, 20, true),
        ("iPhone 11 Pro", 375, 812, 44, false), ("iPhone 11 Pro Max", 414, 896, 44, false),
        ("iPhone XR", 414, 896, 48, false), ("iPhone 13 mini", 375, 812, 50, false),
        ("iPhone 14", 390, 844, 47, false), ("iPhone 14 Plus", 428, 926, 47, false),
        ("iPhone 15 Pro", 393, 852, 54, false), ("iPhone 15 Pro Max", 430, 932, 54, false),
        ("iPad Air 2", 768, 1024, 20, true), ("iPad mini (5th generation)", 768, 1024, 20, true),
        ("iPad (9th generation)", 810, 1080, 20, true), ("iPad Air (3rd generation)", 834, 1112, 20, true),
        ("iPad Pro 11-inch", 834, 1194, 24, true), ("iPad (10th generation)", 820, 1180, 24, true),
        ("iPad mini (6th generation)", 744, 1133, 24, true),
        ("iPad Pro 12.9-inch (2nd generation)", 1024, 1366, 20, true),
        ("iPad Pro 12.9-inch (3rd generation)", 1024, 1366, 24, true),
    ])
    func rows(name: String, width: Double, height: Double, statusBar: Double, upsideDown: Bool) throws {
        let model = try ScreenCatalog.model(named: name).get()
        #expect(model.name == name)
        #expect(model.idiom == (name.hasPrefix("iPad") ? .pad : .phone))
        #expect(model.width == width && model.height == height)
        #expect(model.statusBarHeight == statusBar)
        #expect(model.supportsPortraitUpsideDown == upsideDown)
    }

    /// Names are matched case-insensitively, with Apple's parenthesised size and "gen" spellings.
    @Test func spellings() throws {
        #expect(try ScreenCatalog.model(named: "iphone 5S").get().name == "iPhone 5s")
        #expect(try ScreenCatalog.model(named: "  iPad   Air 2 ").get().name == "iPad Air 2")
        #expect(
            try ScreenCatalog.model(named: "iPad Pro (12.9-inch) (3rd generation)").get().name
                == "iPad Pro 12.9-inch (3rd generation)")
        #expect(
            try ScreenCatalog.model(named: "iPhone SE (2nd gen)").get().name == "iPhone SE (2nd generation)")
    }

    /// A model's own name finds the same model as any other spelling of it: the exact-name lookup
    /// agrees with the normalizing one for every model of the table.
    @Test func ownNameFindsWhatItsOtherSpellingsFind() throws {
        for model in ScreenCatalog.models {
            let exact = try ScreenCatalog.model(named: model.name).get()
            let respelled = try ScreenCatalog.model(named: " " + model.name.uppercased() + " ").get()
            #expect(exact == model)
            #expect(respelled == exact)
        }
    }

    /// Unknown models get the closest name.
    @Test func didYouMean() {
        #expect(
            ScreenCatalog.model(named: "iPhone 5x")
                == .failure(NameError(message: "unknown device model 'iPhone 5x' (did you mean 'iPhone 5'?)"))
        )
        #expect(
            ScreenCatalog.model(named: "Pixel 7")
                == .failure(NameError(message: "unknown device model 'Pixel 7'")))
    }

    /// Every name is unique once normalised, so lookup is unambiguous.
    @Test func uniqueNames() {
        let names = ScreenCatalog.models.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(ScreenCatalog.models.count == 80)
    }

    /// R10.5 defaults: iPhone 4S before 8.0, iPhone 8 from 8.0, iPad on a pad.
    @Test func defaults() {
        #expect(ScreenCatalog.defaultModel(idiom: .phone, os: OSVersion(7, 1, 2)).name == "iPhone 4S")
        #expect(ScreenCatalog.defaultModel(idiom: .phone, os: OSVersion(8)).name == "iPhone 8")
        #expect(ScreenCatalog.defaultModel(idiom: .pad, os: OSVersion(4, 2)).name == "iPad")
        #expect(ScreenCatalog.defaultModel(idiom: .pad, os: OSVersion(16)).width == 768)
    }

    /// R1.6: the device mask follows upside-down support.
    @Test func deviceMask() throws {
        #expect(try ScreenCatalog.model(named: "iPhone X").get().deviceMask == .allButUpsideDown)
        #expect(try ScreenCatalog.model(named: "iPhone 4").get().deviceMask == .all)
    }
}
