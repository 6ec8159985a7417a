import Testing

@testable import AutorotateService

@Suite("Content negotiation")
struct ContentNegotiationTests {
    static let json = ["application/json"]
    static let pictures = ["application/json", "image/svg+xml"]

    /// No Accept, an empty one, `*/*`, `application/*` and a lone `*` all get the route's first offer.
    @Test(arguments: [nil, "", "*/*", "application/*", "*", "*; q=.2", "text/html, */*;q=0.1"])
    func wildcardsAndAbsenceGetTheFirstOffer(accept: String?) {
        #expect(
            ContentNegotiation.select(accept: accept, offered: Self.pictures)
                == .acceptable("application/json"))
    }

    /// An exact type is chosen even when the route prefers another one.
    @Test func exactTypeWins() {
        #expect(
            ContentNegotiation.select(accept: "image/svg+xml", offered: Self.pictures)
                == .acceptable("image/svg+xml"))
    }

    /// The highest q-value wins; on a tie the route's order decides.
    @Test func qValuesOrderTheOffers() {
        #expect(
            ContentNegotiation.select(
                accept: "application/json;q=0.5, image/svg+xml;q=0.9", offered: Self.pictures)
                == .acceptable("image/svg+xml"))
        #expect(
            ContentNegotiation.select(
                accept: "image/svg+xml;q=0.9, application/json;q=0.9", offered: Self.pictures)
                == .acceptable("application/json"))
        #expect(
            ContentNegotiation.select(accept: "image/*;q=1, application/json;q=0.999", offered: Self.pictures)
                == .acceptable("image/svg+xml"))
    }

    /// The most specific matching range sets the weight: `q=0` on the exact type excludes it
    /// even under `*/*`, and a specific `q` overrides a wildcard's.
    @Test func mostSpecificRangeDecides() {
        #expect(
            ContentNegotiation.select(accept: "*/*, application/json;q=0", offered: Self.pictures)
                == .acceptable("image/svg+xml"))
        #expect(
            ContentNegotiation.select(accept: "*/*, application/json;q=0", offered: Self.json)
                == .notAcceptable)
        #expect(
            ContentNegotiation.select(accept: "application/*;q=0.1, */*", offered: Self.pictures)
                == .acceptable("image/svg+xml"))
    }

    /// Types that exclude every offer are not acceptable, including `q=0` everywhere.
    @Test(arguments: ["text/html", "image/*", "application/xml, text/*", "*/*;q=0", "application/json;q=0"])
    func excludedOffersAreNotAcceptable(accept: String) {
        #expect(ContentNegotiation.select(accept: accept, offered: Self.json) == .notAcceptable)
    }

    /// Media types and parameters compare without case; other parameters are ignored.
    @Test func caseAndParameters() {
        #expect(
            ContentNegotiation.select(accept: "Application/JSON; charset=utf-8; Q=0.5", offered: Self.json)
                == .acceptable("application/json"))
        #expect(
            ContentNegotiation.select(accept: "text/plain;version=0.0.4;q=0.4", offered: ["text/plain"])
                == .acceptable("text/plain"))
    }

    /// Unreadable elements are skipped; a field with none readable counts as absent.
    @Test func malformedElements() {
        #expect(
            ContentNegotiation.select(accept: "garbage, ,;;", offered: Self.json)
                == .acceptable("application/json"))
        #expect(
            ContentNegotiation.select(accept: "text/html;q=2, text/html;q=x", offered: Self.json)
                == .acceptable("application/json"))
        #expect(ContentNegotiation.select(accept: "bogus, text/html", offered: Self.json) == .notAcceptable)
        #expect(
            ContentNegotiation.select(accept: "*/json", offered: Self.json) == .acceptable("application/json")
        )
    }

    /// q-values follow RFC 9110 §12.4.2: at most three decimals, never above 1.
    @Test func qValueGrammar() {
        #expect(MediaRange.parseQValue("1") == 1000)
        #expect(MediaRange.parseQValue("0.25") == 250)
        #expect(MediaRange.parseQValue("0.") == 0)
        #expect(MediaRange.parseQValue("1.000") == 1000)
        #expect(MediaRange.parseQValue("1.001") == nil)
        #expect(MediaRange.parseQValue("0.2500") == nil)
        #expect(MediaRange.parseQValue("2") == nil)
        #expect(MediaRange.parseQValue("-0.5") == nil)
    }
}
