import AutorotateEngine
import AutorotateWire
import Foundation

/// The checks of a golden fixture's `expect` list that a client can make on a received
/// `Simulation`: orientation, rotation, exception and termination per event, and the final state.
/// (The engine's own tests check the rest; here the point is that the values survive the wire.)
enum GoldenExpectations {
    /// Mismatches between `simulation` and the fixture at `path`, as readable lines.
    static func mismatches(_ simulation: Simulation, fixture path: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let expectations = document["expect"] as? [[String: Any]]
        else { return ["\(path): no expect list"] }
        var problems: [String] = []
        for expectation in expectations {
            if let terminatedAt = expectation["terminatedAt"] {
                let expected = terminatedAt as? Int
                if simulation.terminated?.event != expected
                    || (expected != nil) != (simulation.terminated != nil)
                {
                    problems.append(
                        "terminatedAt: expected \(String(describing: expected)), got \(String(describing: simulation.terminated))"
                    )
                }
                continue
            }
            let interface: String
            let label: String
            var decision: Decision?
            switch expectation["at"] {
            case let index as Int:
                decision = simulation.decisions.first { $0.event == index }
                label = "event \(index)"
                guard let decision else {
                    problems.append("\(label): no decision")
                    continue
                }
                interface = decision.interfaceOrientation
            case let name as String where name == "launch":
                decision = simulation.launch
                label = "launch"
                interface = simulation.launch.interfaceOrientation
            case let name as String where name == "final":
                label = "final"
                interface = simulation.final.interfaceOrientation
            default:
                continue
            }
            if let expected = expectation["interfaceOrientation"] as? String, expected != interface {
                problems.append("\(label): interfaceOrientation \(interface), expected \(expected)")
            }
            if let expected = expectation["rotated"] as? Bool, let decision, decision.rotated != expected {
                problems.append("\(label): rotated \(decision.rotated), expected \(expected)")
            }
            if expectation.keys.contains("exceptionName"), let decision {
                let expected = expectation["exceptionName"] as? String
                if decision.exception?.name != expected {
                    problems.append(
                        "\(label): exception \(decision.exception?.name ?? "none"), expected \(expected ?? "none")"
                    )
                }
            }
        }
        return problems
    }
}
