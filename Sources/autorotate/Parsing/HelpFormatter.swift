/// Writes a command's `--help` from its declarations: overview, usage synopsis, arguments,
/// options (with their defaults), and the exit codes where the command declares them.
///
/// ```text
/// OVERVIEW: print the tool's engine version; with --server, also the server's.
///
/// USAGE: autorotate version [--server URL] [--json]
///
/// OPTIONS:
///   --server URL         Also ask this autorotated service (GET /v1/version).
///   --json               Print the server's version document as JSON.
///   -h, --help           Show this help.
/// ```
enum HelpFormatter {
    /// The usage synopsis wraps before an item that would end past this column.
    static let usageWidth = 90
    /// Option and argument names are padded to this width; their help starts two spaces later.
    static let labelWidth = 19

    static func help<Command: Subcommand>(for type: Command.Type) -> String {
        var sections = [
            "OVERVIEW: \(Command.overview)",
            usage(prefix: "USAGE: \(AutorotateTool.name) \(Command.name) ", items: synopsis(type)),
        ]
        if !Command.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n"
                    + rows(Command.arguments.map { ($0.name, withDefault($0.help, $0.defaultText)) }))
        }
        var options = Command.options.map { option in
            (
                option.valueName.map { "\(option.name) \($0)" } ?? option.name,
                withDefault(option.help, option.defaultText)
            )
        }
        options.append(("-h, --help", "Show this help."))
        sections.append("OPTIONS:\n" + rows(options))
        if Command.showsExitCodes { sections.append(ExitCode.helpSection) }
        return sections.joined(separator: "\n\n")
    }

    /// `[--name VALUE]` per option (`[--a | --b]` for two that exclude each other), then the
    /// arguments.
    static func synopsis<Command: Subcommand>(_ type: Command.Type) -> [String] {
        let options = Command.options
        var items: [String] = []
        var merged: Set<String> = []
        for option in options where !merged.contains(option.name) {
            var spellings = [spelling(option)]
            for other in options
            where other.name != option.name
                && (other.excludes == option.name || option.excludes == other.name)
            {
                spellings.append(spelling(other))
                merged.insert(other.name)
            }
            items.append("[" + spellings.joined(separator: " | ") + "]")
        }
        for argument in Command.arguments {
            switch argument.count {
            case .optional: items.append("[\(argument.name)]")
            case .oneOrMore: items.append("\(argument.name)...")
            case .zeroOrMore: items.append("[\(argument.name)...]")
            }
        }
        return items
    }

    /// `prefix` then the items separated by spaces, continuing under the first item when a line
    /// would pass ``usageWidth``.
    static func usage(prefix: String, items: [String]) -> String {
        let indent = String(repeating: " ", count: prefix.count)
        var text = prefix
        var lineLength = prefix.count
        for (index, item) in items.enumerated() {
            if index > 0 {
                if lineLength + 1 + item.count > usageWidth {
                    text += "\n" + indent
                    lineLength = indent.count
                } else {
                    text += " "
                    lineLength += 1
                }
            }
            text += item
            lineLength += item.count
        }
        return text
    }

    /// Two-column rows: the label padded, then the help, its later lines aligned under its first.
    static func rows(_ entries: [(label: String, help: String)]) -> String {
        let indent = String(repeating: " ", count: labelWidth + 4)
        return entries.map { entry in
            let padding = String(repeating: " ", count: max(labelWidth - entry.label.count, 0) + 2)
            let help = entry.help.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n" + indent)
            return "  " + entry.label + padding + help
        }.joined(separator: "\n")
    }

    /// The help with `(default: …)` before its final period.
    static func withDefault(_ help: String, _ defaultText: String?) -> String {
        guard let defaultText else { return help }
        let body = help.hasSuffix(".") ? String(help.dropLast()) : help
        return body + " (default: \(defaultText))."
    }

    private static func spelling<Command>(_ option: CommandOption<Command>) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
}
