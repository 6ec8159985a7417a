/// The `"engine": {"version": …}` member that opens a comparison and a lint report (api.md §6,
/// §7), written and read in one place.
extension JSONOutput {
    /// Writes `"engine":{"version":"<version>"}`, the first member of the open object.
    mutating func engineVersionMember(_ version: String) {
        literal(#""engine":{"version":"#)
        string(version)
        byte(UInt8(ascii: "}"))
    }
}

extension JSONCursor {
    /// Reads the value of an `engine` member: an object whose `version` is required (other
    /// members are skipped).
    mutating func engineVersion() throws(SimulationDecodingError) -> String {
        var version = JSONField<String>()
        try object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "version": try version.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        return try version.required("version")
    }
}
