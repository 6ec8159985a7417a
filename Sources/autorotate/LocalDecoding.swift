import AutorotateEngine

/// Reads the engine's JSON output back into a `Simulation` for the table.
enum LocalDecoding {
    /// Replaced by `Simulation(json:)` when the engine's JSON reader is merged.
    static func simulation(_ bytes: [UInt8]) -> Result<Simulation, DecodingFailure> {
        .failure(DecodingFailure(reason: "this build cannot decode simulations yet"))
    }

    /// Why the output did not decode.
    struct DecodingFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
