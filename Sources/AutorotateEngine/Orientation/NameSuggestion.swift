/// "Did you mean …?" for the names of api.md §1 and R10.5, and for the command-line tools' option
/// and command names: the accepted spelling closest to a rejected one, by edit distance.
public enum NameSuggestion {
    /// The candidate to suggest for `text`, or `nil` when none is close: a case-insensitive
    /// match first, then the smallest edit distance when it is at most 3, then the shortest
    /// candidate that `text` (4 characters or more) is a case-insensitive prefix of. Ties go to
    /// the earlier candidate, so the answer is deterministic.
    static func closest(to text: String, among candidates: [String]) -> String? {
        let lowered = text.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        let input = Array(text.unicodeScalars)
        if input.count <= 64 {
            var best: (name: String, distance: Int)?
            for candidate in candidates {
                let distance = editDistance(input, Array(candidate.unicodeScalars), limit: 3)
                if distance <= 3, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
            }
            if let best { return best.name }
        }
        if input.count >= 4 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            return prefixed.min { $0.count < $1.count }
        }
        return nil
    }

    /// The candidate a small edit (at most two characters, case aside) away from `text`: a
    /// misspelling rather than another word (`supportedInterfaceOrientation`).
    static func nearby(_ text: String, among candidates: [String]) -> String? {
        let input = Array(text.lowercased().unicodeScalars)
        guard input.count <= 64 else { return nil }
        return candidates.first { editDistance(input, Array($0.lowercased().unicodeScalars), limit: 2) <= 2 }
    }

    /// Levenshtein distance between `a` and `b`; any answer above `limit` is reported as
    /// `limit + 1` (and computed no further than needed to know that).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return min(previous[b.count], limit + 1)
    }

    /// `" (did you mean 'x'?)"` or the empty string.
    public static func hint(for text: String, among candidates: [String]) -> String {
        guard let suggestion = closest(to: text, among: candidates) else { return "" }
        return " (did you mean '\(suggestion)'?)"
    }

    /// The most names a message lists when none is close: a longer list (a scenario's own
    /// view-controller ids can be thousands) would bury the error.
    static let listLimit = 40

    /// ``hint(for:among:)``, or where no candidate is close, `" (expected one of a, b or c)"`
    /// listing them all (up to ``listLimit``), so a reader who guessed far off still learns the
    /// valid names.
    static func hintOrList(for text: String, among candidates: [String]) -> String {
        if let suggestion = closest(to: text, among: candidates) { return " (did you mean '\(suggestion)'?)" }
        guard !candidates.isEmpty, candidates.count <= listLimit else { return "" }
        return " (expected one of " + Prose.list(candidates.map { "'\($0)'" }, conjunction: "or") + ")"
    }

    /// The event type a UIKit spelling names (`presentViewController:animated:completion:` is
    /// `present`), or `nil`: the README names events by their selectors, so that is how
    /// developers first guess them. Matched case-insensitively on the selector's first part.
    static func eventType(forUIKitSpelling text: String) -> String? {
        let head = text.split(whereSeparator: { $0 == ":" || $0 == "(" }).first.map(String.init) ?? text
        let key = head.lowercased()
        for (spellings, type) in uikitEventSpellings where spellings.contains(key) { return type }
        return nil
    }

    /// Lower-cased UIKit (and common informal) spellings of each event type.
    private static let uikitEventSpellings: [([String], String)] = [
        (
            ["presentviewcontroller", "presentmodalviewcontroller", "presentmodalviewcontrolleranimated"],
            "present"
        ),
        (
            [
                "dismissviewcontroller", "dismissviewcontrolleranimated", "dismissmodalviewcontroller",
                "dismissmodalviewcontrolleranimated",
            ], "dismiss"
        ),
        (["pushviewcontroller", "pushviewcontrolleranimated"], "push"),
        (["popviewcontroller", "popviewcontrolleranimated"], "pop"),
        (["poptorootviewcontroller", "poptorootviewcontrolleranimated"], "popToRoot"),
        (["setviewcontrollers", "setviewcontrollersanimated", "viewcontrollers"], "setViewControllers"),
        (
            ["setselectedindex", "setselectedviewcontroller", "selectedindex", "selectedviewcontroller"],
            "selectTab"
        ),
        (["rootviewcontroller", "setrootviewcontroller"], "setRootViewController"),
        (["statusbarorientation", "setstatusbarorientationanimated"], "setStatusBarOrientation"),
        (
            [
                "rotate", "rotatedevice", "devicerotation", "orientationdidchange",
                "uideviceorientationdidchangenotification",
            ], "deviceOrientation"
        ),
        (["setorientation", "setvalueforkey"], "setDeviceOrientationViaKeyValueCoding"),
        (
            ["requestgeometryupdatewithpreferences", "requestgeometryupdatewithpreferenceserrorhandler"],
            "requestGeometryUpdate"
        ),
        (
            ["setneedsupdateofsupportedinterfaceorientations"],
            "setNeedsUpdateOfSupportedInterfaceOrientations"
        ),
    ]
}
