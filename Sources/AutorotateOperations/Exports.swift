// What a caller of the operations needs besides them, so the service and the CLI import this
// module and not the engine or the importer: the wire vocabulary and the pictures, and the few
// engine and importer types that appear in their configuration, help and messages.
@_exported import AutorotateRendering
@_exported import AutorotateWire

@_exported import enum AutorotateEngine.EngineInfo
@_exported import struct AutorotateEngine.EngineLimits
@_exported import enum AutorotateEngine.LintRuleReference
@_exported import enum AutorotateEngine.NameSuggestion
@_exported import struct AutorotateEngine.OSVersion
@_exported import enum AutorotateEngine.VersionBoundaries
@_exported import struct AutorotateImport.ImportError
