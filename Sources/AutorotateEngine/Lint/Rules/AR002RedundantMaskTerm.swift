import AutorotateWire

/// AR002 (R1.2): mask terms written twice, terms another term already covers, and `&` terms that
/// cancel to nothing — read from the request as written, since the engine keeps only the value
/// (`MaskLandscapeLeft | MaskLandscapeLeft` is 16 to UIKit, and almost always meant both
/// landscapes). Info.plist lists that name an orientation twice are reported the same way. What
/// it reads holds on every version.
struct AR002RedundantMaskTerm: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR002", name: "RedundantMaskTerm", title: "Mask term written twice or cancelled",
        severity: .warning, rule: "R1.2", confidence: .documented,
        description:
            "A term of a mask expression (or an Info.plist list entry) repeats or is covered by another, or the terms cancel to nothing: usually a typo for a different orientation (MaskLandscapeLeft | MaskLandscapeLeft meant both landscapes)",
        help: "Write each orientation once; if another orientation was meant, write that one.",
        triggeringExample: #"""
            {"name": "seed000: MaskLandscapeLeft | MaskLandscapeLeft",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}, "application": {"supportedInterfaceOrientationsForWindow": "UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeLeft"}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "both landscapes",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}, "application": {"supportedInterfaceOrientationsForWindow": "UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight"}},
             "viewControllers": {"root": {"class": "RootViewController"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    /// The masks as written are the same on every version × idiom.
    static let readsOnlyTheRequest = true

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        Self.check(document: variant.document, into: &findings)
        return findings
    }

    /// Scans every mask of the request as written.
    static func check(document: JSONValue, into findings: inout [RuleFinding]) {
        guard case .object(let root) = document else { return }
        let rootPointer = JSONPointer.root
        if case .object(let app)? = root["app"] {
            let appPointer = rootPointer.appending("app")
            for holder in ["delegate", "application"] {
                if case .object(let object)? = app[holder],
                    let mask = object["supportedInterfaceOrientationsForWindow"]
                {
                    checkMask(
                        mask,
                        at: appPointer.appending(holder).appending("supportedInterfaceOrientationsForWindow"),
                        into: &findings)
                }
            }
            if case .object(let plist)? = app["infoPlist"] {
                for key in [
                    "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
                    "UISupportedInterfaceOrientations~iphone",
                ] {
                    if case .array(let list)? = plist[key] {
                        checkPlistList(
                            list, at: appPointer.appending("infoPlist").appending(key), into: &findings)
                    }
                }
            }
            if case .array(let reactions)? = app["reactions"] {
                for (index, reaction) in reactions.enumerated() {
                    if case .object(let object) = reaction, case .array(let events)? = object["do"] {
                        checkEvents(
                            events, at: appPointer.appending("reactions").appending(index).appending("do"),
                            into: &findings)
                    }
                }
            }
        }
        if case .object(let viewControllers)? = root["viewControllers"] {
            for member in viewControllers.members {
                guard case .object(let spec) = member.value else { continue }
                let pointer = rootPointer.appending("viewControllers").appending(member.key)
                for property in ["supportedInterfaceOrientations", "shouldAutorotateToInterfaceOrientation"] {
                    if let mask = spec[property] {
                        checkMask(mask, at: pointer.appending(property), into: &findings)
                    }
                }
                if case .object(let delegate)? = spec["delegate"],
                    let mask = delegate["supportedInterfaceOrientations"]
                {
                    checkMask(
                        mask, at: pointer.appending("delegate").appending("supportedInterfaceOrientations"),
                        into: &findings)
                }
            }
        }
        if case .array(let events)? = root["events"] {
            checkEvents(events, at: rootPointer.appending("events"), into: &findings)
        }
    }

    private static func checkEvents(
        _ events: [JSONValue], at pointer: JSONPointer, into findings: inout [RuleFinding]
    ) {
        for (index, event) in events.enumerated() {
            guard case .object(let object) = event, case .string(let type)? = object["type"] else { continue }
            let eventPointer = pointer.appending(index)
            if type == "requestGeometryUpdate", let mask = object["orientations"] {
                checkMask(mask, at: eventPointer.appending("orientations"), into: &findings)
            }
            if type == "setViewControllerProperty", case .string(let property)? = object["property"],
                property == "supportedInterfaceOrientations"
                    || property == "shouldAutorotateToInterfaceOrientation",
                let mask = object["value"]
            {
                checkMask(mask, at: eventPointer.appending("value"), into: &findings)
            }
        }
    }

    /// A MaskExpr: conditionals are followed into both branches, forwards have no terms.
    private static func checkMask(
        _ value: JSONValue, at pointer: JSONPointer, into findings: inout [RuleFinding]
    ) {
        switch value {
        case .object(let object):
            if let then = object["then"] { checkMask(then, at: pointer.appending("then"), into: &findings) }
            if let otherwise = object["else"] {
                checkMask(otherwise, at: pointer.appending("else"), into: &findings)
            }
        case .array(let elements):
            var terms: [Term] = []
            for (index, element) in elements.enumerated() {
                switch element {
                case .string(let text):
                    checkString(text, at: pointer.appending(index), into: &findings)
                    guard let value = evaluate(text) else { return }
                    terms.append(Term(text: text.trimmingWhitespace(), value: value))
                case .number(let number):
                    guard number.rounded() == number, abs(number) < 1e15 else { return }
                    terms.append(Term(text: "\(Int(number))", value: Int(number)))
                default: return
                }
            }
            report(terms, written: "the array", at: pointer, into: &findings)
        case .string(let text):
            checkString(text, at: pointer, into: &findings)
        default: break
        }
    }

    private struct Term {
        var text: String
        var value: Int
    }

    private static func evaluate(_ text: String) -> Int? {
        guard case .success(let evaluated) = ExpressionEvaluator.evaluate(text, kind: .orientationMask) else {
            return nil
        }
        return evaluated.value
    }

    /// One expression string: its top-level `|` terms (or the elements of a Swift array literal),
    /// and whether its `&` terms cancel.
    private static func checkString(
        _ text: String, at pointer: JSONPointer, into findings: inout [RuleFinding]
    ) {
        let trimmed = text.trimmingWhitespace()
        guard let whole = evaluate(trimmed) else { return }
        var parts = split(trimmed, on: "|")
        if parts.count == 1, isOneArrayLiteral(trimmed) {
            parts = split(String(trimmed.dropFirst().dropLast()), on: ",").filter { !$0.isEmpty }
        }
        if parts.count > 1 {
            var terms: [Term] = []
            for part in parts {
                guard let value = evaluate(part) else { return }
                terms.append(Term(text: part, value: value))
            }
            report(terms, written: "'\(trimmed)'", at: pointer, into: &findings)
        }
        if whole & 30 == 0, trimmed.contains("&"),
            split(trimmed, on: "&").count > 1 || split(trimmed, on: "|").contains(where: { $0.contains("&") })
        {
            findings.append(
                RuleFinding(
                    pointer: pointer.string,
                    message:
                        "The terms of '\(trimmed)' cancel: it evaluates to \(whole), which UIKit reads as no orientation at all.",
                    fix:
                        "Write the orientations the mask should hold; an & of disjoint masks (or X & ~X) is always empty.",
                    evidence: nil))
        }
    }

    private static func report(
        _ terms: [Term], written: String, at pointer: JSONPointer, into findings: inout [RuleFinding]
    ) {
        let union = terms.reduce(0) { $0 | $1.value } & 30
        let names = OrientationMask(rawValue: union).spokenNames
        // A repeated term first: it is the likelier typo, and it also "adds nothing".
        for (index, term) in terms.enumerated() {
            let effective = term.value & 30
            guard effective != 0, let twin = terms[..<index].first(where: { $0.value & 30 == effective })
            else {
                continue
            }
            let same =
                twin.text == term.text
                ? "'\(term.text)' is written twice" : "'\(twin.text)' and '\(term.text)' are the same mask"
            findings.append(
                RuleFinding(
                    pointer: pointer.string,
                    message:
                        "\(same) in \(written): the mask holds \(names) only.\(suggestion(for: effective, union: union))",
                    fix: entry.help, evidence: nil))
            return
        }
        guard terms.count > 1 else { return }
        for (index, term) in terms.enumerated() {
            let effective = term.value & 30
            let others =
                terms.enumerated().filter { $0.offset != index }.reduce(0) { $0 | $1.element.value } & 30
            guard effective != 0, effective & ~others == 0 else { continue }
            findings.append(
                RuleFinding(
                    pointer: pointer.string,
                    message:
                        "'\(term.text)' adds nothing to \(written): the other terms already hold \(OrientationMask(rawValue: effective).spokenNames) (the mask is \(names)).",
                    fix: "Remove the redundant term, or replace it with the orientation that was meant.",
                    evidence: nil))
            return
        }
    }

    /// For a repeated half of a pair, the pair that was probably meant.
    private static func suggestion(for repeated: Int, union: Int) -> String {
        let missingLandscape = OrientationMask.landscape.rawValue & ~union
        if repeated & OrientationMask.landscape.rawValue != 0, missingLandscape != 0 {
            let target = OrientationMask(rawValue: union | missingLandscape)
            return " If both landscapes were meant, write \(MaskName.objcSpelling(of: target))."
        }
        if repeated == OrientationMask.portrait.rawValue,
            union & OrientationMask.portraitUpsideDown.rawValue == 0
        {
            return " If upside-down was meant too, add UIInterfaceOrientationMaskPortraitUpsideDown."
        }
        return ""
    }

    /// Info.plist lists naming an orientation twice.
    private static func checkPlistList(
        _ list: [JSONValue], at pointer: JSONPointer, into findings: inout [RuleFinding]
    ) {
        var seen: [InterfaceOrientation: Int] = [:]
        for (index, entry) in list.enumerated() {
            guard case .string(let name) = entry,
                case .success(let orientation) = OrientationNames.interface(name)
            else { continue }
            if let first = seen[orientation] {
                findings.append(
                    RuleFinding(
                        pointer: pointer.appending(index).string,
                        message:
                            "\(orientation.objcName) is listed twice in \(pointer.tokens.last ?? "the list") (entries \(first) and \(index)); the list holds \(seen.keys.count) orientation\(seen.keys.count == 1 ? "" : "s").",
                        fix: "Decide which orientation entry \(index) was meant to be, and write that one.",
                        evidence: nil,
                        candidates: [
                            FindingSuggestion(
                                summary:
                                    "Remove entry \(index) of \(pointer.tokens.last ?? "the list"), the repeated \(orientation.objcName).",
                                patch: [.remove(pointer.appending(index).string)])
                        ]))
            } else {
                seen[orientation] = index
            }
        }
    }

    /// Whether `text` is one Swift array literal: its first `[` closes at its last character.
    private static func isOneArrayLiteral(_ text: String) -> Bool {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return false }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }

    /// Splits `text` on `separator` outside parentheses and brackets, trimming each part.
    private static func split(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingWhitespace())
        return parts
    }
}
