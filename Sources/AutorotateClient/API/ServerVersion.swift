import AutorotateWire

/// What `GET /v1/version` reports: the engine version and the rule generations with the iOS
/// versions each covers.
///
/// ```swift
/// let version = try await client.version()
/// print(version.engineVersion, version.generations.map(\.id))   // 1.0.0 ["ios5", …, "ios16"]
/// ```
public struct ServerVersion: Sendable, Equatable {
    /// One rule generation (R0.2) and its iOS range.
    public struct GenerationRange: Sendable, Equatable {
        /// The generation, e.g. `ios6`.
        public var id: String
        /// The first iOS version it covers, e.g. `6.0`.
        public var from: String
        /// The last iOS version it covers, e.g. `6.1.x`; `nil` for the open-ended newest one.
        public var through: String?
    }

    /// The engine's version, e.g. `1.0.0`.
    public var engineVersion: String
    /// The rule generations, in rule order.
    public var generations: [GenerationRange]
    /// The document as received.
    public var json: [UInt8]

    /// Decodes the version document; `nil` when `json` is not one.
    public init?(json: [UInt8]) {
        guard let document = WireDecoding.parse(json)?.objectValue,
            let version = document["engine"]?.objectValue?["version"]?.stringValue
        else { return nil }
        var generations: [GenerationRange] = []
        if case .array(let entries) = document["generations"] {
            for entry in entries {
                guard let fields = entry.objectValue, let id = fields["id"]?.stringValue else { return nil }
                generations.append(
                    GenerationRange(
                        id: id, from: fields["from"]?.stringValue ?? "",
                        through: fields["through"]?.stringValue))
            }
        }
        engineVersion = version
        self.generations = generations
        self.json = json
    }
}
