import AutorotateWire

/// Reads the engine's wire types from response bodies, with the engine's own JSON reader.
enum WireDecoding {
    /// Why a body is not the expected document.
    struct Failure: Error {
        var reason: String
    }

    /// A `Simulation` from its JSON bytes, or why not.
    static func simulation(_ bytes: [UInt8]) -> Result<Simulation, Failure> {
        do {
            return .success(try Simulation(json: bytes))
        } catch {
            return .failure(Failure(reason: "not a simulation: \(error)"))
        }
    }

    /// A JSON document, or `nil` when the bytes are not JSON.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONReader.parse(bytes, maxDepth: JSONReader.depthCeiling)
    }
}
