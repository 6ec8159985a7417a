/// A rotation call the import listed as a transition, read again at its line for what a fix needs
/// (api.md §7.1 "Fixes": AR016 and AR017 wrap the call in `if #available(iOS 16.0, *)`): the
/// statement's exact text and place, its indentation, the class whose code makes it, and the
/// `#available` branch around it, if any.
public enum RotationCallReader {
    /// Which call.
    public enum Call: Sendable, Equatable {
        /// `UIDevice.current.setValue(…, forKey: "orientation")`, `[[UIDevice currentDevice] setValue:… forKey:@"orientation"]`.
        case deviceOrientationKeyValueCoding
        /// `UIViewController.attemptRotationToDeviceOrientation()`, `[UIViewController attemptRotationToDeviceOrientation]`.
        case attemptRotationToDeviceOrientation
    }

    /// The call's statement as written.
    public struct Site: Sendable, Equatable {
        /// The whole statement, alone on its line (with its `;` in Objective-C).
        public var statement: SourceSpan
        /// The spaces and tabs before it.
        public var indentation: String
        /// Whether the file is Objective-C.
        public var isObjectiveC: Bool
        /// The class, extension or `@implementation` whose body holds it.
        public var className: String?
        /// Whether the lines it spans are ASCII (where an edit's columns are exact).
        public var isASCII: Bool
    }

    /// The `#available` branch a statement is in: `if #available(iOS 16.0, *) { here } else { or here }`,
    /// `if (@available(iOS 16.0, *)) { … }`, `guard #available(iOS 16, *) else { here }`.
    public enum Availability: Sendable, Equatable {
        /// Runs only from this iOS version.
        case from(String)
        /// Runs only below this iOS version.
        case below(String)
    }

    /// The statement on `line` that makes `call`, when it stands alone there.
    public static func site(of call: Call, path: String, content: String, line: Int) -> Site? {
        guard let file = SourceText(path: path, content: content), let first = file.firstToken(onLine: line),
            let name = callToken(call, in: file, line: line)
        else { return nil }
        if first > 0 {
            let previous = file.tokens[first - 1]
            guard previous.line < line || previous.is(";") || previous.is("{") || previous.is("}") else {
                return nil
            }
        }
        var end: Int
        if file.language == .objectiveC {
            guard file.tokens[first].is("["), let close = file.closing[first], close > name,
                close + 1 < file.tokens.count, file.tokens[close + 1].is(";")
            else { return nil }
            end = close + 1
        } else {
            guard name + 1 < file.tokens.count, file.tokens[name + 1].is("("),
                let close = file.closing[name + 1]
            else {
                return nil
            }
            end = close
            // `UIDevice.current.setValue(…)` or `UIViewController.attempt…()`: a chain of names before it.
            guard
                (first..<name).allSatisfy({ file.tokens[$0].kind == .identifier || file.tokens[$0].is(".") })
            else { return nil }
        }
        if end + 1 < file.tokens.count {
            let next = file.tokens[end + 1]
            guard next.line > file.tokens[end].line || next.is("}") else { return nil }
        }
        let start = file.tokens[first].start
        let stop = file.tokens[end].end
        return Site(
            statement: file.span(start, stop), indentation: file.indentation(at: start),
            isObjectiveC: file.language == .objectiveC, className: enclosingClass(file, name),
            isASCII: file.isASCIILines(start, stop))
    }

    /// The `#available` branch the statement at `line` is in, innermost first; `nil` outside any.
    public static func availability(path: String, content: String, line: Int) -> Availability? {
        guard let file = SourceText(path: path, content: content), let index = file.firstToken(onLine: line)
        else {
            return nil
        }
        var best: (size: Int, availability: Availability)?
        for (check, token) in file.tokens.enumerated() where token.is("#available") || token.is("@available")
        {
            guard check + 1 < file.tokens.count, file.tokens[check + 1].is("("),
                let conditionEnd = file.closing[check + 1],
                let platform = (check + 1..<conditionEnd).first(where: { file.tokens[$0].is("iOS") }),
                platform + 1 < conditionEnd, file.tokens[platform + 1].kind == .number
            else { continue }
            let number = file.tokens[platform + 1].text
            let version = number.contains(".") ? number : number + ".0"
            let isGuard = check > 0 && file.tokens[check - 1].is("guard")
            guard
                let open = file.tokens[(conditionEnd + 1)...].prefix(8).firstIndex(where: { $0.is("{") }),
                let close = file.closing[open]
            else { continue }
            var candidates: [(Int, Int, Availability)] = []
            if isGuard {
                candidates.append((open, close, .below(version)))
            } else {
                candidates.append((open, close, .from(version)))
                if close + 2 < file.tokens.count, file.tokens[close + 1].is("else"),
                    file.tokens[close + 2].is("{"),
                    let elseClose = file.closing[close + 2]
                {
                    candidates.append((close + 2, elseClose, .below(version)))
                }
            }
            for (blockOpen, blockClose, availability) in candidates
            where blockOpen < index && index < blockClose {
                let size = blockClose - blockOpen
                if best.map({ size < $0.size }) ?? true { best = (size, availability) }
            }
        }
        return best?.availability
    }

    private static func callToken(_ call: Call, in file: SourceText, line: Int) -> Int? {
        let onLine = file.tokens.indices.filter { file.tokens[$0].line == line }
        switch call {
        case .attemptRotationToDeviceOrientation:
            return onLine.first { file.tokens[$0].is("attemptRotationToDeviceOrientation") }
        case .deviceOrientationKeyValueCoding:
            guard onLine.contains(where: { file.tokens[$0].is("forKey") }),
                onLine.contains(where: {
                    file.tokens[$0].kind == .string
                        && file.text(file.tokens[$0].start, file.tokens[$0].end).hasSuffix(
                            "\"orientation\"")
                })
            else { return nil }
            return onLine.first { file.tokens[$0].is("setValue") }
        }
    }

    /// The innermost class, struct, extension or `@implementation` holding token `index`.
    private static func enclosingClass(_ file: SourceText, _ index: Int) -> String? {
        var best: (size: Int, name: String)?
        for (start, token) in file.tokens.enumerated()
        where token.is("class") || token.is("extension") || token.is("@implementation") {
            guard start + 1 < file.tokens.count, file.tokens[start + 1].kind == .identifier else { continue }
            let name = file.tokens[start + 1].text
            var end: Int?
            if token.is("@implementation") {
                end = file.tokens[(start + 1)...].firstIndex { $0.is("@end") }
            } else if let open = file.tokens[(start + 1)...].prefix(64).firstIndex(where: { $0.is("{") }) {
                end = file.closing[open]
            }
            guard let end, start < index, index < end else { continue }
            if best.map({ end - start < $0.size }) ?? true { best = (end - start, name) }
        }
        return best?.name
    }
}
