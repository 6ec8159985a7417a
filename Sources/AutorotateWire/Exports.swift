// The wire types are read and written with AutorotateJSON's reader, cursor and writer; code that
// imports the wire vocabulary gets JSON with it (one import, as Hummingbird's `Exports.swift`).
@_exported import AutorotateJSON
