import AutorotateEngine

/// The body of `GET /v1/version`:
/// `{"engine":{"version":"1.0.0"},"generations":[{"id":"ios5","from":"2.0","through":"5.1.x"},…,{"id":"ios16","from":"16.0","through":null}]}`
/// (generations in rule order; `through` is `null` for the open-ended last one), then
/// `"boundaries":[{"os":"2.0","rules":["R0.1","R4"],"summary":"…"},…]`: every version at which a
/// rule switches (R0.2, R0.3), the default columns of `POST /v1/compare`.
public enum VersionDocument {
    public static let json: [UInt8] = {
        var out = "{\"engine\":{\"version\":\"\(EngineInfo.version)\"},\"generations\":["
        for (index, generation) in Generation.allCases.enumerated() {
            if index > 0 { out += "," }
            let range = generation.osRange
            let through = range.through.map { "\"\($0)\"" } ?? "null"
            out += "{\"id\":\"\(generation.rawValue)\",\"from\":\"\(range.from)\",\"through\":\(through)}"
        }
        out += "],\"boundaries\":["
        for (index, boundary) in VersionBoundaries.all.enumerated() {
            if index > 0 { out += "," }
            let rules = boundary.rules.map { "\"\($0)\"" }.joined(separator: ",")
            out += "{\"os\":\"\(boundary.os)\",\"rules\":[\(rules)],\"summary\":\"\(boundary.summary)\"}"
        }
        return Array((out + "]}\n").utf8)
    }()
}
