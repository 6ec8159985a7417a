import AutorotateEngine

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

extension JSONValue {
    /// The object's members, or `nil` for any other value.
    var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, or `nil` for any other value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as an `Int` when it is an integer, else `nil`.
    var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 1e15 else {
            return nil
        }
        return Int(number)
    }
}
