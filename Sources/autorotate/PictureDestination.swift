import AutorotateArguments
import Glibc

/// Where `--svg OUT` puts the pictures of one run (api.md §8), decided once before anything runs.
///
/// - `-`: standard output, for one FILE only; the table or JSON is then not printed.
/// - An existing directory: each FILE's picture is `OUT/NAME.svg`, NAME being the FILE's name
///   without its directory and its `.json` (`stdin` for `-`). Required with several FILEs; two
///   FILEs with the same NAME are refused rather than one overwriting the other.
/// - Anything else: the file to write, for one FILE only (created or replaced).
struct PictureDestination: Equatable {
    enum Place: Equatable {
        case standardOutput
        case directory(String)
        case file(String)
    }

    var place: Place

    /// Whether the picture replaces the normal output on standard output.
    var isStandardOutput: Bool { place == .standardOutput }

    /// The destination of `out` for pictures of `files`, or the usage error to print.
    static func resolve(_ out: String, files: [String]) -> Result<PictureDestination, ArgumentError> {
        if out.isEmpty { return .failure(ArgumentError("--svg wants a path, '-' or a directory")) }
        if out == "-" {
            guard files.count <= 1 else {
                return .failure(
                    ArgumentError(
                        "--svg - writes one picture to standard output, but \(files.count) FILEs were given; "
                            + "give a directory to get one NAME.svg per FILE"))
            }
            return .success(PictureDestination(place: .standardOutput))
        }
        if isDirectory(out) {
            var owners: [String: String] = [:]
            for file in files {
                let name = pictureName(of: file)
                if let earlier = owners[name] {
                    return .failure(
                        ArgumentError(
                            "--svg \(out): \(earlier) and \(file) would both be drawn to \(name); "
                                + "simulate them into different directories"))
                }
                owners[name] = file
            }
            return .success(PictureDestination(place: .directory(out)))
        }
        guard files.count <= 1 else {
            return .failure(
                ArgumentError(
                    "--svg \(out) is not a directory; with \(files.count) FILEs, OUT must be an existing "
                        + "directory (each FILE gets NAME.svg in it)"))
        }
        return .success(PictureDestination(place: .file(out)))
    }

    /// `NAME.svg` for a FILE argument: its last path component without `.json`; `stdin.svg` for `-`.
    static func pictureName(of file: String) -> String {
        if file == "-" { return "stdin.svg" }
        var name = String(file.split(separator: "/", omittingEmptySubsequences: true).last ?? "picture")
        if name.hasSuffix(".json") && name.count > 5 { name.removeLast(5) }
        return name + ".svg"
    }

    /// The path the picture of `file` is written to; `-` for standard output.
    func path(for file: String) -> String {
        switch place {
        case .standardOutput: "-"
        case .file(let path): path
        case .directory(let directory):
            (directory.hasSuffix("/") ? directory : directory + "/") + Self.pictureName(of: file)
        }
    }

    /// Writes the picture of `file`; on failure prints `cannot write PATH: reason` and returns the
    /// input-error exit code, else `nil`.
    func write(_ svg: [UInt8], for file: String, output: Output) -> ExitCode? {
        let path = path(for: file)
        if path == "-" {
            output.standardOutput(String(decoding: svg, as: UTF8.self))
            return nil
        }
        if let reason = FileWriter.write(svg, to: path) {
            output.error("cannot write the picture to \(path): \(reason)")
            return .inputError
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

}
