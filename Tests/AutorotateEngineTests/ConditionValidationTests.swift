import AutorotateWire
import Testing

@testable import AutorotateEngine

/// A condition that cannot be read (api.md §1) is reported at its JSON pointer, with a
/// did-you-mean where a near spelling exists: 422 for a value, 400 for the wrong JSON type.
@Suite struct ConditionValidationTests {
    /// The problem of a scenario whose root's mask is `{"if": condition, …}`; `nil` when it runs.
    static func problem(_ condition: String) -> InputProblem? {
        RuleTest.problem(
            #"""
            {"device": {"os": "16.0"}, "app": {"flags": {"on": true}},
             "viewControllers": {"a": {"supportedInterfaceOrientations":
                                        {"if": \#(condition), "then": "landscape", "else": "portrait"}}},
             "window": {"rootViewController": "a"}}
            """#)
    }

    static let base = "/viewControllers/a/supportedInterfaceOrientations/if"

    /// The single error of `condition`'s problem: its kind, pointer and detail.
    static func error(_ condition: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
        kind: InputProblem.Kind, pointer: String, detail: String
    ) {
        let problem = try #require(Self.problem(condition), sourceLocation: sourceLocation)
        #expect(problem.errors.count == 1, sourceLocation: sourceLocation)
        let error = try #require(problem.errors.first, sourceLocation: sourceLocation)
        return (problem.kind, error.pointer, error.detail)
    }

    /// Every well-formed condition kind is accepted.
    @Test func everyKindIsAccepted() {
        for condition in [
            #""on""#, #"{"idiom": "pad"}"#, #"{"idiom": "phone"}"#, #"{"osAtLeast": "16.0"}"#,
            #"{"osAtLeast": "9"}"#, #"{"osAtLeast": "15.7.1"}"#, #"{"not": "on"}"#,
            #"{"all": ["on", {"idiom": "pad"}]}"#, #"{"any": [{"not": {"osAtLeast": "17.0"}}]}"#,
        ] {
            #expect(Self.problem(condition) == nil, "\(condition)")
        }
    }

    /// An unknown condition key is 422 at that key, with a did-you-mean.
    @Test func unknownConditionKey() throws {
        let error = try Self.error(#"{"idom": "pad"}"#)
        #expect(error.kind == .invalid)
        #expect(error.pointer == Self.base + "/idom")
        #expect(error.detail.contains("unknown condition 'idom'"))
        #expect(error.detail.contains("did you mean 'idiom'"))
        let version = try Self.error(#"{"osAtleast": "16.0"}"#)
        #expect(version.detail.contains("did you mean 'osAtLeast'"))
    }

    /// An unknown idiom is 422 at the idiom, with a did-you-mean.
    @Test func badIdiom() throws {
        let error = try Self.error(#"{"idiom": "ipad"}"#)
        #expect(error.kind == .invalid)
        #expect(error.pointer == Self.base + "/idiom")
        #expect(error.detail.contains("unknown idiom 'ipad'"))
        #expect(error.detail.contains("did you mean 'pad'"))
    }

    /// A version that is not major[.minor[.patch]] is 422 at `osAtLeast`, suggesting the version
    /// inside it; a number is 400 (it cannot tell 16.1 from 16.10).
    @Test func badVersion() throws {
        let words = try Self.error(#"{"osAtLeast": "iOS 16"}"#)
        #expect(words.kind == .invalid)
        #expect(words.pointer == Self.base + "/osAtLeast")
        #expect(words.detail.contains("'iOS 16' is not an iOS version"))
        #expect(words.detail.contains("did you mean '16.0'"))
        let wildcard = try Self.error(#"{"osAtLeast": "16.x"}"#)
        #expect(wildcard.detail.contains("did you mean '16.0'"))
        let nonsense = try Self.error(#"{"osAtLeast": "latest"}"#)
        #expect(!nonsense.detail.contains("did you mean"))
        let number = try Self.error(#"{"osAtLeast": 16}"#)
        #expect(number.kind == .malformed)
        #expect(number.pointer == Self.base + "/osAtLeast")
    }

    /// Problems deep inside `all`, `any` and `not` are pointed at exactly, all of them at once.
    @Test func nestedProblemsArePointedAt() throws {
        let problem = try #require(
            Self.problem(#"{"all": [{"not": {"idiom": "tv"}}, {"any": ["on", {"osAtLeast": "x"}]}]}"#))
        #expect(
            problem.errors.map(\.pointer) == [
                Self.base + "/all/0/not/idiom", Self.base + "/all/1/any/1/osAtLeast",
            ])
    }

    /// An unknown flag inside a combined condition is reported where it is named.
    @Test func unknownNestedFlag() throws {
        let error = try Self.error(#"{"any": [{"idiom": "pad"}, {"not": "of"}]}"#)
        #expect(error.pointer == Self.base + "/any/1/not")
        #expect(error.detail.contains("unknown flag 'of'"))
        #expect(error.detail.contains("did you mean 'on'"))
        let whole = try Self.error(#""of""#)
        #expect(whole.pointer == Self.base)
    }

    /// A condition object with no member, or with two, is 422: a member ignored would change
    /// what the condition means.
    @Test func conditionObjectHasExactlyOneMember() throws {
        let empty = try Self.error("{}")
        #expect(empty.kind == .invalid)
        #expect(empty.pointer == Self.base)
        let two = try Self.error(#"{"idiom": "pad", "osAtLeast": "16.0"}"#)
        #expect(two.pointer == Self.base)
        #expect(two.detail.contains("all"))
    }

    /// `all` and `any` take a non-empty array; anything else in a condition's place is 400.
    @Test func shapesOfCombinations() throws {
        let notArray = try Self.error(#"{"all": "on"}"#)
        #expect(notArray.kind == .malformed)
        #expect(notArray.pointer == Self.base + "/all")
        let empty = try Self.error(#"{"any": []}"#)
        #expect(empty.kind == .invalid)
        #expect(empty.pointer == Self.base + "/any")
        let number = try Self.error("1")
        #expect(number.kind == .malformed)
        #expect(number.pointer == Self.base)
        let element = try Self.error(#"{"all": [true]}"#)
        #expect(element.kind == .malformed)
        #expect(element.pointer == Self.base + "/all/0")
    }

    /// Conditions nested beyond the limit are refused, not recursed into without end.
    @Test func deepNestingIsRefused() throws {
        let depth = ScenarioNames.maxConditionNesting + 1
        let condition =
            String(repeating: #"{"not": "#, count: depth) + #""on""# + String(repeating: "}", count: depth)
        let error = try Self.error(condition)
        #expect(error.kind == .invalid)
        #expect(error.detail.contains("nested too deeply"))
        let allowed = ScenarioNames.maxConditionNesting
        let fits =
            String(repeating: #"{"not": "#, count: allowed) + #""on""#
            + String(repeating: "}", count: allowed)
        #expect(Self.problem(fits) == nil)
    }

    /// Compare reads the scenario as a tree, not as bytes: it reports the same condition and basis
    /// problems as simulate, at the same pointers under `/scenario`.
    @Test func compareReportsConditionProblemsAsSimulateDoes() throws {
        let scenario = #"""
            {"device": {"os": "16.0"}, "app": {"flags": {"on": true}},
             "viewControllers": {"a": {"basis": "guess", "shouldAutorotate":
                {"if": {"any": [{"idiom": "tablet"}, {"not": "of"}, {"osAtLeast": "sixteen"}]}, "then": true, "else": false}}},
             "window": {"rootViewController": "a"}}
            """#
        let simulate = try #require(RuleTest.problem(scenario))
        #expect(simulate.errors.count == 4)
        guard
            case .failure(let compare) = Comparator.compare(json: Array(#"{"scenario": \#(scenario)}"#.utf8))
        else {
            Issue.record("compare accepted the invalid scenario")
            return
        }
        #expect(compare.kind == simulate.kind)
        #expect(
            compare.errors
                == simulate.errors.map { PointerError(pointer: "/scenario" + $0.pointer, detail: $0.detail) })
    }
}
