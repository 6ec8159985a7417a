import AutorotateEngine
import AutorotateImport
import AutorotateWire
import CLinuxShims

/// A scenario body as the service reads it everywhere (api.md §7): `app.infoPlist` may be the text
/// of an Info.plist, converted by ``InfoPlistText`` before the engine, which never sees XML. A
/// plist that does not parse is 422 at `/app/infoPlist`, with the plist's line in the detail.
enum ScenarioBody {
    /// Simulates `body` (a Scenario), its plist text converted first.
    static func simulate(_ body: [UInt8], limits: EngineLimits) -> Result<SimulationOutput, InputProblem> {
        switch expanded(body) {
        case .success(let json): Simulator.simulate(json: json, limits: limits)
        case .failure(let problem): .failure(problem)
        }
    }

    /// `body` with a plist-text `app.infoPlist` (of the scenario at `scenarioPath`) converted, as
    /// ``InfoPlistText/expandInScenario(json:scenarioPath:)`` converts it; a body in which no
    /// `infoPlist` member can be a string comes back as it is without being parsed.
    static func expanded(_ body: [UInt8], scenarioPath: [String] = []) -> Result<[UInt8], InputProblem> {
        guard mayHoldInfoPlistText(body) else { return .success(body) }
        return InfoPlistText.expandInScenario(json: body, scenarioPath: scenarioPath).map(\.json)
    }

    /// Whether some member named `infoPlist` may have a string value, found by a scan of the bytes
    /// instead of a parse. `false` only when no `"infoPlist"` is followed by a colon and an opening
    /// quote, and no `\u` could begin an escape that spells a key another way: then
    /// `/app/infoPlist` is absent or not a string, and there is nothing to convert. Both searches
    /// are `memmem` (the byte-at-a-time scan was 1 % of a simulate request's CPU). A `\u` that is
    /// not an escape (`\\u`) also answers `true`, as does any other doubt: that leaves the decision
    /// to the full parse. A body that is not JSON comes back unchanged either way.
    static func mayHoldInfoPlistText(_ body: [UInt8]) -> Bool {
        body.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            if shim_memmem(base, bytes.count, "\\u", 2) != nil { return true }
            let needle: StaticString = "\"infoPlist\""
            let length = needle.utf8CodeUnitCount
            var from = 0
            while from < bytes.count,
                let found = shim_memmem(base + from, bytes.count - from, needle.utf8Start, length)
            {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var next = skipWhitespace(bytes, from: index + length)
                if next < bytes.count && bytes[next] == UInt8(ascii: ":") {
                    next = skipWhitespace(bytes, from: next + 1)
                    if next < bytes.count && bytes[next] == UInt8(ascii: "\"") { return true }
                }
                // The closing quote may open the next string: search again from it.
                from = index + length - 1
            }
            return false
        }
    }

    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index
            }
        }
        return index
    }
}
