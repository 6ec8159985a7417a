import AutorotateEngine

/// Reads the engine's wire types from response bodies, with the engine's own JSON reader.
enum WireDecoding {
    /// Why a body is not the expected document.
    struct Failure: Error {
        var reason: String
    }

    /// A `Simulation` from its JSON bytes, or why not.
    static func simulation(_ bytes: [UInt8]) -> Result<Simulation, Failure> {
        // Replaced by `Simulation(json:)` when the engine's JSON reader is merged.
        .failure(Failure(reason: "this build cannot decode simulations yet (\(bytes.count) bytes received)"))
    }
}
