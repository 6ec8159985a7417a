import AutorotateEngine
import AutorotateWire
import Testing

/// Differences and their groups (api.md §6), on hand-built rows.
@Suite struct ComparisonDifferencesTests {
    static func cell(
        _ orientation: String, rotated: Bool = false, top: String? = "a", exception: String? = nil,
        error: Int? = nil, rule: String = "R2.5"
    ) -> ComparisonCell {
        ComparisonCell(
            interfaceOrientation: orientation, rotated: rotated, statusBarOrientation: orientation,
            topViewController: top, exception: exception.map { ExceptionInfo(name: $0, reason: "why") },
            error: error.map { ErrorInfo(domain: "UISceneErrorDomain", code: $0, message: "no") }, rule: rule,
            confidence: .documented, explanation: "because \(rule)")
    }

    /// Rows on which every column agrees have no difference.
    @Test func agreeingRowsHaveNoDifference() {
        let rows = [
            ComparisonRow(event: nil, type: "launch", cells: [Self.cell("portrait"), Self.cell("portrait")]),
            ComparisonRow(
                event: 0, type: "deviceOrientation", cells: [Self.cell("portrait"), Self.cell("portrait")]),
        ]
        #expect(ComparisonDifferences.find(in: rows).isEmpty)
    }

    /// Columns are grouped by value, groups ordered by first column, each with its rule and explanation.
    @Test func columnsAreGroupedByValue() {
        let rows = [
            ComparisonRow(
                event: 0, type: "deviceOrientation",
                cells: [
                    Self.cell("portrait", rule: "R4.2"), Self.cell("landscapeRight", rotated: true),
                    Self.cell("portrait", rule: "R4.2"), Self.cell("landscapeRight", rotated: true),
                ])
        ]
        let differences = ComparisonDifferences.find(in: rows)
        #expect(differences.map(\.field) == [.interfaceOrientation, .rotated, .statusBarOrientation])
        let orientation = differences[0]
        #expect(orientation.event == 0)
        #expect(orientation.groups.map(\.columns) == [[0, 2], [1, 3]])
        #expect(orientation.groups.map(\.value) == [.string("portrait"), .string("landscapeRight")])
        #expect(orientation.groups.map(\.rule) == ["R4.2", "R2.5"])
        #expect(orientation.groups.map(\.explanation) == ["because R4.2", "because R2.5"])
        #expect(differences[1].groups.map(\.value) == [.bool(false), .bool(true)])
    }

    /// One decision's explanation is given once per event: the later fields it sets refer to the first.
    @Test func explanationIsGivenOncePerEvent() {
        let rows = [
            ComparisonRow(
                event: 0, type: "deviceOrientation",
                cells: [Self.cell("portrait", rule: "R4.2"), Self.cell("landscapeRight", rotated: true)])
        ]
        let differences = ComparisonDifferences.find(in: rows)
        #expect(differences.map(\.field) == [.interfaceOrientation, .rotated, .statusBarOrientation])
        #expect(differences[0].groups.map(\.explanation) == ["because R4.2", "because R2.5"])
        for later in differences.dropFirst() {
            #expect(
                later.groups.map(\.explanation) == [
                    "Explained under interfaceOrientation at this event.",
                    "Explained under interfaceOrientation at this event.",
                ])
            #expect(later.groups.map(\.rule) == ["R4.2", "R2.5"])
        }
        let texts = differences.flatMap { $0.groups.map(\.explanation) }
        #expect(texts.filter { $0 == "because R2.5" }.count == 1)
    }

    /// A value two rules reach splits its group by rule, but is still one value: no difference
    /// unless another value exists.
    @Test func sameValueByTwoRulesIsNoDifferenceAlone() {
        let agreeing = ComparisonRow(
            event: 0, type: "present", cells: [Self.cell("portrait", rule: "R6.2"), Self.cell("portrait")])
        #expect(ComparisonDifferences.find(in: [agreeing]).isEmpty)
        #expect(
            ComparisonDifferences.groups(of: agreeing, field: .interfaceOrientation).map(\.columns) == [
                [0], [1],
            ])
        let differing = ComparisonRow(
            event: 0, type: "present",
            cells: [Self.cell("portrait", rule: "R6.2"), Self.cell("portrait"), Self.cell("landscapeLeft")])
        let groups = ComparisonDifferences.find(in: [differing])[0].groups
        #expect(groups.map(\.columns) == [[0], [1], [2]])
        #expect(groups.map(\.rule) == ["R6.2", "R2.5", "R2.5"])
    }

    /// A crash in some columns only: the crash is an `exception` difference at its event, and the
    /// crashed column is in no group of later events (where the survivors agree, nothing differs).
    @Test func crashInSomeColumnsOnly() {
        let crash = "UIApplicationInvalidInterfaceOrientation"
        let rows = [
            ComparisonRow(
                event: nil, type: "launch",
                cells: [Self.cell("portrait"), Self.cell("portrait"), Self.cell("portrait")]),
            ComparisonRow(
                event: 0, type: "present",
                cells: [
                    Self.cell("portrait"), Self.cell("portrait", exception: crash, rule: "R2.6"),
                    Self.cell("portrait"),
                ]),
            ComparisonRow(
                event: 1, type: "deviceOrientation",
                cells: [
                    Self.cell("landscapeRight", rotated: true), nil,
                    Self.cell("landscapeRight", rotated: true),
                ]),
            ComparisonRow(
                event: 2, type: "deviceOrientation",
                cells: [Self.cell("portrait", rotated: true), nil, Self.cell("landscapeRight")]),
        ]
        let differences = ComparisonDifferences.find(in: rows)
        #expect(differences.map(\.event) == [0, 2, 2, 2])
        #expect(
            differences.map(\.field) == [.exception, .interfaceOrientation, .rotated, .statusBarOrientation])
        #expect(differences[0].groups.map(\.columns) == [[0, 2], [1]])
        #expect(differences[0].groups.map(\.value) == [.null, .string(crash)])
        #expect(differences[0].groups.map(\.rule) == ["R2.5", "R2.6"])
        #expect(differences[1].groups.map(\.columns) == [[0], [2]])
    }

    /// `error` compares codes, `topViewController` ids, `null` for none.
    @Test func errorCodesAndTopViewControllers() {
        let rows = [
            ComparisonRow(
                event: 0, type: "requestGeometryUpdate",
                cells: [Self.cell("portrait", top: nil), Self.cell("portrait", top: "b", error: 101)])
        ]
        let differences = ComparisonDifferences.find(in: rows)
        #expect(differences.map(\.field) == [.error, .topViewController])
        #expect(differences[0].groups.map(\.value) == [.null, .number(101)])
        #expect(differences[1].groups.map(\.value) == [.null, .string("b")])
    }

    /// The comparison of simulations: `null` cells after a crash, `terminated` per column, `identical`.
    @Test func comparisonOfSimulations() throws {
        let request = try CompareRequest.decode(
            json: Array(
                #"""
                {"scenario": {"device": {"os": "9.0"}, "viewControllers": {}, "window": {"rootViewController": null},
                              "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]},
                 "os": ["8.4", "9.0"]}
                """#.utf8)
        ).get()
        let comparison = try Comparator.run(request).get()
        #expect(comparison.rows.map(\.type) == ["launch", "deviceOrientation"])
        #expect(comparison.rows[1].cells[0] != nil)
        #expect(comparison.rows[1].cells[1] == nil)
        #expect(comparison.terminated[0] == nil)
        #expect(comparison.terminated[1]?.event == nil)
        #expect(comparison.terminated[1]?.exception.name == "NSInternalInconsistencyException")
        #expect(!comparison.identical)
        #expect(comparison.differences.map(\.field) == [.exception])
    }
}
