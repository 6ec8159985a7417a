import Glibc

/// The process's environment variables, read once from `environ` (the executables hand them to
/// the option parser; the parser itself reads no process state, so tests pass their own).
public enum ProcessEnvironment {
    /// Every `NAME=value` entry of the environment; the last of two entries with one name wins.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            cursor += 1
        }
        return variables
    }
}
