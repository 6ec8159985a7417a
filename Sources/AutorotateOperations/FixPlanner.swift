import AutorotateImport

/// The mechanical repairs of api.md §7.1 ("Fixes"), as edits on the findings of an imported
/// project's lint:
/// - AR001: an interface- (or device-) orientation constant in a mask becomes the mask constant
///   of the same interface orientation (`UIInterfaceOrientationLandscapeLeft` →
///   `UIInterfaceOrientationMaskLandscapeLeft`; device landscape-left is interface landscape-right);
/// - AR002: a mask term written a second time is removed with the separator before it;
/// - AR016: `UIDevice`'s `orientation` set by key-value coding is wrapped in
///   `if #available(iOS 16.0, *)`, whose branch asks the window scene for the same orientation
///   (`requestGeometryUpdate`), the old call kept in the `else` branch;
/// - AR017: `attemptRotationToDeviceOrientation` the same way, with
///   `setNeedsUpdateOfSupportedInterfaceOrientations()` in the iOS 16 branch.
///
/// An edit is offered only where the file's text is what the import read: a mask expression
/// whose text is the scenario's value at the finding's pointer, a call alone on the transition's
/// line inside the class of the view controller that makes it, and lines of ASCII text (where an
/// edit's columns are exact). Anywhere else the finding keeps its advice and gets no edit.
enum FixPlanner {
    static func attachingEdits(to report: LintReport, result: ImportResult, files: [ProjectFile])
        -> LintReport
    {
        var contents: [String: String] = [:]
        for file in files { contents[file.path] = file.content }
        var report = report
        // Where AR002 removes a repeated term, AR001 does not also rewrite it: the two edits would
        // overlap, and neither would apply.
        let repeatedTermsRemoved = Set(report.findings.filter { $0.id == "AR002" }.map(\.pointer))
        for index in report.findings.indices {
            let finding = report.findings[index]
            switch finding.id {
            case "AR001", "AR002":
                report.findings[index].edits = maskEdits(
                    finding, result: result, contents: contents,
                    skippingRepeats: repeatedTermsRemoved.contains(finding.pointer))
            case "AR016", "AR017":
                report.findings[index].edits = callEdits(finding, result: result, contents: contents)
            default: break
            }
        }
        return report
    }

    // MARK: AR001, AR002

    private static func maskEdits(
        _ finding: Finding, result: ImportResult, contents: [String: String], skippingRepeats: Bool
    ) -> [FindingEdit] {
        guard let source = result.sources[finding.pointer], let content = contents[source.path],
            let value = value(at: finding.pointer, in: result.scenario)
        else { return [] }
        let written = Set(strings(in: value).map(normalised))
        var edits: [FindingEdit] = []
        for expression in MaskTermReader.expressions(
            path: source.path, content: content, line: source.line, column: source.column)
        where written.contains(normalised(expression.span.text)) && isASCII(expression.span.text) {
            // A term written again: the same constant (kind and name) as an earlier term.
            var seen: Set<String> = []
            let repeated = expression.terms.map { !seen.insert("\($0.kind) \($0.name)").inserted }
            for (term, isRepeat) in zip(expression.terms, repeated) {
                if finding.id == "AR001" {
                    guard term.kind != .mask, !(isRepeat && skippingRepeats),
                        let replacement = maskConstant(for: term)
                    else { continue }
                    edits.append(edit(source.path, term.span, replacement))
                } else if isRepeat, let separated = term.withSeparator {
                    edits.append(edit(source.path, separated, ""))
                }
            }
        }
        return edits
    }

    /// The mask constant of the interface orientation an orientation constant names, spelt as the
    /// term is (Swift or Objective-C).
    private static func maskConstant(for term: MaskTermReader.Term) -> String? {
        let interface: String
        switch (term.kind, term.name) {
        case (_, "portrait"), (_, "portraitUpsideDown"): interface = term.name
        case (.interfaceOrientation, "landscapeLeft"), (.deviceOrientation, "landscapeRight"):
            interface = "landscapeLeft"
        case (.interfaceOrientation, "landscapeRight"), (.deviceOrientation, "landscapeLeft"):
            interface = "landscapeRight"
        default: return nil
        }
        guard let first = interface.first else { return nil }
        return term.isObjectiveCName
            ? "UIInterfaceOrientationMask" + first.uppercased() + interface.dropFirst()
            : "UIInterfaceOrientationMask." + interface
    }

    // MARK: AR016, AR017

    private static func callEdits(_ finding: Finding, result: ImportResult, contents: [String: String])
        -> [FindingEdit]
    {
        guard let tokens = JSONPointer(escaped: finding.pointer)?.tokens, tokens.count == 2,
            tokens[0] == "transitions", let index = Int(tokens[1]), result.transitions.indices.contains(index)
        else { return [] }
        let transition = result.transitions[index]
        guard transition.kind == .call, transition.available == nil, let caller = transition.caller,
            case .object(let event)? = transition.event, case .string(let type)? = event["type"],
            let content = contents[transition.path]
        else { return [] }
        let call: RotationCallReader.Call
        var orientation: String?
        switch (finding.id, type) {
        case ("AR016", "setDeviceOrientationViaKeyValueCoding"):
            call = .deviceOrientationKeyValueCoding
            guard case .string(let device)? = event["orientation"],
                let interface = interfaceMask(device: device)
            else { return [] }
            orientation = interface
        case ("AR017", "attemptRotationToDeviceOrientation"): call = .attemptRotationToDeviceOrientation
        default: return []
        }
        guard
            let site = RotationCallReader.site(
                of: call, path: transition.path, content: content, line: transition.line),
            site.isASCII, site.className != nil, site.className == className(of: caller, in: result.scenario)
        else { return [] }
        let indent = site.indentation
        let inner = indent + (indent.contains("\t") ? "\t" : "    ")
        var modern: [String]
        switch (call, site.isObjectiveC) {
        case (.deviceOrientationKeyValueCoding, false):
            modern = [
                "self.view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .\(orientation ?? "")))"
            ]
        case (.deviceOrientationKeyValueCoding, true):
            let name = orientation.map { ($0.first?.uppercased() ?? "") + $0.dropFirst() } ?? ""
            modern = [
                "UIWindowSceneGeometryPreferencesIOS *preferences = [[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:UIInterfaceOrientationMask\(name)];",
                "[self.view.window.windowScene requestGeometryUpdateWithPreferences:preferences errorHandler:nil];",
            ]
        case (.attemptRotationToDeviceOrientation, false):
            modern = ["self.setNeedsUpdateOfSupportedInterfaceOrientations()"]
        case (.attemptRotationToDeviceOrientation, true):
            modern = ["[self setNeedsUpdateOfSupportedInterfaceOrientations];"]
        }
        let opening = site.isObjectiveC ? "if (@available(iOS 16.0, *)) {" : "if #available(iOS 16.0, *) {"
        let old = site.statement.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The old statement moves one level in; its continuation lines keep their own alignment.
        var lines = [opening] + modern.map { inner + $0 } + [indent + "} else {"]
        lines += old.enumerated().map { $0.offset == 0 ? inner + $0.element : "    " + $0.element }
        lines.append(indent + "}")
        return [edit(transition.path, site.statement, lines.joined(separator: "\n"))]
    }

    /// The interface mask name for the orientation a device-orientation value names (device
    /// landscape-left is interface landscape-right, R1.1).
    private static func interfaceMask(device: String) -> String? {
        switch device {
        case "portrait", "portraitUpsideDown": device
        case "landscapeLeft": "landscapeRight"
        case "landscapeRight": "landscapeLeft"
        default: nil
        }
    }

    // MARK: Shared

    private static func edit(_ path: String, _ span: SourceSpan, _ replacement: String) -> FindingEdit {
        FindingEdit(
            path: path, line: span.line, column: span.column, endLine: span.endLine,
            endColumn: span.endColumn,
            replacement: replacement)
    }

    private static func className(of id: String, in scenario: JSONValue) -> String? {
        guard case .object(let document) = scenario,
            case .object(let controllers)? = document["viewControllers"],
            case .object(let spec)? = controllers[id], case .string(let name)? = spec["class"]
        else { return nil }
        return name
    }

    /// The value at `pointer` in `document`.
    private static func value(at pointer: String, in document: JSONValue) -> JSONValue? {
        guard let tokens = JSONPointer(escaped: pointer)?.tokens else { return nil }
        var current = document
        for token in tokens {
            switch current {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(token), array.indices.contains(index) else { return nil }
                current = array[index]
            default: return nil
            }
        }
        return current
    }

    /// Every string in `value` (a MaskExpr: a string, or a conditional whose branches are).
    private static func strings(in value: JSONValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let values): values.flatMap(strings(in:))
        case .object(let object): object.members.flatMap { strings(in: $0.value) }
        default: []
        }
    }

    private static func normalised(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
    }

    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
}
