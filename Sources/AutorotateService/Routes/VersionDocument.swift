import AutorotateEngine

/// The body of `GET /v1/version`:
/// `{"engine":{"version":"1.0.0"},"generations":[{"id":"ios5","from":"2.0","through":"5.1.x"},…,{"id":"ios16","from":"16.0","through":null}]}`
/// (generations in rule order; `through` is `null` for the open-ended last one).
enum VersionDocument {
    static let json: [UInt8] = {
        var out = "{\"engine\":{\"version\":\"\(EngineInfo.version)\"},\"generations\":["
        for (index, generation) in Generation.allCases.enumerated() {
            if index > 0 { out += "," }
            let range = generation.osRange
            let through = range.through.map { "\"\($0)\"" } ?? "null"
            out += "{\"id\":\"\(generation.rawValue)\",\"from\":\"\(range.from)\",\"through\":\(through)}"
        }
        return Array((out + "]}\n").utf8)
    }()
}
