import AutorotateWire

/// What a rotation method answers, as far as reading its body can tell (api.md §9).
indirect enum ImportedAnswer: Sendable {
    /// A literal: a MaskExpr string or integer, an orientation, or a boolean; and where it is written.
    case literal(JSONValue, line: Int, column: Int)
    /// The answer of a child (`{"forward": target}`).
    case forward(String, line: Int, column: Int)
    /// `{"if": condition, "then": …, "else": …}`: a stored property, the idiom or the OS version.
    case conditional(
        ImportedCondition, line: Int, column: Int, then: ImportedAnswer, else: ImportedAnswer)
    /// `super`'s answer: as if the method were not overridden; and where `super` is written.
    case inherited(line: Int, column: Int)
    /// Anything else: UIKit's default, with the reason and the line for the note.
    case unknown(String, line: Int)
    /// An answer read with a branch the scenario cannot say left out (a kind test on the child, a
    /// presented view controller's answer): the answer, what was assumed, and its line.
    case assumed(ImportedAnswer, reason: String, line: Int)

    /// What the answer assumes, when it rests on an assumption, and where.
    var assumption: (reason: String, line: Int)? {
        switch self {
        case .assumed(let inner, let reason, let line): inner.assumption ?? (reason, line)
        case .conditional(_, _, _, let then, let otherwise): then.assumption ?? otherwise.assumption
        default: nil
        }
    }

    /// The first reason this answer could not be modelled, when it holds one.
    var unknownReason: (message: String, line: Int)? {
        switch self {
        case .unknown(let message, let line): (message, line)
        case .conditional(_, _, _, let then, let otherwise): then.unknownReason ?? otherwise.unknownReason
        case .inherited(let line, _): ("returns super's answer where the import cannot tell it", line)
        case .assumed(let inner, _, _): inner.unknownReason
        default: nil
        }
    }

    /// Every flag a conditional in the answer reads, in order.
    var flags: [(name: String, line: Int, column: Int)] {
        switch self {
        case .conditional(let condition, let line, let column, let then, let otherwise):
            if case .flag(let flag) = condition {
                [(flag, line, column)] + then.flags + otherwise.flags
            } else {
                then.flags + otherwise.flags
            }
        case .assumed(let inner, _, _): inner.flags
        default: []
        }
    }

    /// The answer as the scenario's JSON, recording the place of each member below `pointer`.
    func json(at pointer: String, path: String, into sources: inout [String: ImportSource]) -> JSONValue? {
        switch self {
        case .literal(let value, let line, let column):
            sources[pointer] = sources[pointer] ?? ImportSource(path: path, line: line, column: column)
            return value
        case .forward(let target, let line, let column):
            sources[pointer + "/forward"] = ImportSource(path: path, line: line, column: column)
            return .object(JSONObject([JSONMember("forward", .string(target))]))
        case .conditional(let condition, let line, let column, let then, let otherwise):
            guard let thenValue = then.json(at: pointer + "/then", path: path, into: &sources),
                let elseValue = otherwise.json(at: pointer + "/else", path: path, into: &sources)
            else { return nil }
            sources[pointer + "/if"] = ImportSource(path: path, line: line, column: column)
            return .object(
                JSONObject([
                    JSONMember("if", condition.json), JSONMember("then", thenValue),
                    JSONMember("else", elseValue),
                ]))
        case .assumed(let inner, _, _): return inner.json(at: pointer, path: path, into: &sources)
        case .inherited, .unknown: return nil
        }
    }
}

/// A condition of a conditional answer (api.md §1 Condition).
enum ImportedCondition: Sendable, Equatable {
    /// A flag of `app.flags`: a stored property of the class.
    case flag(String)
    /// `{"idiom": "pad"}`: `userInterfaceIdiom == .pad`, `UI_USER_INTERFACE_IDIOM()`.
    case idiom(String)
    /// `{"osAtLeast": "16.0"}`: `#available(iOS 16, *)`, `@available(iOS 16.0, *)`.
    case osAtLeast(String)

    var json: JSONValue {
        switch self {
        case .flag(let name): .string(name)
        case .idiom(let idiom): .object(JSONObject([JSONMember("idiom", .string(idiom))]))
        case .osAtLeast(let version): .object(JSONObject([JSONMember("osAtLeast", .string(version))]))
        }
    }
}
