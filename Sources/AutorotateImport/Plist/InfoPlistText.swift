import AutorotateWire

/// Why an Info.plist could not be read, at the plist's own line (api.md §7: the service answers
/// 422 with the pointer `/app/infoPlist` and this line in the detail).
public struct PlistProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line in the plist text, counting from 1.
    public var line: Int
    /// What is wrong there.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

/// The Info.plist keys the rules read (api.md §2 `app.infoPlist`), taken from a plist's text.
public struct InfoPlistKeys: Sendable, Equatable {
    /// `UISupportedInterfaceOrientations`, `…~ipad`, `…~iphone`, `UIInterfaceOrientation` and
    /// `UIRequiresFullScreen`, in that order, as the JSON object `app.infoPlist` takes.
    public var infoPlist: JSONObject
    /// The line of every top-level key of the plist (for lint findings' `plistLine`).
    public var lines: [String: Int]
    /// Values that were read but not used: a key of the wrong type, an unresolved `$(VARIABLE)`.
    public var problems: [PlistProblem]
    /// Top-level string values (`UIMainStoryboardFile`, `UILaunchStoryboardName` …), for the import.
    var strings: [String: String]
    /// The storyboard the scene manifest names for the application role, when there is one.
    var sceneStoryboard: String?
}

/// Reads Info.plist text (XML, as Xcode keeps it, through ``XMLPlistReader``; old-style text through
/// ``OpenStepParser``), with each key's line. No Foundation: the service links this.
///
/// ```swift
/// switch InfoPlistText.parse(text) {
/// case .success(let keys): keys.infoPlist      // {"UISupportedInterfaceOrientations": [...], ...}
/// case .failure(let problem): problem.line     // the plist's own line
/// }
/// ```
public enum InfoPlistText {
    /// The keys of api.md §2 from `text`, or the line where `text` stops being a property list
    /// whose root is a dictionary. `$(VARIABLE)` values are left out and listed in `problems`.
    public static func parse(_ text: String) -> Result<InfoPlistKeys, PlistProblem> {
        parse(text, resolve: { _ in nil })
    }

    /// `parse(_:)` with build-setting variables resolved by `resolve` (`nil`: unknown).
    static func parse(_ text: String, resolve: (String) -> String?) -> Result<InfoPlistKeys, PlistProblem> {
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}" }
        guard !trimmed.isEmpty else { return .failure(PlistProblem(line: 1, message: "the plist is empty")) }
        if trimmed.hasPrefix("bplist") {
            return .failure(
                PlistProblem(
                    line: 1,
                    message: "a binary property list cannot be read as text; "
                        + "convert it with `plutil -convert xml1`"))
        }
        let isXML = trimmed.first == "<"
        let layout = isXML ? PlistLayout.xml(text) : PlistLayout.openStep(text)
        if let problem = layout.problem { return .failure(problem) }
        guard let dictionary = layout.root?.dictionary else {
            return .failure(
                PlistProblem(line: layout.rootLine, message: "the root of an Info.plist must be a dictionary")
            )
        }
        var keys = InfoPlistKeys(infoPlist: JSONObject(), lines: layout.keyLines, problems: [], strings: [:])
        for (key, value) in dictionary {
            if let string = value.string { keys.strings[key] = string }
        }
        func line(_ key: String) -> Int { layout.keyLines[key] ?? 1 }
        func substitute(_ value: String, key: String) -> String? {
            guard value.contains("$(") || value.contains("${") else { return value }
            var unresolved: [String] = []
            let result = PlistVariables.substitute(value, resolve: resolve, unresolved: &unresolved)
            if unresolved.isEmpty { return result }
            keys.problems.append(
                PlistProblem(
                    line: line(key),
                    message:
                        "\(key): '\(value)' uses \(unresolved.map { "$(\($0))" }.joined(separator: ", ")), "
                        + "which the project does not define; the value is left out"))
            return nil
        }
        for key in [
            "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
            "UISupportedInterfaceOrientations~iphone",
        ] {
            guard let value = dictionary[key] else { continue }
            guard let list = value.array else {
                keys.problems.append(
                    PlistProblem(line: line(key), message: "\(key) must be an array of strings"))
                continue
            }
            var names: [JSONValue] = []
            for element in list {
                guard let name = element.string else {
                    keys.problems.append(
                        PlistProblem(line: line(key), message: "\(key) holds a value that is not a string"))
                    continue
                }
                if let resolved = substitute(name, key: key) {
                    for part in resolved.split(separator: " ") { names.append(.string(String(part))) }
                }
            }
            keys.infoPlist.members.append(JSONMember(key, .array(names)))
        }
        if let value = dictionary["UIInterfaceOrientation"] {
            if let name = value.string {
                if let resolved = substitute(name, key: "UIInterfaceOrientation") {
                    keys.infoPlist.members.append(JSONMember("UIInterfaceOrientation", .string(resolved)))
                }
            } else {
                keys.problems.append(
                    PlistProblem(
                        line: line("UIInterfaceOrientation"),
                        message: "UIInterfaceOrientation must be a string"))
            }
        }
        if let value = dictionary["UIRequiresFullScreen"] {
            if let flag = booleanValue(value) {
                keys.infoPlist.members.append(JSONMember("UIRequiresFullScreen", .bool(flag)))
            } else if let text = value.string,
                let resolved = substitute(text, key: "UIRequiresFullScreen"),
                let flag = booleanValue(resolved)
            {
                keys.infoPlist.members.append(JSONMember("UIRequiresFullScreen", .bool(flag)))
            } else if !(value.string ?? "").contains("$") {
                keys.problems.append(
                    PlistProblem(
                        line: line("UIRequiresFullScreen"), message: "UIRequiresFullScreen must be a boolean")
                )
            }
        }
        if let manifest = dictionary["UIApplicationSceneManifest"]?.dictionary,
            let configurations = manifest["UISceneConfigurations"]?.dictionary,
            let roles = configurations["UIWindowSceneSessionRoleApplication"]?.array,
            let first = roles.first?.dictionary, let name = first["UISceneStoryboardFile"]?.string
        {
            keys.sceneStoryboard = name
        }
        return .success(keys)
    }

    /// `<true/>`/`<false/>`, a number 0 or 1 (as Foundation bridges an `NSNumber` to `Bool`), or a
    /// string `YES`/`NO`/`true`/`false`/`1`/`0`.
    static func booleanValue(_ value: PlistValue) -> Bool? {
        switch value {
        case .boolean(let flag): return flag
        case .integer(let number) where number == 0 || number == 1: return number == 1
        case .real(let number) where number == 0 || number == 1: return number == 1
        case .string(let text): return booleanValue(text)
        default: return nil
        }
    }

    /// `YES`/`NO`/`true`/`false`/`1`/`0`, any case.
    static func booleanValue(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }
}

/// `$(NAME)` and `${NAME}` substitution, for plist values and pbxproj build settings alike: the
/// names `resolve` cannot answer are left out of the text and listed in `unresolved`.
enum PlistVariables {
    static func substitute(_ value: String, resolve: (String) -> String?, unresolved: inout [String])
        -> String
    {
        var result = ""
        let characters = Array(value)
        var index = 0
        while index < characters.count {
            if characters[index] == "$", index + 1 < characters.count,
                characters[index + 1] == "(" || characters[index + 1] == "{"
            {
                let closer: Character = characters[index + 1] == "(" ? ")" : "}"
                if let end = characters[(index + 2)...].firstIndex(of: closer) {
                    var name = String(characters[(index + 2)..<end])
                    if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
                    if let replacement = resolve(name) {
                        result += replacement
                    } else {
                        unresolved.append(name)
                    }
                    index = end + 1
                    continue
                }
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }
}
