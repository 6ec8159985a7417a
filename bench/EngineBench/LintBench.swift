import AutorotateEngine
import AutorotateWire
import Foundation

/// `engine-bench --lint`: lint of each lint fixture over 6.0–26.0, phone and pad, in-process
/// (parse + validate + every probe on every boundary version × idiom + report), median and worst
/// per fixture in ms, and the share of the time spent simulating (what dominates).
enum LintBench {
    /// The process's CPU time (`clock()`), which load from other processes does not inflate.
    static func cpuClock() -> Int { Int(clock()) }

    /// The fixture's request with its `lint` member replaced by the benchmark's range.
    static func wideRequest(_ data: Data) -> [UInt8]? {
        guard case .object(var object)? = try? JSONReader.parse([UInt8](data)) else { return nil }
        object.members.removeAll { $0.key == "lint" }
        object.members.append(
            JSONMember(
                "lint",
                .object(
                    JSONObject([
                        JSONMember("minimumOS", .string("6.0")), JSONMember("maximumOS", .string("26.0")),
                        JSONMember("idioms", .array([.string("phone"), .string("pad")])),
                    ]))))
        return JSONValue.object(object).serialized()
    }

    static func run(path: String, rounds: Int) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let files =
            isDirectory.boolValue
            ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
                $0.hasSuffix(".json")
            }
            .sorted().map { path + "/" + $0 } : [path]
        print("## Lint in-process, 6.0–26.0 × phone, pad (\(rounds) rounds per fixture)\n")
        print("| fixture | findings | simulations | median ms | worst ms | median CPU ms |")
        print("|---|---|---|---|---|---|")
        var medians: [Double] = []
        var cpuMedians: [Double] = []
        var worst = 0.0
        let clock = ContinuousClock()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file), let body = wideRequest(data),
                case .success(let report) = Linter.lint(json: body)
            else {
                print("| \(file) | rejected | | | | |")
                continue
            }
            var times: [Double] = []
            var cpuTimes: [Double] = []
            for _ in 0..<max(1, rounds) {
                let start = clock.now
                let cpuStart = cpuClock()
                _ = Linter.lint(json: body)
                cpuTimes.append(Double(cpuClock() - cpuStart) * 1e3 / Double(CLOCKS_PER_SEC))
                let duration = clock.now - start
                times.append(
                    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
                )
            }
            cpuMedians.append(median(cpuTimes))
            let fileMedian = median(times)
            let fileWorst = times.max() ?? 0
            medians.append(fileMedian)
            worst = max(worst, fileWorst)
            let name = (file as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "")
            print(
                "| \(name) | \(report.findings.count) | \(Linter.simulationCount(json: body)) | \(String(format: "%.2f", fileMedian)) | \(String(format: "%.2f", fileWorst)) | \(String(format: "%.2f", median(cpuTimes))) |"
            )
        }
        print(
            "\nAll fixtures: median of medians \(String(format: "%.2f", median(medians))) ms, worst median \(String(format: "%.2f", medians.max() ?? 0)) ms, worst single run \(String(format: "%.2f", worst)) ms; CPU time: median of medians \(String(format: "%.2f", median(cpuMedians))) ms, worst median \(String(format: "%.2f", cpuMedians.max() ?? 0)) ms (target ≤ 20 ms median per fixture)."
        )
    }
}
