/// Every class of the project's Swift and Objective-C files, merged by name (a Swift class and its
/// extensions, an Objective-C `@interface` and its `@implementation` and categories), with
/// inheritance resolved across files.
struct SourceIndex {
    private(set) var classes: [String: SourceClass] = [:]
    /// Class names in the order first met (files sorted by path).
    private(set) var order: [String] = []
    private(set) var applicationMethods: [SourceMethod] = []
    /// Assignments of the window's root, in file order.
    private(set) var rootAssignments: [RootAssignment] = []
    /// Presentations, pushes and rotation calls of the code, in file order.
    private(set) var codeTransitions: [CodeTransition] = []
    /// Where a SwiftUI `@main … App` is declared: a struct that adopts `App` itself, else a
    /// `@main struct` that an extension in any file makes an `App`.
    var swiftUIApp: ImportSourcePlace? {
        declaredSwiftUIApp ?? mainStructs.first { appExtensions.contains($0.name) }?.place
    }
    private var declaredSwiftUIApp: ImportSourcePlace?
    /// `@main struct`s without their own `App` conformance, in file order.
    private var mainStructs: [(name: String, place: ImportSourcePlace)] = []
    /// Types an `extension Name: App` makes SwiftUI apps.
    private var appExtensions: Set<String> = []
    /// The app delegate class the code names (`UIApplicationMain`, `@main`); `nil` when none is
    /// named or two files name different ones.
    private(set) var principalDelegate: String?
    private var principalDelegateNames: Set<String> = []
    /// Class names some file instantiates.
    private(set) var instantiated: Set<String> = []
    /// The project's idiom helpers by name; a name defined twice with different tests is none.
    private(set) var idiomHelpers: [String: IdiomHelper] = [:]
    /// Names defined more than once with different tests (or once not as a helper).
    private var ambiguousHelpers: Set<String> = []
    /// The files each class is declared or extended in, in the order met.
    private(set) var classPaths: [String: [String]] = [:]
    /// Objective-C classes by the name Swift knows them by (`NS_SWIFT_NAME`).
    private(set) var swiftNames: [String: String] = [:]

    /// The kinds of view controller the stock UIKit classes are.
    static let uikitKinds: [String: String] = [
        "UIViewController": "viewController", "UITableViewController": "viewController",
        "UICollectionViewController": "viewController", "UIPageViewController": "viewController",
        "AVPlayerViewController": "viewController", "UIHostingController": "viewController",
        "UIImagePickerController": "viewController", "UIAlertController": "viewController",
        "UIActivityViewController": "viewController", "SFSafariViewController": "viewController",
        "UIReferenceLibraryViewController": "viewController",
        "UIDocumentPickerViewController": "viewController",
        "UIDocumentBrowserViewController": "viewController", "UIInputViewController": "viewController",
        "GLKViewController": "viewController", "QLPreviewController": "viewController",
        "MFMailComposeViewController": "viewController", "PHPickerViewController": "viewController",
        "UISearchController": "viewController", "UIVideoEditorController": "viewController",
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
        "UISplitViewController": "splitViewController",
    ]

    mutating func add(_ scanner: SourceScanner) {
        for found in scanner.classes where classPaths[found.name]?.last != scanner.path {
            classPaths[found.name, default: []].append(scanner.path)
        }
        swiftNames.merge(scanner.swiftNames) { first, _ in first }
        for found in scanner.classes {
            guard var existing = classes[found.name] else {
                classes[found.name] = found
                order.append(found.name)
                continue
            }
            if found.isDeclared && !existing.isDeclared {
                existing.superclass = found.superclass
                existing.path = found.path
                existing.line = found.line
                existing.column = found.column
                existing.isDeclared = true
            } else if existing.superclass == nil {
                existing.superclass = found.superclass
            }
            existing.isApplicationDelegate = existing.isApplicationDelegate || found.isApplicationDelegate
            existing.adoptsApplicationDelegate =
                existing.adoptsApplicationDelegate || found.adoptsApplicationDelegate
            for (member, method) in found.methods where existing.methods[member] == nil {
                existing.methods[member] = method
            }
            for (selector, callback) in found.callbacks where existing.callbacks[selector] == nil {
                existing.callbacks[selector] = callback
            }
            for (name, property) in found.storedProperties where existing.storedProperties[name] == nil {
                existing.storedProperties[name] = property
            }
            for (name, property) in found.staticProperties where existing.staticProperties[name] == nil {
                existing.staticProperties[name] = property
            }
            classes[found.name] = existing
        }
        applicationMethods += scanner.applicationMethods
        for candidate in scanner.idiomHelperCandidates where !ambiguousHelpers.contains(candidate.name) {
            let helper = IdiomHelper.read(candidate)
            if let helper, idiomHelpers[candidate.name] == nil || idiomHelpers[candidate.name] == helper {
                idiomHelpers[candidate.name] = helper
            } else {
                idiomHelpers[candidate.name] = nil
                ambiguousHelpers.insert(candidate.name)
            }
        }
        instantiated.formUnion(scanner.instantiated)
        rootAssignments += scanner.rootAssignments
        codeTransitions += scanner.codeTransitions
        if let name = scanner.principalDelegate {
            principalDelegateNames.insert(name)
            principalDelegate = principalDelegateNames.count == 1 ? name : nil
        }
        if declaredSwiftUIApp == nil, let app = scanner.swiftUIApp {
            declaredSwiftUIApp = ImportSourcePlace(path: scanner.path, line: app.line, column: app.column)
        }
        if let main = scanner.mainStruct {
            mainStructs.append(
                (main.name, ImportSourcePlace(path: scanner.path, line: main.line, column: main.column)))
        }
        appExtensions.formUnion(scanner.swiftUIAppExtensions)
    }

    /// The class and its project superclasses, nearest first (stops at a cycle). A UIKit class
    /// the project extends (a category, an extension) ends the chain: its methods apply, and
    /// its ancestry is UIKit's.
    func chain(from name: String) -> [SourceClass] {
        var result: [SourceClass] = []
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, let found = classes[next], !seen.contains(next) {
            seen.insert(next)
            result.append(found)
            if Self.uikitKinds[next] != nil { break }
            current = found.superclass
        }
        return result
    }

    /// The UIKit class the chain ends in, when it ends in a known one.
    func uikitBase(of name: String) -> String? {
        if Self.uikitKinds[name] != nil { return name }
        guard let last = chain(from: name).last else { return nil }
        if Self.uikitKinds[last.name] != nil { return last.name }
        guard let superclass = last.superclass else { return nil }
        return Self.uikitKinds[superclass] != nil ? superclass : nil
    }

    /// The superclass the project does not contain where the class's ancestry leaves the project
    /// (a pod, a package, a submodule), when it does not end in a UIKit class.
    func unresolvedSuperclass(of name: String) -> String? {
        guard uikitBase(of: name) == nil, let last = chain(from: name).last else { return nil }
        return last.superclass
    }

    /// Whether the class is an app delegate or scene delegate (by protocol, else by name).
    func isApplicationDelegate(_ name: String) -> Bool {
        classes[name]?.isApplicationDelegate == true || name.hasSuffix("AppDelegate")
            || name.hasSuffix("SceneDelegate")
    }

    /// Whether `name` is an app delegate class that `UIApplicationMain` is not told to make: its
    /// code never runs as the app's delegate.
    func isUnusedApplicationDelegate(_ name: String) -> Bool {
        guard let principal = principalDelegate, name != principal,
            classes[name]?.adoptsApplicationDelegate == true
        else { return false }
        // A subclass of the named delegate runs its superclass's code, not the other way round.
        return !chain(from: principal).contains { $0.name == name }
    }

    /// The first implementation of `member` up the chain, and the class it is in.
    func method(_ member: RotationMember, for name: String) -> SourceMethod? {
        for found in chain(from: name) {
            if let method = found.methods[member] { return method }
        }
        return nil
    }

    /// The rotation callbacks the class or a superclass overrides, nearest implementation first,
    /// in ``RotationCallback/all`` order.
    func callbacks(of name: String) -> [(selector: String, source: CallbackSource)] {
        let chain = chain(from: name)
        return RotationCallback.all.compactMap { callback in
            for found in chain {
                if let source = found.callbacks[callback.selector] { return (callback.selector, source) }
            }
            return nil
        }
    }

    /// The stored property `property` of the class or a superclass.
    func storedProperty(_ property: String, of name: String?) -> StoredProperty? {
        guard let name else { return nil }
        for found in chain(from: name) {
            if let stored = found.storedProperties[property] { return stored }
        }
        return nil
    }

    /// The static stored property `property` of the class or a superclass.
    func staticProperty(_ property: String, of name: String) -> StoredProperty? {
        for found in chain(from: name) {
            if let stored = found.staticProperties[property] { return stored }
        }
        return nil
    }

    /// The flag a condition `Owner.property` names, when `property` is a static stored property of
    /// the project class `Owner` (`AppDelegate.restrictRotation`): the flag is named as written.
    func staticFlag(_ owner: String, _ property: String) -> String? {
        staticProperty(property, of: owner) == nil ? nil : owner + "." + property
    }

    /// Whether another project class names `name` as its superclass.
    func hasSubclass(_ name: String) -> Bool {
        superclassNames.contains(name)
    }

    /// Every name some class declares as its superclass.
    var superclassNames: Set<String> { Set(classes.values.compactMap(\.superclass)) }
}
