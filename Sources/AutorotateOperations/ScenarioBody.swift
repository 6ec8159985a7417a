import AutorotateImport
import AutorotateWire
import Glibc

/// A scenario body as every operation reads it (api.md §7): `app.infoPlist` may be the text of an
/// Info.plist, converted by ``InfoPlistText`` before the engine, which never sees XML. A plist
/// that does not parse is 422 at `/app/infoPlist`, with the plist's line in the detail.
enum ScenarioBody {
    /// `body` with a plist-text `app.infoPlist` (of the scenario at `scenarioPath`) converted, as
    /// ``InfoPlistText/expandInScenario(json:scenarioPath:)`` converts it, with the line of each
    /// plist key (for lint's `plistLine`); a body in which no `infoPlist` member can be a string
    /// comes back as it is without being parsed.
    static func expandedScenario(_ body: [UInt8], scenarioPath: [String] = []) -> Result<
        (json: [UInt8], plistLines: [String: Int]), InputProblem
    > {
        guard mayHoldInfoPlistText(body) else { return .success((body, [:])) }
        return InfoPlistText.expandInScenario(json: body, scenarioPath: scenarioPath).map {
            ($0.json, $0.plistLines)
        }
    }

    /// ``expandedScenario(_:scenarioPath:)``'s bytes only.
    static func expanded(_ body: [UInt8], scenarioPath: [String] = []) -> Result<[UInt8], InputProblem> {
        expandedScenario(body, scenarioPath: scenarioPath).map(\.json)
    }

    /// Whether some member named `infoPlist` may have a string value, found by a scan of the bytes
    /// instead of a parse. `false` only when no `"infoPlist"` is followed by a colon and an opening
    /// quote, and no `\u` could begin an escape that spells a key another way: then
    /// `/app/infoPlist` is absent or not a string, and there is nothing to convert. A `\u` that is
    /// not an escape (`\\u`) also answers `true`, as does any other doubt: that leaves the decision
    /// to the full parse. A body that is not JSON comes back unchanged either way.
    ///
    /// Both searches are `memchr` (vectorised) for one byte, each hit checked in place: a backslash
    /// is tested for a following `u`, and a `P` for `"infoPlist"` around it (the needle's only
    /// `P`, so every occurrence of the needle is found through its own `P`). Every simulate
    /// request pays for this scan, so it must cost far less than a parse.
    static func mayHoldInfoPlistText(_ body: [UInt8]) -> Bool {
        body.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            var from = 0
            while from < count, let found = memchr(base + from, 0x5C, count - from) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 < count && bytes[index + 1] == UInt8(ascii: "u") { return true }
                from = index + 1
            }
            let needle: StaticString = "\"infoPlist\""
            let length = needle.utf8CodeUnitCount
            let offsetOfP = 5
            from = offsetOfP
            while from < count, let found = memchr(base + from, 0x50, count - from) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                from = index + 1
                let start = index - offsetOfP
                // Bounds: start ≥ 0 because the search began at offsetOfP; the end is checked here.
                // The byte after the `P` first: scenarios spell `Portrait` far more often than
                // `infoPlist`, and this spares them the call to memcmp.
                guard start + length <= count, bytes[index + 1] == UInt8(ascii: "l"),
                    memcmp(base + start, needle.utf8Start, length) == 0
                else {
                    continue
                }
                var next = skipWhitespace(bytes, from: start + length)
                if next < count && bytes[next] == UInt8(ascii: ":") {
                    next = skipWhitespace(bytes, from: next + 1)
                    if next < count && bytes[next] == UInt8(ascii: "\"") { return true }
                }
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
