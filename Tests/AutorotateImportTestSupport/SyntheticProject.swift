import AutorotateImport

/// A generated Xcode project of any size, for the import benchmark (bench/EngineBench `--import`)
/// and for tests that need many files: one app target, an Info.plist, storyboards of tab bars and
/// navigation stacks, and Swift and Objective-C view controllers with rotation overrides,
/// inheritance chains, forwards and conditionals.
public enum SyntheticProject {
    /// `count` files (at least 4): project.pbxproj, Info.plist, one storyboard per 50 classes,
    /// and the rest source files, about two thirds Swift and one third Objective-C (`.h` + `.m`).
    public static func files(count: Int) -> [ProjectFile] {
        let storyboardCount = max(1, count / 50)
        let sourceCount = max(1, count - 2 - storyboardCount)
        var files: [ProjectFile] = [
            ProjectFile(path: "Synthetic.xcodeproj/project.pbxproj", content: pbxproj),
            ProjectFile(path: "Synthetic/Info.plist", content: infoPlist),
        ]
        var classes: [String] = []
        var index = 0
        while files.count < 2 + sourceCount {
            let name = "Screen\(index)ViewController"
            classes.append(name)
            // Objective-C takes two files (.h and .m): only when both fit.
            if index % 3 == 2 && files.count + 2 <= 2 + sourceCount {
                files.append(
                    ProjectFile(path: "Synthetic/ObjC/\(name).h", content: objcHeader(name, index: index)))
                files.append(
                    ProjectFile(
                        path: "Synthetic/ObjC/\(name).m", content: objcImplementation(name, index: index)))
            } else {
                files.append(
                    ProjectFile(
                        path: "Synthetic/Swift/\(name).swift", content: swiftSource(name, index: index)))
            }
            index += 1
        }
        let perStoryboard = (classes.count + storyboardCount - 1) / storyboardCount
        for storyboardIndex in 0..<storyboardCount {
            let start = min(classes.count, storyboardIndex * perStoryboard)
            let chunk = Array(classes[start..<min(classes.count, start + perStoryboard)])
            let name = storyboardIndex == 0 ? "Main" : "Flow\(storyboardIndex)"
            files.append(
                ProjectFile(
                    path: "Synthetic/Base.lproj/\(name).storyboard",
                    content: storyboard(chunk, prefix: "s\(storyboardIndex)-")))
        }
        return files
    }

    private static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tT1 /* Synthetic */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L1;
        \t\t\tname = Synthetic;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tL1 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
        \t\tC1 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = Synthetic/Info.plist; }; name = Debug; };
        \t\tC2 = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = Synthetic/Info.plist;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 13.0;
        \t\t\t\tTARGETED_DEVICE_FAMILY = "1,2";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t};
        }

        """

    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Main</string>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        \t</array>
        </dict>
        </plist>

        """

    private static func swiftSource(_ name: String, index: Int) -> String {
        let superclass = index % 5 == 4 ? "Screen\(index - 1)ViewController" : "UIViewController"
        let body: String
        switch index % 4 {
        case 0:
            body = "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }"
        case 1:
            body = """
                var isLocked\(index) = false

                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if isLocked\(index) {
                            return .portrait
                        } else {
                            return [.portrait, .landscapeLeft]
                        }
                    }
                """
        case 2: body = "override var shouldAutorotate: Bool { false }"
        default:
            body = """
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                        return .landscapeRight
                    }
                """
        }
        return """
            import UIKit

            /* Screen \(index). /* Nested comment. */ */
            final class \(name): \(superclass) {
                private let title\(index) = "Screen \\(\(index))"

                \(body)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let items = [1, 2, 3].map { $0 * 2 }
                    print(items, title\(index))
                }
            }

            """
    }

    private static func objcHeader(_ name: String, index: Int) -> String {
        """
        #import <UIKit/UIKit.h>

        @interface \(name) : UIViewController
        @property (nonatomic) BOOL videoPlaying;
        @end

        """
    }

    private static func objcImplementation(_ name: String, index: Int) -> String {
        """
        #import "\(name).h"

        @implementation \(name)

        - (UIInterfaceOrientationMask)supportedInterfaceOrientations
        {
            return self.videoPlaying ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;
        }

        - (BOOL)shouldAutorotate
        {
            return YES; // "always"
        }

        @end

        """
    }

    /// A tab bar of navigation controllers, each rooted at one class; the rest presented.
    private static func storyboard(_ classes: [String], prefix: String) -> String {
        var scenes = ""
        var tabSegues = ""
        for (offset, name) in classes.enumerated() {
            if offset < 5 {
                tabSegues +=
                    "<segue destination=\"\(prefix)nav-\(offset)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(prefix)ts-\(offset)\"/>\n"
                scenes += """
                    <scene sceneID="\(prefix)sn-\(offset)"><objects>
                    <navigationController id="\(prefix)nav-\(offset)" sceneMemberID="viewController"><connections>
                    <segue destination="\(prefix)vc-\(offset)" kind="relationship" relationship="rootViewController" id="\(prefix)ns-\(offset)"/>
                    </connections></navigationController></objects></scene>

                    """
            }
            let segue =
                offset + 1 < classes.count
                ? "<connections><segue destination=\"\(prefix)vc-\(offset + 1)\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"\(prefix)ps-\(offset)\"/></connections>"
                : ""
            scenes += """
                <scene sceneID="\(prefix)sv-\(offset)"><objects>
                <viewController storyboardIdentifier="\(name)-id" id="\(prefix)vc-\(offset)" customClass="\(name)" sceneMemberID="viewController">\(segue)</viewController>
                </objects></scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(prefix)tabs">
            <scenes>
            <scene sceneID="\(prefix)st"><objects>
            <tabBarController id="\(prefix)tabs" sceneMemberID="viewController"><connections>
            \(tabSegues)</connections></tabBarController></objects></scene>
            \(scenes)</scenes>
            </document>

            """
    }
}
