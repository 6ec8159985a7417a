import AutorotateWire
import Testing

/// The wire forms added for fixes and probed transitions: a finding's `edits` and a call's
/// `available` survive a round trip, and are absent from the bytes when unset.
@Suite struct FindingEditWireTests {
    /// A report whose finding carries edits decodes to the same report; one without writes no `edits`.
    @Test func editsRoundTrip() throws {
        var finding = Finding(
            id: "AR002", severity: .warning, title: "t", message: "m", pointer: "/viewControllers/a/x",
            fix: "f", rule: "R1.2", confidence: .documented, os: [OSRange(from: "12.0", through: "26.0")],
            evidence: nil)
        let plain = LintReport(engineVersion: "1", findings: [finding])
        #expect(!String(decoding: plain.jsonBytes(), as: UTF8.self).contains("edits"))
        finding.edits = [
            FindingEdit(
                path: "A.swift", line: 3, column: 9, endLine: 4, endColumn: 2, replacement: "x\n\"y\"")
        ]
        let report = LintReport(engineVersion: "1", findings: [finding])
        let text = String(decoding: report.jsonBytes(), as: UTF8.self)
        #expect(text.contains(#""edits":[{"path":"A.swift","line":3,"column":9,"endLine":4,"endColumn":2"#))
        #expect(try LintReport(json: report.jsonBytes()) == report)
    }

    /// An import result whose call carries `available` decodes to the same result.
    @Test func availableRoundTrips() throws {
        var call = ImportTransition(
            call: .object(JSONObject([JSONMember("type", .string("attemptRotationToDeviceOrientation"))])),
            in: "a", path: "A.swift", line: 2)
        call.available = TransitionAvailability(below: "16.0")
        let result = ImportResult(
            scenario: .object(JSONObject()),
            lint: ImportLint(minimumOS: "12.0", maximumOS: "26.0", idioms: ["phone"]),
            sources: [:], notes: [], transitions: [call])
        #expect(
            String(decoding: result.jsonBytes(), as: UTF8.self).contains(#""available":{"below":"16.0"}"#))
        #expect(try ImportResult(json: result.jsonBytes()) == result)
    }
}
