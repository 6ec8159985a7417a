import AutorotateOperations
import Glibc

/// `autorotate lint --project DIR --fix` (api.md §7.1 "Fixes"): the findings' edits applied to the
/// project's files, each file's change as a unified diff.
///
/// - Only files of the project are written: a path that is absolute, climbs with `..`, or resolves
///   (through symbolic links) outside DIR is refused.
/// - A file whose text on disk is no longer what the import read is left alone.
/// - Edits that overlap are none of them applied; the findings they belong to are named.
/// - ``isFixable`` takes a finding out of fixing: `lint` passes "not suppressed, and no edit in a
///   file the configuration excludes".
struct LintFixes {
    /// One file changed: its path (relative to DIR), its text before and after, and the edits.
    struct Change: Equatable {
        var path: String
        var before: String
        var after: String
        var edits: [FindingEdit]
    }

    /// What a run of `--fix` did.
    struct Outcome: Equatable {
        var changes: [Change] = []
        /// Findings whose edits were not applied, and why (`path:line: AR002: …`).
        var skipped: [String] = []
        /// How many findings were fixed.
        var fixedFindings = 0
    }

    let project: ProjectScenario

    /// Whether `finding`'s edits may be applied (the configuration's `exclude` globs and the
    /// suppression comments decide).
    var isFixable: (Finding) -> Bool = { _ in true }

    /// The changes the findings' edits make (nothing is written yet).
    func plan(_ report: LintReport) -> Outcome {
        var outcome = Outcome()
        let fixable = report.findings.map { !$0.edits.isEmpty && isFixable($0) }
        let blocked = FixApplication.overlappingFindings(report.findings) { fixable[$0] }
        var candidates: [(finding: Int, edit: FindingEdit)] = []
        for (index, finding) in report.findings.enumerated() where fixable[index] {
            for edit in finding.edits { candidates.append((index, edit)) }
        }
        for index in blocked.sorted() {
            let finding = report.findings[index]
            let edit = finding.edits[0]
            outcome.skipped.append(
                "\(project.path(edit.path)):\(edit.line): \(finding.id): not fixed: its edit overlaps another finding's edit"
            )
        }
        var byPath: [String: [(finding: Int, edit: FindingEdit)]] = [:]
        for candidate in candidates where !blocked.contains(candidate.finding) {
            byPath[candidate.edit.path, default: []].append(candidate)
        }
        var fixed: Set<Int> = []
        let read = Dictionary(
            project.files.map { ($0.path, $0.content) }, uniquingKeysWith: { first, _ in first })
        for path in byPath.keys.sorted() {
            let edits = byPath[path] ?? []
            guard let full = safePath(path) else {
                outcome.skipped.append("\(path): not fixed: the file is not inside \(project.directory)")
                continue
            }
            guard let before = Self.readFile(full), before == read[path] else {
                outcome.skipped.append("\(project.path(path)): not fixed: the file changed since it was read")
                continue
            }
            guard let after = FixApplication.applying(edits.map(\.edit), to: before) else {
                outcome.skipped.append("\(project.path(path)): not fixed: an edit is outside the file")
                continue
            }
            outcome.changes.append(Change(path: path, before: before, after: after, edits: edits.map(\.edit)))
            for edit in edits { fixed.insert(edit.finding) }
        }
        outcome.fixedFindings = fixed.count
        return outcome
    }

    /// Writes each change's text to its file; the first failure, in words.
    func write(_ outcome: Outcome) -> String? {
        for change in outcome.changes {
            guard let full = safePath(change.path) else {
                return "\(change.path) is not inside \(project.directory)"
            }
            if let problem = FileWriter.write(Array(change.after.utf8), to: full, mode: .truncateExisting) {
                return "cannot write \(full): \(problem)"
            }
        }
        return nil
    }

    /// DIR/`path` when `path` is relative, does not climb, and resolves inside DIR.
    func safePath(_ path: String) -> String? {
        guard !path.isEmpty, !path.hasPrefix("/"),
            !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
        else { return nil }
        let full = project.path(path)
        guard let root = Self.realPath(project.directory), let resolved = Self.realPath(full),
            resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        else { return nil }
        return full
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func readFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

}
