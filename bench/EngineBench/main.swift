import AutorotateEngine
// engine-bench: the rotation engine in-process — decode + simulate + encode per scenario for the
// golden fixtures, events per second on generated scenarios (linearity in events and depth), and
// the same round trip through Foundation's Codable JSON as the baseline.
//
//   swift run -c release engine-bench [--fixtures DIR] [--rounds N]
//   engine-bench --repeat FILE N     simulate FILE's scenario N times, no timing (for callgrind)
//   engine-bench --emit FILE         print the simulation of FILE's scenario, byte for byte
//   engine-bench --generated EVENTS DEPTH N   simulate a generated scenario N times (callgrind)
//   engine-bench --repeat-foundation FILE N   the Foundation Codable baseline N times (callgrind)
//   engine-bench --compare FILE [--rounds N]  compare of FILE over the default columns against
//                                    columns × one simulate of each column's scenario (wall clock)
//   engine-bench --gzip FILE [--rounds N]     the gzip codec's work on FILE's request and answer
//                                    beside the engine round trip (wall clock)
//   engine-bench --emit-compare FILE [OS,…] [IDIOM,…]  print the comparison of FILE, byte for byte
//   engine-bench --repeat-compare FILE N | --repeat-columns FILE N   either side N times (callgrind)
//   engine-bench --import [FILES] [ROUNDS]    import a generated Xcode project of FILES files (500)
//   engine-bench --lint DIR|FILE [--rounds N]  lint each fixture over 6.0–26.0, phone and pad: median, worst
//   engine-bench --lint-emit FILE [--sarif]    print FILE's lint report (or its SARIF), byte for byte
import AutorotateRendering
import AutorotateWire
import Foundation

/// A Codable mirror of any JSON value: the Foundation baseline decodes and encodes through it.
enum AnyJSON: Codable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    var engineValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let value): .array(value.map(\.engineValue))
        case .object(let value):
            .object(
                JSONObject(value.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value.engineValue) }))
        }
    }

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(AnyJSON.init))
        case .object(let object):
            self = .object(Dictionary(object.members.map { ($0.key, AnyJSON($0.value)) }) { a, _ in a })
        }
    }
}

/// The baseline: the same round trip with Foundation's Codable JSON at both ends. `JSONDecoder`
/// reads the body into a Codable JSON mirror, the engine validates and simulates that document,
/// and `JSONEncoder` writes the simulation (built once, beforehand, as the same mirror: the
/// engine's own writer and reader take no part in the timed baseline).
struct FoundationRoundTrip {
    let body: Data
    let output: AnyJSON
    let decoder = JSONDecoder()
    let encoder: JSONEncoder

    init(body: [UInt8]) {
        self.body = Data(body)
        var output = AnyJSON.null
        if case .success(let simulation) = Simulator.run(json: body),
            let parsed = try? JSONReader.parse(simulation.jsonBytes())
        {
            output = AnyJSON(parsed)
        }
        self.output = output
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
    }

    func run() {
        guard let decoded = try? decoder.decode(AnyJSON.self, from: body),
            case .success = Simulator.run(document: decoded.engineValue)
        else { return }
        _ = try? encoder.encode(output)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Runs `body` repeatedly for about `budget` seconds per round, `rounds` times; the median time per call in µs.
func measure(rounds: Int, budget: Double = 0.3, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var perCall: [Double] = []
    for _ in 0..<rounds {
        var calls = 0
        let start = clock.now
        var elapsed = 0.0
        repeat {
            body()
            calls += 1
            let duration = clock.now - start
            elapsed = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        } while elapsed < budget
        perCall.append(elapsed / Double(calls) * 1e6)
    }
    return median(perCall)
}

/// A phone scenario with `events` device turns (every fourth a present/dismiss pair) under a
/// chain of `depth` custom containers forwarding to their only child.
func generatedScenario(events: Int, depth: Int) -> [UInt8] {
    var controllers: [String] = []
    for level in 0..<depth {
        let child = level + 1 < depth ? #""children":["c\#(level + 1)"],"# : ""
        let forward =
            level + 1 < depth
            ? #""supportedInterfaceOrientations":{"forward":"allChildren"},"shouldAutorotate":{"forward":"allChildren"},"#
            : #""supportedInterfaceOrientations":"allButUpsideDown","#
        controllers.append(
            #""c\#(level)":{\#(child)\#(forward)"class":"Level\#(level)","view":{"id":"v\#(level)","frame":[0,0,320,460],"autoresizingMask":18}}"#
        )
    }
    controllers.append(#""modal":{"supportedInterfaceOrientations":"landscape"}"#)
    let turns = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]
    var list: [String] = []
    for index in 0..<events {
        switch index % 8 {
        case 3: list.append(#"{"type":"present","viewController":"modal","animated":false}"#)
        case 7: list.append(#"{"type":"dismiss","animated":false}"#)
        default: list.append(#"{"type":"deviceOrientation","orientation":"\#(turns[index % 4])"}"#)
        }
    }
    let json =
        #"{"device":{"os":"12.0","model":"iPhone 8"},"viewControllers":{\#(controllers.joined(separator: ","))},"window":{"rootViewController":"c0"},"events":[\#(list.joined(separator: ","))]}"#
    return Array(json.utf8)
}

/// The scenario of a fixture file (its `scenario` member) or of a plain scenario file.
func scenarioBody(path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let body = [UInt8](data)
    if case .object(let fixture)? = try? JSONReader.parse(body), let scenario = fixture["scenario"] {
        return scenario.serialized()
    }
    return body
}

/// A compare request body for `scenario`: default columns unless `os` / `idioms` are given.
func compareBody(scenario: [UInt8], os: [String]? = nil, idioms: [String]? = nil) -> [UInt8] {
    var members = [JSONMember("scenario", (try? JSONReader.parse(scenario)) ?? .null)]
    if let os { members.append(JSONMember("os", .array(os.map(JSONValue.string)))) }
    if let idioms { members.append(JSONMember("idioms", .array(idioms.map(JSONValue.string)))) }
    return JSONValue.object(JSONObject(members)).serialized()
}

/// Each default column's own scenario, as `/v1/simulate` would be sent it.
func columnBodies(scenario: [UInt8]) -> [[UInt8]] {
    guard case .success(let request) = CompareRequest.decode(json: compareBody(scenario: scenario)) else {
        return []
    }
    return request.columns.map { $0.document.serialized() }
}

/// `--compare`: compare over the default columns against the sum of one simulate per column.
func benchCompare(path: String, rounds: Int) {
    guard let scenario = scenarioBody(path: path) else { exit(2) }
    let body = compareBody(scenario: scenario)
    let columns = columnBodies(scenario: scenario)
    guard case .success(let comparison) = Comparator.compare(json: body), !columns.isEmpty else {
        print("compare failed for \(path)")
        exit(1)
    }
    var compareTimes: [Double] = []
    var columnTimes: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let compare = measure(rounds: 1) { _ = Comparator.compare(json: body).map { $0.jsonBytes() } }
        let simulate = measure(rounds: 1) {
            for column in columns { _ = Simulator.simulate(json: column) }
        }
        compareTimes.append(compare)
        columnTimes.append(simulate)
        ratios.append(compare / simulate)
    }
    print("## Compare in-process (median of \(rounds) rounds)\n")
    print("| scenario | columns | compare µs | columns × simulate µs | ratio (target ≤ 1.2) |")
    print("|---|---|---|---|---|")
    print(
        "| \((path as NSString).lastPathComponent) | \(comparison.columns.count) | \(String(format: "%.1f", median(compareTimes))) | \(String(format: "%.1f", median(columnTimes))) | \(String(format: "%.2f", median(ratios)))× |"
    )
}

/// The `N` of a `--rounds N` that follows a command's file argument (taken from `arguments`), else
/// `rounds`.
func trailingRounds(_ arguments: inout ArraySlice<String>, else rounds: Int) -> Int {
    guard arguments.first == "--rounds" else { return rounds }
    arguments.removeFirst()
    return Int(arguments.popFirst() ?? "") ?? rounds
}

var arguments = CommandLine.arguments.dropFirst()
var fixtures = "Tests/Fixtures/scenarios"
var rounds = 5
while let argument = arguments.popFirst() {
    switch argument {
    case "--fixtures": fixtures = arguments.popFirst() ?? fixtures
    case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? rounds
    case "--decode":
        // Profiling mode (callgrind): decode one simulation (the client's typed path) N times.
        let path = arguments.popFirst() ?? ""
        let count = Int(arguments.popFirst() ?? "") ?? 100
        guard let data = FileManager.default.contents(atPath: path) else { exit(2) }
        let bytes = [UInt8](data)
        for _ in 0..<count {
            do {
                _ = try Simulation(json: bytes)
            } catch {
                FileHandle.standardError.write(Data("not a simulation: \(error)\n".utf8))
                exit(1)
            }
        }
        exit(0)
    case "--repeat", "--emit":
        // Profiling mode (callgrind): simulate one scenario body N times, no timing.
        let path = arguments.popFirst() ?? ""
        let count = argument == "--emit" ? 1 : Int(arguments.popFirst() ?? "") ?? 100
        guard let data = FileManager.default.contents(atPath: path) else { exit(2) }
        var body = [UInt8](data)
        if case .object(let fixture)? = try? JSONReader.parse(body), let scenario = fixture["scenario"] {
            body = scenario.serialized()
        }
        for _ in 0..<count {
            let result = Simulator.simulate(json: body)
            if argument == "--emit", case .success(let output) = result {
                FileHandle.standardOutput.write(Data(output.json))
            }
        }
        exit(0)
    case "--repeat-foundation":
        // Profiling mode (callgrind): the Foundation baseline round trip N times.
        let path = arguments.popFirst() ?? ""
        let count = Int(arguments.popFirst() ?? "") ?? 10
        guard let data = FileManager.default.contents(atPath: path),
            case .object(let fixture)? = try? JSONReader.parse([UInt8](data)),
            let scenario = fixture["scenario"]
        else { exit(2) }
        let roundTrip = FoundationRoundTrip(body: scenario.serialized())
        for _ in 0..<count { roundTrip.run() }
        exit(0)
    case "--compare":
        let path = arguments.popFirst() ?? ""
        benchCompare(path: path, rounds: trailingRounds(&arguments, else: rounds))
        exit(0)
    case "--gzip":
        let path = arguments.popFirst() ?? ""
        benchGzip(path: path, rounds: trailingRounds(&arguments, else: rounds))
        exit(0)
    case "--emit-compare":
        guard let scenario = scenarioBody(path: arguments.popFirst() ?? "") else { exit(2) }
        let os = arguments.popFirst().map { $0.split(separator: ",").map(String.init) }
        let idioms = arguments.popFirst().map { $0.split(separator: ",").map(String.init) }
        switch Comparator.compare(json: compareBody(scenario: scenario, os: os, idioms: idioms)) {
        case .success(let comparison): FileHandle.standardOutput.write(Data(comparison.jsonBytes()))
        case .failure(let problem):
            FileHandle.standardError.write(Data("\(problem.detail) \(problem.errors)\n".utf8))
            exit(1)
        }
        exit(0)
    case "--repeat-compare", "--repeat-columns":
        guard let scenario = scenarioBody(path: arguments.popFirst() ?? "") else { exit(2) }
        let count = Int(arguments.popFirst() ?? "") ?? 10
        let body = compareBody(scenario: scenario)
        let columns = columnBodies(scenario: scenario)
        for _ in 0..<count {
            if argument == "--repeat-compare" {
                _ = Comparator.compare(json: body).map { $0.jsonBytes() }
            } else {
                for column in columns { _ = Simulator.simulate(json: column) }
            }
        }
        exit(0)
    case "--repeat-lint":
        // Profiling mode (callgrind): lint FILE's scenario over 6.0–26.0, phone and pad, N times;
        // prints the simulations one lint runs (for instructions per simulation).
        guard let scenario = scenarioBody(path: arguments.popFirst() ?? ""),
            let body = LintBench.wideRequest(Data(scenario))
        else { exit(2) }
        let count = Int(arguments.popFirst() ?? "") ?? 10
        for _ in 0..<count { _ = Linter.lint(json: body).map { $0.jsonBytes() } }
        print("simulations per lint: \(Linter.simulationCount(json: body))")
        exit(0)
    case "--batch":
        // Profiling mode (callgrind): an NDJSON batch of N copies of FILE's scenario, answered line
        // by line into one output buffer as `POST /v1/simulate/batch` answers it (HTTP aside).
        guard let scenario = scenarioBody(path: arguments.popFirst() ?? "") else { exit(2) }
        let count = Int(arguments.popFirst() ?? "") ?? 1_000
        var body: [UInt8] = []
        for _ in 0..<count { body += scenario + [0x0A] }
        var output: [UInt8] = []
        var start = 0
        while start < body.count {
            let newline = body[start...].firstIndex(of: 0x0A) ?? body.count
            let line = Array(body[start..<newline])
            start = newline + 1
            if case .success(let simulation) = Simulator.simulate(json: line) {
                output += simulation.json
                output.append(0x0A)
            }
            if output.count > 1 << 20 { output.removeAll(keepingCapacity: true) }
        }
        exit(0)
    case "--import":
        let count = Int(arguments.popFirst() ?? "") ?? 500
        let importRounds = Int(arguments.popFirst() ?? "") ?? 7
        exit(ImportBench.run(files: count, rounds: importRounds))
    case "--lint":
        let path = arguments.popFirst() ?? "Tests/Fixtures/lint"
        LintBench.run(path: path, rounds: trailingRounds(&arguments, else: rounds))
        exit(0)
    case "--lint-emit":
        let path = arguments.popFirst() ?? ""
        let sarif = arguments.first == "--sarif"
        guard let data = FileManager.default.contents(atPath: path) else { exit(2) }
        switch Linter.lint(json: [UInt8](data)) {
        case .success(let report):
            FileHandle.standardOutput.write(
                Data(sarif ? report.sarifBytes(rules: Linter.descriptors()) : report.jsonBytes()))
            exit(0)
        case .failure(let problem):
            FileHandle.standardError.write(Data("\(path): \(problem.detail) \(problem.errors)\n".utf8))
            exit(1)
        }
    case "--generated":
        let events = Int(arguments.popFirst() ?? "") ?? 1_000
        let depth = Int(arguments.popFirst() ?? "") ?? 50
        let count = Int(arguments.popFirst() ?? "") ?? 1
        let body = generatedScenario(events: events, depth: depth)
        for _ in 0..<count { _ = Simulator.simulate(json: body) }
        exit(0)
    default:
        print(
            "usage: engine-bench [--fixtures DIR] [--rounds N] | --repeat FILE N | --emit FILE | --decode SIMULATION N"
                + " | --repeat-foundation FILE N | --generated EVENTS DEPTH N | --compare FILE"
                + " | --emit-compare FILE [OS,…] [IDIOM,…] | --repeat-compare FILE N | --repeat-columns FILE N"
                + " | --import [FILES] [ROUNDS] | --lint DIR|FILE [--rounds N] | --lint-emit FILE [--sarif]"
        )
        exit(2)
    }
}

print("## Engine in-process (median of \(rounds) rounds)\n")
print("| scenario | events | engine round trip µs | scenarios/s | Foundation Codable round trip µs | ratio |")
print("|---|---|---|---|---|---|")
let names = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter {
    $0.hasSuffix(".json")
}.sorted()
for name in names {
    guard let data = FileManager.default.contents(atPath: fixtures + "/" + name),
        case .object(let fixture)? = try? JSONReader.parse([UInt8](data)), let scenario = fixture["scenario"]
    else { continue }
    let body = scenario.serialized()
    guard case .success = Simulator.simulate(json: body) else { continue }
    let roundTrip = FoundationRoundTrip(body: body)
    // Alternate the two within each round, so that load from elsewhere on the machine hits both
    // alike; the ratio is the median of the per-round ratios.
    var engineTimes: [Double] = []
    var foundationTimes: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let engine = measure(rounds: 1) { _ = Simulator.simulate(json: body) }
        let foundation = measure(rounds: 1) { roundTrip.run() }
        engineTimes.append(engine)
        foundationTimes.append(foundation)
        ratios.append(foundation / engine)
    }
    let engine = median(engineTimes)
    let foundation = median(foundationTimes)
    let ratio = median(ratios)
    var eventCount = 0
    if case .object(let object) = scenario, case .array(let events)? = object["events"] {
        eventCount = events.count
    }
    print(
        "| \(name.replacingOccurrences(of: ".json", with: "")) | \(eventCount) | \(String(format: "%.1f", engine)) | \(Int(1e6 / engine)) | \(String(format: "%.1f", foundation)) | \(String(format: "%.1f", ratio))× |"
    )
}

print("\n## Generated scenarios: cost per event (decode + simulate + encode)\n")
print("| events | hierarchy depth | total ms | µs per event | events/s |")
print("|---|---|---|---|---|")
for (events, depth) in [(1_000, 50), (2_500, 50), (5_000, 50), (10_000, 50), (10_000, 1), (10_000, 10)] {
    let body = generatedScenario(events: events, depth: depth)
    guard case .success = Simulator.simulate(json: body) else {
        print("| \(events) | \(depth) | generated scenario was rejected | | |")
        continue
    }
    let micros = measure(rounds: max(1, rounds / 2), budget: 0.5) { _ = Simulator.simulate(json: body) }
    print(
        "| \(events) | \(depth) | \(String(format: "%.1f", micros / 1000)) | \(String(format: "%.2f", micros / Double(events))) | \(Int(Double(events) / micros * 1e6)) |"
    )
}
