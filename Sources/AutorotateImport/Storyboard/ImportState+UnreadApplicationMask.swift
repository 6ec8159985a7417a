import AutorotateWire

/// api.md §7.1 "a guess never makes an error": when the app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` computes its answer at run time (a rotation
/// manager of a player, an `orientationLock` the screens set), the scenario models the Info.plist's
/// orientations in its place. A view controller that answers orientations the Info.plist does not
/// list relies on that unread answer to allow them, so what lint finds about it rests on the guess.
extension ImportState {
    /// Interface orientation mask bits (R1.2), by the name a mask, an orientation or a plist entry
    /// spells them with, prefixes dropped.
    private static let orientationBits: [String: Int] = [
        "portrait": 1 << 1, "portraitUpsideDown": 1 << 2, "landscapeLeft": 1 << 4,
        "landscapeRight": 1 << 3, "landscape": (1 << 3) | (1 << 4),
        "allButUpsideDown": (1 << 1) | (1 << 3) | (1 << 4), "all": 0b11110,
    ]
    /// Every orientation: what `~`, a raw number or a name the reading does not know may mean.
    private static let everyOrientation = 0b11110

    /// The members that name orientations a view controller answers with.
    private static let orientationMembers: Set<String> = [
        RotationMember.supportedInterfaceOrientations.rawValue,
        RotationMember.preferredInterfaceOrientationForPresentation.rawValue,
        RotationMember.shouldAutorotateToInterfaceOrientation.rawValue,
    ]

    /// Why the view controller's findings rest on a guess of the application's mask, when they do:
    /// the delegate's answer was not read and `members` name an orientation the Info.plist lacks.
    /// Remembers the view controller for ``markForwardsToUnreadApplicationMask()``.
    mutating func unreadApplicationMask(of id: String, members: [JSONMember]) -> String? {
        guard let reason = unreadApplicationMask(for: members) else { return nil }
        screensBeyondInfoPlist.append(id)
        return reason
    }

    private func unreadApplicationMask(for members: [JSONMember]) -> String? {
        guard delegateAnswer == nil, let method = index.applicationMethods.first else { return nil }
        let listed = Self.plistOrientations(infoPlist)
        guard listed != Self.everyOrientation else { return nil }
        var named = 0
        for member in members where Self.orientationMembers.contains(member.key) {
            named |= Self.orientations(in: member.value)
        }
        guard named & ~listed != 0 else { return nil }
        return "the app delegate's supportedInterfaceOrientationsFor (\(method.path):\(method.line)) is "
            + "computed at run time and may allow orientations this view controller answers that the "
            + "Info.plist does not list; the Info.plist's are modelled"
    }

    /// A container that forwards answers with a child's orientations, so when some view
    /// controller of the app rests on the unread answer, so does every forwarding container (a
    /// landscape player pushed onto it, or presented inside it, is its child then). Runs after
    /// every view controller is emitted; containers assumed for another reason keep that reason.
    mutating func markForwardsToUnreadApplicationMask() {
        guard let method = index.applicationMethods.first, let first = screensBeyondInfoPlist.first else {
            return
        }
        let reason =
            "it answers with a child's orientations, and the app delegate's supportedInterfaceOrientationsFor "
            + "(\(method.path):\(method.line)) is computed at run time and may allow orientations that "
            + "'\(first)' and others answer and the Info.plist does not list; the Info.plist's are modelled"
        for offset in viewControllers.indices where viewControllers[offset].json["basis"] == .string("read") {
            let forwards = viewControllers[offset].json.members.contains {
                Self.orientationMembers.contains($0.key) && Self.forwards($0.value)
            }
            guard forwards,
                let basis = viewControllers[offset].json.members.firstIndex(where: { $0.key == "basis" })
            else { continue }
            viewControllers[offset].json.members[basis].value = Self.assumed(reason)
        }
    }

    /// Whether the answer is a forward in some branch.
    private static func forwards(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        if object["forward"] != nil { return true }
        return ["then", "else"].compactMap { object[$0] }.contains { forwards($0) }
    }

    /// The orientations any Info.plist key lists (every one when none is set: UIKit's default).
    private static func plistOrientations(_ plist: JSONObject) -> Int {
        let keys = [
            "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
            "UISupportedInterfaceOrientations~iphone",
        ]
        let values = keys.compactMap { plist[$0] }
        guard !values.isEmpty else { return everyOrientation }
        return values.reduce(0) { $0 | orientations(in: $1) }
    }

    /// The orientations a MaskExpr (or orientation) names in any branch: the union of its names,
    /// a conservative reading (`~` or a raw number counts as every orientation).
    private static func orientations(in value: JSONValue) -> Int {
        switch value {
        case .string(let text): return orientations(inText: text)
        case .number: return everyOrientation
        case .array(let items): return items.reduce(0) { $0 | orientations(in: $1) }
        case .object(let object):
            // A conditional's branches; its condition names flags and device facts, not orientations.
            return ["then", "else"].compactMap { object[$0] }.reduce(0) { $0 | orientations(in: $1) }
        case .null, .bool: return 0
        }
    }

    private static func orientations(inText text: String) -> Int {
        if text.contains("~") { return everyOrientation }
        var bits = 0
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty { bits |= orientations(inWord: word) }
            word = ""
        }
        return bits
    }

    private static func orientations(inWord word: String) -> Int {
        if let first = word.first, first.isNumber { return everyOrientation }
        // A device orientation names the interface orientation of the other side (api.md §1).
        for (prefix, swapsSides) in [
            ("UIInterfaceOrientationMask", false), ("UIInterfaceOrientation", false),
            ("UIDeviceOrientation", true),
        ] where word.hasPrefix(prefix) {
            var name = String(word.dropFirst(prefix.count))
            name = (name.first?.lowercased() ?? "") + name.dropFirst()
            if swapsSides, name.hasPrefix("landscape") {
                name =
                    name == "landscapeLeft"
                    ? "landscapeRight" : name == "landscapeRight" ? "landscapeLeft" : name
            }
            return orientationBits[name] ?? 0
        }
        return orientationBits[word] ?? 0
    }
}
