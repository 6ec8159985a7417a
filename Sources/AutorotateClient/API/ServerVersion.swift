import FoundationEssentials

/// What `GET /v1/version` reports: the engine version and the rule generations with the iOS
/// versions each covers.
public struct ServerVersion: Sendable, Equatable {
    /// One rule generation (R0.2) and its iOS range.
    public struct GenerationRange: Sendable, Equatable {
        public var name: String
        public var from: String
        /// `nil` for the open-ended newest generation.
        public var through: String?
    }

    /// The engine's version, e.g. `1.0.0`.
    public var engineVersion: String
    public var generations: [GenerationRange]
    /// The document as received.
    public var json: [UInt8]

    init?(json: [UInt8]) {
        guard let document = try? JSONDecoder().decode(VersionDocument.self, from: Data(json)),
            let version = document.engine?.version ?? document.version
        else { return nil }
        engineVersion = version
        generations = (document.generations ?? []).map {
            GenerationRange(name: $0.name, from: $0.from ?? "", through: $0.through)
        }
        self.json = json
    }
}

/// The JSON shape of the version document, lenient about absent members.
private struct VersionDocument: Decodable {
    struct Engine: Decodable { var version: String? }
    struct Generation: Decodable {
        var name: String
        var from: String?
        var through: String?
    }
    var version: String?
    var engine: Engine?
    var generations: [Generation]?
}
