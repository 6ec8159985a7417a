import AutorotateWire

/// Indents compact JSON two spaces per level, so pinned results read and diff well
/// (``JSONValue/serialized(indented:)``, the same indentation `autorotate import` prints).
enum PrettyJSON {
    static func format(_ bytes: [UInt8]) -> String {
        guard let value = try? JSONReader.parse(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: value.serialized(indented: true), as: UTF8.self) + "\n"
    }
}
