@testable import AutorotateHTTP

/// Feeds text to a fresh parser and collects the events until it needs more data.
struct ParserHarness {
    var parser: HTTPRequestParser<ManualClock>
    let clock: ManualClock

    init(limits: HTTPParserLimits = HTTPParserLimits()) {
        clock = ManualClock()
        parser = HTTPRequestParser(limits: limits, clock: clock)
    }

    /// Feeds `text` (or bytes) and returns every event up to `.needMoreData` (excluded).
    mutating func feed(_ text: String) -> [HTTPRequestParser<ManualClock>.Event] {
        feed(Array(text.utf8))
    }

    mutating func feed(_ bytes: [UInt8]) -> [HTTPRequestParser<ManualClock>.Event] {
        parser.feed(bytes)
        return drain()
    }

    mutating func drain() -> [HTTPRequestParser<ManualClock>.Event] {
        var events: [HTTPRequestParser<ManualClock>.Event] = []
        while events.count < 1000 {
            let event = parser.next()
            if event == .needMoreData { break }
            events.append(event)
            if case .error = event { break }
        }
        return events
    }

    /// The requests among `events`, as (head, body text).
    static func requests(_ events: [HTTPRequestParser<ManualClock>.Event]) -> [(HTTPRequestHead, String)] {
        events.compactMap {
            if case .request(let head, let body) = $0 { return (head, String(decoding: body, as: UTF8.self)) }
            return nil
        }
    }

    /// The status of the error among `events`, or `nil`.
    static func errorStatus(_ events: [HTTPRequestParser<ManualClock>.Event]) -> Int? {
        for event in events { if case .error(let error) = event { return error.status } }
        return nil
    }
}
