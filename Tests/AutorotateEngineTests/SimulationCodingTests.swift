import AutorotateTestSupport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The JSON form of Simulation and Decision: api.md §4 key order, nulls, round trips, decode errors.
@Suite struct SimulationCodingTests {
    static let fullMask = OutputMask(
        value: 30, orientations: ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])

    /// A decision with every optional field set, nested reactions included.
    static func fullDecision(event: Int? = 3, reactions: [Decision] = []) -> Decision {
        Decision(
            event: event, type: "deviceOrientation", deviceOrientation: "landscapeLeft",
            interfaceOrientation: "landscapeRight", previousInterfaceOrientation: "portrait",
            statusBarOrientation: "landscapeRight", rotated: true,
            decidedBy: DecidedBy(
                viewController: "nav", className: "UINavigationController", via: "rootViewController"),
            queries: [
                Query(viewController: "nav", object: nil, method: "shouldAutorotate", result: .bool(true)),
                Query(
                    viewController: nil, object: "application",
                    method: "supportedInterfaceOrientationsForWindow:", result: .number(30)),
                Query(
                    viewController: "x", object: "delegate", method: "m",
                    result: .array([.null, .string("é\n")])),
            ],
            topViewController: "list", presented: ["modal", "sheet"],
            reportedDeviceOrientation: "landscapeLeft",
            masks: Masks(
                application: fullMask, viewController: fullMask, device: fullMask, allowed: fullMask),
            rule: "R2.3", confidence: .observed, explanation: "The \"list\" view controller allows it.",
            callbacks: [
                Callback(
                    viewController: "list", method: "willRotateToInterfaceOrientation:duration:",
                    orientation: "landscapeRight", duration: 0.3, size: [568, 320], animated: true),
                Callback(viewController: "list", method: "viewDidLayoutSubviews"),
            ],
            notifications: ["UIDeviceOrientationDidChangeNotification"],
            views: [
                ViewGeometryEntry(
                    id: "window", frame: [0, 0, 320, 568], bounds: [0, 0, 568, 320],
                    transform: [0, 1, -1, 0, 0, 0]),
                ViewGeometryEntry(
                    id: "pager/~", frame: [0, 20, 568, 300], bounds: [0, 0, 568, 300],
                    transform: [1, 0, 0, 1, 0, 0],
                    contentSize: [1704, 300], contentOffset: [568, 0]),
            ],
            exception: ExceptionInfo(name: "UIApplicationInvalidInterfaceOrientation", reason: "reason"),
            error: ErrorInfo(
                domain: "UISceneErrorDomain", code: 101, message: "None of the requested orientations"),
            log: ["BUG IN CLIENT OF UIKIT"],
            warnings: [Warning(code: "c1", message: "m1", pointer: "/events/3")],
            reactions: reactions)
    }

    /// A decision with every optional field unset and every list empty.
    static let bareDecision = Decision(
        event: nil, type: "launch", deviceOrientation: "portrait", interfaceOrientation: "portrait",
        previousInterfaceOrientation: "portrait", statusBarOrientation: "portrait", rotated: false,
        decidedBy: DecidedBy(viewController: nil, className: nil, via: "none"), topViewController: nil,
        presented: [],
        reportedDeviceOrientation: "unknown", masks: nil, rule: "R5.1", confidence: .documented,
        explanation: "")

    static let fullSimulation = Simulation(
        engine: EngineStamp(version: "1.0.0", generation: "ios6"), launch: bareDecision,
        decisions: [fullDecision(reactions: [fullDecision(reactions: [bareDecision])]), bareDecision],
        final: FinalState(
            deviceOrientation: "faceUp", interfaceOrientation: "landscapeLeft",
            statusBarOrientation: "landscapeLeft",
            topViewController: "paint", presented: ["paint"],
            views: [
                ViewGeometryEntry(
                    id: "window", frame: [0, 0, 320, 480], bounds: [0, 0, 480, 320],
                    transform: [0, -1, 1, 0, 0, 0])
            ]),
        terminated: Termination(
            event: 1, exception: ExceptionInfo(name: "NSInvalidArgumentException", reason: "r")))

    static let bareSimulation = Simulation(
        engine: EngineStamp(version: "1.0.0", generation: "ios16"), launch: bareDecision, decisions: [],
        final: FinalState(
            deviceOrientation: "portrait", interfaceOrientation: "portrait", statusBarOrientation: "portrait",
            topViewController: nil, presented: [], views: []),
        terminated: nil)

    /// The keys of every object of `value`, depth first, as `pointer: [keys]`.
    func keyOrder(_ bytes: [UInt8]) throws -> [String] {
        var lines: [String] = []
        func walk(_ value: JSONValue, _ pointer: JSONPointer) {
            switch value {
            case .object(let object):
                lines.append("\(pointer.string): \(object.keys.joined(separator: ","))")
                for member in object.members { walk(member.value, pointer.appending(member.key)) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, pointer.appending(index)) }
            default: break
            }
        }
        walk(try JSONReader.parse(bytes), .root)
        return lines
    }

    /// A bare decision is written with every always-present field, nulls for unset optionals, in §4 order.
    @Test func bareDecisionBytes() {
        let text = String(decoding: Self.bareDecision.jsonBytes(), as: UTF8.self)
        let expected: String = [
            #"{"event":null,"type":"launch","deviceOrientation":"portrait","interfaceOrientation":"portrait","#,
            #""previousInterfaceOrientation":"portrait","statusBarOrientation":"portrait","rotated":false,"#,
            #""decidedBy":{"viewController":null,"class":null,"via":"none"},"queries":[],"topViewController":null,"#,
            #""presented":[],"reportedDeviceOrientation":"unknown","masks":null,"rule":"R5.1","#,
            #""confidence":"documented","explanation":"","callbacks":[],"notifications":[],"views":{},"#,
            #""exception":null,"error":null,"log":[],"warnings":[],"reactions":[]}"#,
        ].joined()
        #expect(text == expected)
    }

    /// A full decision's nested objects use §4's key order and write optional members only when set.
    @Test func fullDecisionKeyOrder() throws {
        let order = try keyOrder(Self.fullDecision().jsonBytes())
        let topLevel: String = [
            ": event,type,deviceOrientation,interfaceOrientation,previousInterfaceOrientation,",
            "statusBarOrientation,rotated,decidedBy,queries,topViewController,presented,reportedDeviceOrientation,",
            "masks,rule,confidence,explanation,callbacks,notifications,views,exception,error,log,warnings,reactions",
        ].joined()
        #expect(order.first == topLevel)
        #expect(order.contains("/decidedBy: viewController,class,via"))
        #expect(order.contains("/queries/0: viewController,method,result"))
        #expect(order.contains("/queries/1: object,method,result"))
        #expect(order.contains("/queries/2: viewController,object,method,result"))
        #expect(order.contains("/masks: application,viewController,device,allowed"))
        #expect(order.contains("/masks/device: value,orientations"))
        #expect(order.contains("/callbacks/0: viewController,method,orientation,duration,size,animated"))
        #expect(order.contains("/callbacks/1: viewController,method"))
        #expect(order.contains("/views: window,pager/~"))
        #expect(order.contains("/views/window: frame,bounds,transform"))
        #expect(order.contains("/views/pager~1~0: frame,bounds,transform,contentSize,contentOffset"))
        #expect(order.contains("/exception: name,reason"))
        #expect(order.contains("/error: domain,code,message"))
        #expect(order.contains("/warnings/0: code,message,pointer"))
    }

    /// A simulation's top level and `final` use §4's key order; `terminated` is null or {event, exception}.
    @Test func simulationKeyOrder() throws {
        let full = try keyOrder(Self.fullSimulation.jsonBytes())
        #expect(full.first == ": engine,launch,decisions,final,terminated")
        #expect(full.contains("/engine: version,generation"))
        #expect(
            full.contains(
                "/final: deviceOrientation,interfaceOrientation,statusBarOrientation,topViewController,presented,views"
            ))
        #expect(full.contains("/terminated: event,exception"))
        let bare = String(decoding: Self.bareSimulation.jsonBytes(), as: UTF8.self)
        let suffix: String = [
            #""final":{"deviceOrientation":"portrait","interfaceOrientation":"portrait","#,
            #""statusBarOrientation":"portrait","topViewController":null,"presented":[],"views":{}},"terminated":null}"#,
        ].joined()
        #expect(bare.hasSuffix(suffix))
    }

    /// Encode then decode gives back the same value, with every optional set and with none set.
    @Test(arguments: ["full", "bare"])
    func simulationRoundTrip(_ which: String) throws {
        let simulation = which == "full" ? Self.fullSimulation : Self.bareSimulation
        #expect(try Simulation(json: simulation.jsonBytes()) == simulation)
    }

    /// A Decision round-trips on its own, with and without optionals.
    @Test func decisionRoundTrip() throws {
        for decision in [
            Self.fullDecision(), Self.bareDecision,
            Self.fullDecision(event: nil, reactions: [Self.bareDecision]),
        ] {
            #expect(try Decision(json: decision.jsonBytes()) == decision)
        }
    }

    /// The same value always encodes to the same bytes, and re-encoding the decoded value is identical.
    @Test func deterministicBytes() throws {
        let bytes = Self.fullSimulation.jsonBytes()
        #expect(Self.fullSimulation.jsonBytes() == bytes)
        #expect(try Simulation(json: bytes).jsonBytes() == bytes)
    }

    /// Foundation parses the encoder's output, so any JSON client can read it.
    @Test func foundationReadsOutput() throws {
        let bytes = Self.fullSimulation.jsonBytes()
        #expect(
            JSONTestSupport.equivalent(
                try JSONReader.parse(bytes), try JSONTestSupport.foundationParse(bytes)))
    }

    /// 300 seeded random simulations survive encode → decode unchanged.
    @Test func randomSimulationsRoundTrip() throws {
        var generator = RandomSimulation(seed: 2026)
        for round in 0..<300 {
            let simulation = generator.simulation()
            let bytes = simulation.jsonBytes()
            let decoded = try Simulation(json: bytes)
            #expect(decoded == simulation, "round \(round)")
            #expect(decoded.jsonBytes() == bytes, "round \(round)")
        }
    }

    /// Wrong shapes are reported with the offending member's pointer.
    @Test func shapeErrorsNamePointer() throws {
        func decodeError(_ mutate: (inout String) -> Void) -> SimulationDecodingError? {
            var text = String(decoding: Self.fullSimulation.jsonBytes(), as: UTF8.self)
            mutate(&text)
            do {
                _ = try Simulation(json: Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        let confidence = decodeError { $0 = $0.replacingOccurrences(of: "\"observed\"", with: "\"sure\"") }
        #expect(confidence?.pointer == "/decisions/0/confidence")
        let rotated = decodeError {
            $0 = $0.replacingOccurrences(of: "\"rotated\":false", with: "\"rotated\":0")
        }
        #expect(rotated?.pointer == "/launch/rotated")
        #expect(rotated?.message == "expected a boolean, found a number")
        let frame = decodeError { $0 = $0.replacingOccurrences(of: "[568,0]", with: "[568,\"0\"]") }
        #expect(frame?.pointer == "/decisions/0/views/pager~1~0/contentOffset/1")
        let missing = decodeError { $0 = $0.replacingOccurrences(of: "\"rule\":\"R5.1\",", with: "") }
        #expect(missing?.pointer == "/launch")
        #expect(missing?.message == "missing member 'rule'")
        let code = decodeError { $0 = $0.replacingOccurrences(of: "\"code\":101", with: "\"code\":101.5") }
        #expect(code?.pointer == "/decisions/0/error/code")
        let nested = decodeError {
            $0 = $0.replacingOccurrences(of: "\"via\":\"none\"", with: "\"via\":null")
        }
        #expect(nested?.pointer == "/launch/decidedBy/via")
    }

    /// A body that is not JSON gives the reader's syntax error inside the decoding error.
    @Test func syntaxErrorsAreWrapped() throws {
        let error = #expect(throws: SimulationDecodingError.self) {
            try Simulation(json: Array(#"{"engine": }"#.utf8))
        }
        #expect(error?.syntax?.pointer == "/engine")
        #expect(error?.pointer == "/engine")
        #expect(try #require(error?.syntax?.message).hasPrefix("expected a value"))
    }

    /// View ids must be unique: a repeated id is written as a repeated key, which decoding rejects
    /// with the repeated view's pointer rather than silently keeping one of the two.
    @Test func repeatedViewIdIsRejectedOnDecode() throws {
        var simulation = Self.bareSimulation
        let view = ViewGeometryEntry(
            id: "window", frame: [0, 0, 1, 1], bounds: [0, 0, 1, 1], transform: [1, 0, 0, 1, 0, 0])
        simulation.final.views = [view, view]
        let error = #expect(throws: SimulationDecodingError.self) {
            try Simulation(json: simulation.jsonBytes())
        }
        #expect(error?.pointer == "/final/views/window")
        #expect(error?.syntax?.message.hasPrefix("duplicate key 'window'") == true)
    }

    /// Unknown members are ignored, and absent optionals decode as nil (tolerant reader for newer servers).
    @Test func tolerantReader() throws {
        var text = String(decoding: Self.bareSimulation.jsonBytes(), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"masks\":null,", with: "\"extra\":{\"x\":[1]},")
        text = text.replacingOccurrences(of: ",\"terminated\":null", with: "")
        #expect(try Simulation(json: Array(text.utf8)) == Self.bareSimulation)
    }
}

/// Seeded random simulations for the round-trip property test.
struct RandomSimulation {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func string() -> String {
        let pieces = ["portrait", "a", " ", "é", "😀", "\"", "\\", "\n", "\u{0}", "/", "~", "UIKit", "日本"]
        return (0..<Int.random(in: 0...4, using: &random)).map { _ in
            pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }.joined()
    }

    mutating func optionalString() -> String? { chance(50) ? string() : nil }

    mutating func strings() -> [String] { (0..<Int.random(in: 0...3, using: &random)).map { _ in string() } }

    mutating func double() -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Double(Int.random(in: -1000...1000, using: &random))
        case 1: Double(Int.random(in: -1000...1000, using: &random)) / 8
        case 2: Double.random(in: -1e6...1e6, using: &random)
        default:
            Double(bitPattern: random.next()).isFinite ? Double(bitPattern: random.next() >> 2) : 0.1
        }
    }

    mutating func doubles(_ count: Int) -> [Double] { (0..<count).map { _ in double() } }

    mutating func jsonValue(depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth < 2 ? 7 : 5), using: &random) {
        case 0: .null
        case 1: .bool(chance(50))
        case 2: .number(double())
        case 3, 4: .string(string())
        case 5: .array((0..<Int.random(in: 0...3, using: &random)).map { _ in jsonValue(depth: depth + 1) })
        default:
            .object(
                JSONObject(
                    (0..<Int.random(in: 0...3, using: &random)).map {
                        JSONMember("k\($0)", jsonValue(depth: depth + 1))
                    }))
        }
    }

    mutating func mask() -> OutputMask {
        OutputMask(value: Int.random(in: 0...30, using: &random), orientations: strings())
    }

    mutating func views() -> [ViewGeometryEntry] {
        (0..<Int.random(in: 0...3, using: &random)).map { index in
            ViewGeometryEntry(
                id: "v\(index)\(string())", frame: doubles(4), bounds: doubles(4), transform: doubles(6),
                contentSize: chance(50) ? doubles(2) : nil, contentOffset: chance(50) ? doubles(2) : nil)
        }
    }

    mutating func decision(depth: Int = 0) -> Decision {
        Decision(
            event: chance(80) ? Int.random(in: 0...100, using: &random) : nil, type: string(),
            deviceOrientation: string(), interfaceOrientation: string(),
            previousInterfaceOrientation: string(),
            statusBarOrientation: string(), rotated: chance(50),
            decidedBy: DecidedBy(
                viewController: optionalString(), className: optionalString(), via: string()),
            queries: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Query(
                    viewController: optionalString(), object: optionalString(), method: string(),
                    result: jsonValue())
            },
            topViewController: optionalString(), presented: strings(), reportedDeviceOrientation: string(),
            masks: chance(70)
                ? Masks(
                    application: mask(), viewController: chance(50) ? mask() : nil, device: mask(),
                    allowed: mask())
                : nil,
            rule: string(), confidence: Confidence.allCases[Int.random(in: 0..<3, using: &random)],
            explanation: string(),
            callbacks: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Callback(
                    viewController: string(), method: string(), orientation: optionalString(),
                    duration: chance(50) ? double() : nil, size: chance(50) ? doubles(2) : nil,
                    animated: chance(50) ? chance(50) : nil)
            },
            notifications: strings(), views: views(),
            exception: chance(30) ? ExceptionInfo(name: string(), reason: string()) : nil,
            error: chance(30)
                ? ErrorInfo(
                    domain: string(), code: Int.random(in: -5...500, using: &random), message: string())
                : nil,
            log: strings(),
            warnings: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                Warning(code: string(), message: string(), pointer: optionalString())
            },
            reactions: depth < 2
                ? (0..<Int.random(in: 0...2, using: &random)).map { _ in decision(depth: depth + 1) } : [])
    }

    mutating func simulation() -> Simulation {
        Simulation(
            engine: EngineStamp(version: string(), generation: string()), launch: decision(),
            decisions: (0..<Int.random(in: 0...4, using: &random)).map { _ in decision() },
            final: FinalState(
                deviceOrientation: string(), interfaceOrientation: string(), statusBarOrientation: string(),
                topViewController: optionalString(), presented: strings(), views: views()),
            terminated: chance(30)
                ? Termination(
                    event: chance(50) ? Int.random(in: 0...9, using: &random) : nil,
                    exception: ExceptionInfo(name: string(), reason: string()))
                : nil)
    }
}
