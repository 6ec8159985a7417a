/// Writes a command's `--help` from its declarations: overview, usage synopsis, arguments,
/// options (with their defaults and environment variables), and the sections the command adds.
///
/// ```text
/// OVERVIEW: print the tool's engine version; with --server, also the server's.
///
/// USAGE: autorotate version [--server URL] [--json]
///
/// OPTIONS:
///   --server URL         Also ask this autorotated service (GET /v1/version).
///                        Environment: AUTOROTATE_SERVER.
///   --json               Print the server's version document as JSON.
///   -h, --help           Show this help.
/// ```
public enum HelpFormatter {
    /// The usage synopsis wraps before an item that would end past this column.
    public static let usageWidth = 90
    /// Option and argument names are padded to this width; their help starts two spaces later.
    /// A longer name has its help start on the next line.
    public static let labelWidth = 19

    /// The whole `--help` text of `type`.
    public static func help<Command: ParsableCommand>(for type: Command.Type) -> String {
        var sections = [
            "OVERVIEW: \(Command.overview)",
            usage(prefix: "USAGE: \(Command.usageName) ", items: synopsis(type)),
        ]
        if !Command.arguments.isEmpty {
            sections.append(
                "ARGUMENTS:\n"
                    + rows(Command.arguments.map { ($0.name, withDefault($0.help, $0.defaultText)) }))
        }
        var options = Command.options.map { option in
            (option.declaration.spelling, describe(option.declaration))
        }
        options.append(("-h, --help", "Show this help."))
        sections.append("OPTIONS:\n" + rows(options))
        sections += Command.helpSections
        return sections.joined(separator: "\n\n")
    }

    /// What follows a usage error: the usage synopsis of `type`, and how to see its whole help.
    public static func briefUsage<Command: ParsableCommand>(for type: Command.Type) -> String {
        usage(prefix: "USAGE: \(Command.usageName) ", items: synopsis(type))
            + "\n\nRun '\(Command.usageName) --help' for every option."
    }

    /// `[--name VALUE]` per option (`[--a | --b]` for two that exclude each other), or `[options]`
    /// for a command whose synopsis does not list them; then the arguments.
    public static func synopsis<Command: ParsableCommand>(_ type: Command.Type) -> [String] {
        let options = Command.options
        var items: [String] = []
        if !Command.synopsisListsOptions {
            if !options.isEmpty { items.append("[options]") }
        } else {
            var merged: Set<String> = []
            for option in options where !merged.contains(option.name) {
                var spellings = [option.declaration.spelling]
                for other in options
                where other.name != option.name
                    && (other.excludes == option.name || option.excludes == other.name)
                {
                    spellings.append(other.declaration.spelling)
                    merged.insert(other.name)
                }
                items.append("[" + spellings.joined(separator: " | ") + "]")
            }
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
    public static func usage(prefix: String, items: [String]) -> String {
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

    /// Two-column rows: the label padded, then the help, its later lines aligned under its first;
    /// a label longer than ``labelWidth`` has its help start on the next line.
    public static func rows(_ entries: [(label: String, help: String)]) -> String {
        let indent = String(repeating: " ", count: labelWidth + 4)
        return entries.map { entry in
            let help = entry.help.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n" + indent)
            guard entry.label.count <= labelWidth else { return "  " + entry.label + "\n" + indent + help }
            let padding = String(repeating: " ", count: labelWidth - entry.label.count + 2)
            return "  " + entry.label + padding + help
        }.joined(separator: "\n")
    }

    /// An option's help: its sentences with the default, then the environment variable that
    /// stands in for it on a line of its own.
    public static func describe(_ declaration: OptionDeclaration) -> String {
        let help = withDefault(declaration.help, declaration.defaultText)
        guard let variable = declaration.environment else { return help }
        return help + "\nEnvironment: \(variable)."
    }

    /// The help with `(default: …)` before its final period.
    public static func withDefault(_ help: String, _ defaultText: String?) -> String {
        guard let defaultText else { return help }
        let body = help.hasSuffix(".") ? String(help.dropLast()) : help
        return body + " (default: \(defaultText))."
    }
}
