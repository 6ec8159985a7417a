/// What a command line asks for.
public enum ParsedCommandLine<Command> {
    /// Run this command, every field set from the command line, the environment or its default.
    case run(Command)
    /// Print this help text and exit successfully (`-h` or `--help`).
    case help(String)
}
