import AutorotateImport
import AutorotateImportTestSupport
import Foundation

/// `engine-bench --import [FILES] [ROUNDS]`: imports a generated project of FILES files
/// (default 500) ROUNDS times (default 7) and prints the median and worst wall time per import.
enum ImportBench {
    static func run(files count: Int, rounds: Int) -> Int32 {
        let files = SyntheticProject.files(count: count)
        let bytes = files.reduce(0) { $0 + $1.content.utf8.count }
        var times: [Double] = []
        var result: ImportResult?
        for _ in 0..<max(1, rounds) {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                result = try ProjectImporter.importProject(files)
            } catch {
                FileHandle.standardError.write(Data("import failed: \(error)\n".utf8))
                return 1
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        let median = times[times.count / 2]
        let controllers: Int
        if case .object(let scenario)? = result?.scenario,
            case .object(let list)? = scenario["viewControllers"]
        {
            controllers = list.members.count
        } else {
            controllers = 0
        }
        print("## Import of a generated project (\(rounds) rounds)\n")
        print("| files | bytes | view controllers | sources | notes | median ms | worst ms |")
        print("|---|---|---|---|---|---|---|")
        print(
            "| \(files.count) | \(bytes) | \(controllers) | \(result?.sources.count ?? 0) | \(result?.notes.count ?? 0) | "
                + String(format: "%.1f | %.1f |", median, times.last ?? 0))
        return median < 1000 ? 0 : 1
    }
}
