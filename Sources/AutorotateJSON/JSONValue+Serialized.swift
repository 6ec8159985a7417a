/// A ``JSONValue`` written back to compact JSON text.
extension JSONValue {
    /// The value as compact, deterministic JSON (see ``JSONWriter`` for the number format).
    public func serialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.bytes
    }
}
