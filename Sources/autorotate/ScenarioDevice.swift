import AutorotateArguments
import AutorotateOperations

/// The `device` of a scenario as the CLI reads and replaces it: `simulate --os` and `--idiom`
/// write into the scenario before it is simulated, and the table's header names the device.
struct ScenarioDevice: Equatable {
    /// `device.os` as written (`nil` when the scenario has none, or is not JSON).
    var os: String?
    /// `device.idiom` (`phone` when absent, as the engine reads it).
    var idiom: String
    /// `device.model`, when the scenario names one.
    var model: String?

    /// The device of `scenario` (bytes of a JSON object).
    init(scenario: [UInt8]) {
        var device = JSONObject([])
        if case .object(let object)? = try? JSONReader.parse(scenario, maxDepth: JSONReader.depthCeiling),
            case .object(let given)? = object["device"]
        {
            device = given
        }
        if case .string(let os)? = device["os"] { self.os = os }
        if case .string(let idiom)? = device["idiom"] { self.idiom = idiom } else { self.idiom = "phone" }
        if case .string(let model)? = device["model"] { self.model = model }
    }

    /// `scenario` with `device.os` replaced by `os` and `device.idiom` by `idiom` (each when
    /// given). A new idiom drops `device.model`, so the engine starts from that idiom's default
    /// model instead of refusing an iPhone model on a pad. Text that is not a JSON object is
    /// returned as it is: the engine says what is wrong with it.
    static func replacing(_ scenario: [UInt8], os: String?, idiom: String?) -> [UInt8] {
        guard os != nil || idiom != nil,
            case .object(var object)? = try? JSONReader.parse(scenario, maxDepth: JSONReader.depthCeiling)
        else { return scenario }
        var device = JSONObject([])
        if case .object(let given)? = object["device"] { device = given }
        func set(_ key: String, _ value: String) {
            if let index = device.members.firstIndex(where: { $0.key == key }) {
                device.members[index] = JSONMember(key, .string(value))
            } else {
                device.members.append(JSONMember(key, .string(value)))
            }
        }
        if let os { set("os", os) }
        if let idiom, idiom != ScenarioDevice(scenario: scenario).idiom {
            set("idiom", idiom)
            device.members.removeAll { $0.key == "model" }
        }
        if let index = object.members.firstIndex(where: { $0.key == "device" }) {
            object.members[index] = JSONMember("device", .object(device))
        } else {
            object.members.append(JSONMember("device", .object(device)))
        }
        return JSONValue.object(object).serialized()
    }

    /// An iOS version as `--os` takes it: `MAJOR[.MINOR[.PATCH]]`, as the engine parses
    /// `device.os` (whether the engine models it is the engine's to say).
    static func version(_ text: String, option: String) throws(ArgumentError) -> String {
        guard OSVersion(parsing: text) != nil else {
            throw ArgumentError("\(option) wants an iOS version such as 16.4 or 12, got '\(text)'")
        }
        return text
    }

    /// An idiom as `--idiom` takes it: `phone` or `pad`.
    static func idiom(_ text: String, option: String) throws(ArgumentError) -> String {
        guard text == "phone" || text == "pad" else {
            throw ArgumentError("\(option) wants phone or pad, got '\(text)'")
        }
        return text
    }
}
