/// The small pieces of English every generated sentence shares: lists written
/// "a, b and c", verbs and nouns that agree with their count, possessives after a quoted name,
/// articles before a word, and JSON pointers written for reading. One place, so every
/// explanation, finding and error says these the same way.
enum Prose {
    /// `"a"`, `"a and b"`, `"a, b and c"`; `conjunction` is `"and"` or `"or"`. Empty: `""`.
    static func list(_ items: [String], conjunction: String = "and") -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default:
            return items.dropLast().joined(separator: ", ") + " " + conjunction + " " + items[items.count - 1]
        }
    }

    /// `singular` for a count of one, `plural` otherwise: `agreeing(2, "is", "are")` is `"are"`.
    static func agreeing(_ count: Int, _ singular: String, _ plural: String) -> String {
        count == 1 ? singular : plural
    }

    /// `"1 orientation"`, `"2 orientations"`: the count and its noun, which agree.
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(agreeing(count, singular, plural))"
    }

    /// `"the mask of 'Game'"`: a possessive after a quoted name, which `'Game''s` would garble.
    static func of(_ noun: String, quoted name: String) -> String {
        "the \(noun) of '\(name)'"
    }

    /// `"an"` before a vowel sound, `"a"` otherwise, judged by the word's first letter (the
    /// words the engine writes are UIKit names and plain English, where that suffices).
    static func article(for word: String) -> String {
        guard let first = word.unicodeScalars.first else { return "a" }
        switch first {
        case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U": return "an"
        default: return "a"
        }
    }

    /// `word` after its article: `"an automatic"`, `"a page sheet"`.
    static func withArticle(_ word: String) -> String { article(for: word) + " " + word }

    /// A JSON pointer's reference token as it reads in a sentence: `~1` is `/` and `~0` is `~`
    /// (RFC 6901 §4), so `UISupportedInterfaceOrientations~0ipad` reads as
    /// `UISupportedInterfaceOrientations~ipad`.
    static func unescaped(_ token: String) -> String {
        guard token.contains("~") else { return token }
        var result = ""
        var iterator = token.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "1"?: result.append("/")
            case "0"?: result.append("~")
            case let other?: result.append("~"); result.append(other)
            case nil: result.append("~")
            }
        }
        return result
    }
}

extension Prose {
    /// How a sentence names a view controller: by its class where the class tells it apart,
    /// with the scenario's id in parentheses only where that helps.
    ///
    /// - a class of the app's own that no other view controller has: `GameViewController`;
    /// - a class shared, or an id Interface Builder generated (`Nav-Se-tt1`, which tells a reader
    ///   nothing): `UINavigationController ('Nav-Se-tt1')`;
    /// - a stock UIKit class with an id the author chose: `'player'`, the name the author gave.
    static func viewControllerName(
        id: String, className: String, isStockClass: Bool, classIsShared: Bool
    ) -> String {
        if isGeneratedID(id) || (!isStockClass && classIsShared) { return "\(className) ('\(id)')" }
        return isStockClass ? "'\(id)'" : className
    }

    /// Whether `id` has the form of an Interface Builder object id, `xxx-xx-xxx` of letters and
    /// digits (`Nav-Se-tt1`, `BYZ-38-t0r`): the importer's ids of scenes without a storyboard id.
    static func isGeneratedID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [3, 2, 3] else { return false }
        return parts.allSatisfy { part in
            part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
    }
}
