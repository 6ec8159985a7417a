import AutorotateEngine

/// One transition of the app turned into lint runs (api.md §9.1: "lint probes the transitions the
/// app really makes"), and the findings those runs show that the scenario alone does not,
/// reported at the transition (`/transitions/N`, which the CLI places at its file and line).
///
/// - A call runs its event after the events that bring its view controller on screen; a finding
///   on that event (its pointer, or its evidence) belongs to the call: AR016, AR017 and the other
///   rules about rotation calls.
/// - A presentation runs `present` from `from` once `from` is on screen, the same way.
/// - A push puts `to` on top of the navigation controller `from` is in, where lint's container
///   check (AR005, R3.1) reads it as any child: a child mask the container never asks for is
///   reported at the push, not at the pushed class.
///
/// A transition whose `from` (or caller) no chain of the scenario and the transitions reaches
/// is not probed: ``Skip`` says why.
struct TransitionProbe {
    /// Why a transition was not probed.
    enum Skip: Error, Equatable {
        /// No chain of the root's tree and the transitions shows this view controller.
        case unreachable(String)
        /// A push from a view controller in no navigation controller: UIKit does nothing.
        case noNavigationController(String)
        /// The pushed view controller is already the root or some container's child in the scenario,
        /// where lint reports it already.
        case alreadyPlaced(String)
        /// A call in an `#available` branch that runs on no version of the lint range.
        case outsideRange
    }

    /// One run: a lint request, and which of its findings belong to the transition.
    struct Run {
        var document: JSONValue
        /// The index of the transition's own event in the run's events (`nil` for a push).
        var eventIndex: Int?
        /// For a push: the id of the pushed view controller, whose AR005 is kept.
        var pushed: String?
    }

    let index: Int
    let transition: ImportTransition

    /// The runs that probe the transition in `request` (a lint request without `transitions`), or
    /// why there is none.
    func runs(request: JSONObject, reach: TransitionReach) -> Result<[Run], Skip> {
        let origin = transition.kind == .call ? transition.caller : transition.from
        guard let origin, let screen = reach.screens[origin] else {
            return .failure(.unreachable(origin ?? ""))
        }
        switch transition.kind {
        case .call, .present:
            guard let event = TransitionReach.event(of: transition, from: screen) else {
                return .failure(.unreachable(origin))
            }
            var scenario = request
            scenario.set("events", .array(screen.events + [event]))
            if let available = transition.available {
                guard let lint = Self.lint(request, narrowedTo: available) else {
                    return .failure(.outsideRange)
                }
                scenario.set("lint", .object(lint))
            }
            return .success([Run(document: .object(scenario), eventIndex: screen.events.count)])
        case .push:
            guard let to = transition.to else { return .failure(.unreachable(origin)) }
            guard let navigation = screen.navigationController else {
                return .failure(.noNavigationController(origin))
            }
            var rootID: String?
            if case .object(let window)? = request["window"],
                case .string(let root)? = window["rootViewController"]
            {
                rootID = root
            }
            guard to != navigation, to != rootID, !reach.isChild(to) else {
                return .failure(.alreadyPlaced(to))
            }
            var scenario = request
            guard case .object(var controllers)? = scenario["viewControllers"],
                case .object(var container)? = controllers[navigation]
            else { return .failure(.unreachable(origin)) }
            var stack: [JSONValue] = []
            if case .array(let given)? = container["viewControllers"] { stack = given }
            container.set("viewControllers", .array(stack + [.string(to)]))
            controllers.set(navigation, .object(container))
            scenario.set("viewControllers", .object(controllers))
            return .success([Run(document: .object(scenario), pushed: to)])
        }
    }

    /// The request's `lint` member with its range narrowed to the versions `available` runs on
    /// (below a version: up to the last version lint runs below it); `nil` when none is left.
    static func lint(_ request: JSONObject, narrowedTo available: TransitionAvailability) -> JSONObject? {
        var lint = JSONObject()
        if case .object(let given)? = request["lint"] { lint = given }
        var deviceOS: OSVersion?
        if case .object(let device)? = request["device"], case .string(let os)? = device["os"] {
            deviceOS = OSVersion(parsing: os)
        }
        func version(_ key: String) -> OSVersion? {
            if case .string(let text)? = lint[key] { return OSVersion(parsing: text) }
            return deviceOS
        }
        guard var minimum = version("minimumOS"), var maximum = version("maximumOS") else {
            return nil
        }
        if let from = available.from.flatMap(OSVersion.init(parsing:)), from > minimum { minimum = from }
        if let below = available.below.flatMap(OSVersion.init(parsing:)), maximum >= below {
            guard
                let last = VersionBoundaries.versions(from: minimum, through: maximum).last(where: {
                    $0 < below
                })
            else { return nil }
            maximum = last
        }
        guard minimum <= maximum else { return nil }
        lint.set("minimumOS", .string(minimum.description))
        lint.set("maximumOS", .string(maximum.description))
        return lint
    }

    /// The findings of `report` (the lint of `run`) that the transition adds to `base`, at
    /// `/transitions/N`, with the transition in the evidence and the message.
    func findings(of report: LintReport, run: Run, base: Set<FindingKey>) -> [Finding] {
        var kept: [Finding] = []
        for finding in report.findings where !base.contains(FindingKey(finding)) {
            if let eventIndex = run.eventIndex {
                let eventPointer = JSONPointer.root.appending("events").appending(eventIndex).string
                guard
                    finding.pointer == eventPointer || finding.pointer.hasPrefix(eventPointer + "/")
                        || finding.evidence?.event == eventIndex
                else { continue }
                kept.append(placed(finding, eventIndex: eventIndex))
            } else if let pushed = run.pushed, finding.id == "AR005",
                finding.pointer.hasPrefix(
                    JSONPointer.root.appending("viewControllers").appending(pushed).string + "/")
            {
                kept.append(placed(finding, eventIndex: nil))
            }
        }
        return kept
    }

    /// What the transition does, in words, for evidence: `push Camera from Library at
    /// App/Library.swift:9`.
    var description: String {
        let place = "\(transition.path):\(transition.line)"
        switch transition.kind {
        case .present: return "present \(transition.to ?? "") from \(transition.from ?? "") at \(place)"
        case .push: return "push \(transition.to ?? "") from \(transition.from ?? "") at \(place)"
        case .call:
            var type = "call"
            if case .object(let event)? = transition.event, case .string(let name)? = event["type"] {
                type = name
            }
            return "\(type) in \(transition.caller ?? "") at \(place)"
        }
    }

    /// `finding` moved to the transition: its pointer, evidence naming the transition instead of
    /// an event index of the probe's own scenario, and the message's `at event K (type)` (the
    /// lint's phrase for that event) naming the app's own call, push or presentation.
    private func placed(_ finding: Finding, eventIndex: Int?) -> Finding {
        var placed = finding
        placed.pointer = JSONPointer.root.appending("transitions").appending(index).string
        if var evidence = placed.evidence {
            let step = evidence.probe.map { description + ", then " + $0 } ?? description
            evidence.event = nil
            evidence.probe = step
            placed.evidence = evidence
        }
        if let eventIndex {
            placed.message = placed.message.replacingFirst(
                "at event \(eventIndex) (", with: "at the app's \(transition.kind.rawValue) (")
        }
        return placed
    }
}

/// A finding's identity across lint runs: its id and pointer (a finding is reported once per pair).
struct FindingKey: Hashable {
    var id: String
    var pointer: String

    init(_ finding: Finding) {
        id = finding.id
        pointer = finding.pointer
    }
}

extension JSONObject {
    /// Sets member `key` (in place when present, else appended).
    mutating func set(_ key: String, _ value: JSONValue) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key, value))
        }
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (unchanged when there is none).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let characters = Array(self)
        let needle = Array(target)
        guard !needle.isEmpty, characters.count >= needle.count else { return self }
        for start in 0...(characters.count - needle.count) where characters[start] == needle[0] {
            if Array(characters[start..<(start + needle.count)]) == needle {
                return String(characters[..<start]) + replacement
                    + String(characters[(start + needle.count)...])
            }
        }
        return self
    }
}
