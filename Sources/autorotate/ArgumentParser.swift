/// Turns `CommandLine.arguments` (without the program name) into a ``Command``.
enum ArgumentParser {
    static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        guard let name = arguments.first else {
            return .failure(UsageError(message: "missing command", usage: Help.tool))
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "simulate": return parseSimulate(rest)
        case "version": return parseVersion(rest)
        case "bench": return parseBench(rest)
        case "-h", "--help", "help":
            switch rest.first {
            case "simulate": return .success(.help(Help.simulate))
            case "version": return .success(.help(Help.version))
            case "bench": return .success(.help(Help.bench))
            default: return .success(.help(Help.tool))
            }
        default:
            return .failure(UsageError(message: "unknown command '\(name)'", usage: Help.tool))
        }
    }

    private static func parseSimulate(_ arguments: [String]) -> Result<Command, UsageError> {
        var options = SimulateOptions()
        var server: String?
        var local = false
        var reader = Reader(arguments: arguments, usage: Help.simulate)
        do throws(UsageError) {
            while let argument = reader.next() {
                switch argument {
                case "-h", "--help": return .success(.help(Help.simulate))
                case "--server": server = try reader.value(for: argument)
                case "--local": local = true
                case "--json": options.json = true
                case "--request-id": options.requestID = try reader.value(for: argument)
                case "--timeout":
                    let text = try reader.value(for: argument)
                    guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                        throw UsageError(
                            message: "--timeout wants seconds > 0, got '\(text)'", usage: Help.simulate)
                    }
                    options.timeoutSeconds = seconds
                case "--":
                    options.files.append(contentsOf: reader.remaining())
                case let option where option.hasPrefix("-") && option != "-":
                    throw UsageError(message: "unknown option '\(option)'", usage: Help.simulate)
                default:
                    options.files.append(argument)
                }
            }
        } catch {
            return .failure(error)
        }
        if local && server != nil {
            return .failure(
                UsageError(message: "--local and --server exclude each other", usage: Help.simulate))
        }
        if options.files.isEmpty {
            return .failure(UsageError(message: "missing FILE", usage: Help.simulate))
        }
        options.target = local ? .local : .server(server ?? SimulateOptions.defaultServer)
        return .success(.simulate(options))
    }

    private static func parseVersion(_ arguments: [String]) -> Result<Command, UsageError> {
        var options = VersionOptions()
        var reader = Reader(arguments: arguments, usage: Help.version)
        do throws(UsageError) {
            while let argument = reader.next() {
                switch argument {
                case "-h", "--help": return .success(.help(Help.version))
                case "--server": options.server = try reader.value(for: argument)
                case "--json": options.json = true
                default: throw UsageError(message: "unexpected argument '\(argument)'", usage: Help.version)
                }
            }
        } catch {
            return .failure(error)
        }
        return .success(.version(options))
    }

    private static func parseBench(_ arguments: [String]) -> Result<Command, UsageError> {
        var options = BenchOptions()
        var reader = Reader(arguments: arguments, usage: Help.bench)
        do throws(UsageError) {
            while let argument = reader.next() {
                switch argument {
                case "-h", "--help": return .success(.help(Help.bench))
                case "--server": options.server = try reader.value(for: argument)
                case "--raw": options.raw = true
                case "--identity": options.identity = true
                case "--async": options.async = true
                case "--seconds":
                    let text = try reader.value(for: argument)
                    guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                        throw UsageError(
                            message: "--seconds wants 0 < N ≤ 3600, got '\(text)'", usage: Help.bench)
                    }
                    options.seconds = seconds
                case let option where option.hasPrefix("-") && option != "-":
                    throw UsageError(message: "unknown option '\(option)'", usage: Help.bench)
                default:
                    guard options.file == nil else {
                        throw UsageError(message: "bench takes one FILE", usage: Help.bench)
                    }
                    options.file = argument
                }
            }
        } catch {
            return .failure(error)
        }
        return .success(.bench(options))
    }

    /// Walks the arguments; `--name=value` is split into name and value.
    private struct Reader {
        private var pending: [String]
        let usage: String

        init(arguments: [String], usage: String) {
            self.usage = usage
            var expanded: [String] = []
            for argument in arguments {
                if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    expanded.append(String(argument[..<equals]))
                    expanded.append(String(argument[argument.index(after: equals)...]))
                } else {
                    expanded.append(argument)
                }
            }
            pending = expanded.reversed()
        }

        mutating func next() -> String? { pending.popLast() }

        mutating func remaining() -> [String] {
            defer { pending.removeAll() }
            return pending.reversed()
        }

        mutating func value(for option: String) throws(UsageError) -> String {
            guard let value = pending.popLast() else {
                throw UsageError(message: "\(option) needs a value", usage: usage)
            }
            return value
        }
    }
}
