import AutorotateWire

/// A scenario decoded and validated once, ready to be run as variant columns: the same scenario
/// with `device.os` and/or `device.idiom` replaced (api.md §6, R0.2).
///
/// ```swift
/// switch ValidatedScenario.validate(document: scenario) {
/// case .failure(let problem): report(problem)            // exactly what /v1/simulate reports
/// case .success(let validated):
///     let column = validated.variant(os: OSVersion(16), idiom: .pad)   // column.model == "iPad"
///     let simulation = validated.run(column)             // == /v1/simulate of column.document
/// }
/// ```
///
/// A column whose idiom differs from the scenario's starts from that idiom's default model for
/// the column's OS (R10.5, ``ScreenCatalog/defaultModel(idiom:os:)``); the scenario's explicit
/// `screen`, `statusBarHeight` and `supportsPortraitUpsideDown` still override the model's values,
/// as they do in a single scenario. A column of the scenario's own idiom keeps its `model`, or,
/// when it names none, gets the default model for the column's OS (which is what a single
/// scenario without `model` gets).
public struct ValidatedScenario: Sendable {
    /// The scenario document as the request gave it.
    public let document: JSONValue
    /// The scenario's own `device.idiom` (`phone` when absent).
    public let idiom: Idiom
    /// The scenario's own `device.os`.
    public let os: OSVersion
    /// The canonical name of the scenario's `device.model`, `nil` when it names none.
    public let model: String?
    /// The type of each scenario event, in order (rows of a comparison, api.md §6).
    public let eventTypes: [String]
    /// The limits every column runs under.
    public let limits: EngineLimits

    /// Decodes and validates `document` once. An invalid scenario fails with exactly the
    /// ``InputProblem`` that ``Simulator/run(document:limits:)`` gives for it (every problem, with
    /// pointers relative to the scenario).
    public static func validate(document: JSONValue, limits: EngineLimits = .default) -> Result<
        ValidatedScenario, InputProblem
    > {
        var decoder = ScenarioDecoder(limits: limits)
        guard let scenario = decoder.decodeScenario(document) else {
            // The failure path only: let the simulator phrase the problem, so it is the same text.
            if case .failure(let problem) = Simulator.run(document: document, limits: limits) {
                return .failure(problem)
            }
            return .failure(
                InputProblem(kind: .invalid, detail: "The scenario is well-formed but invalid.", errors: []))
        }
        var model: String?
        if case .object(let object) = document, case .object(let device)? = object["device"],
            case .string(let name)? = device["model"],
            case .success(let named) = ScreenCatalog.model(named: name)
        {
            model = named.name
        }
        return .success(
            ValidatedScenario(
                document: document, idiom: scenario.device.idiom, os: scenario.device.os, model: model,
                eventTypes: scenario.events.map(\.kind.typeName), limits: limits))
    }

    /// The column that runs this scenario on `os` (default: the scenario's) with `idiom` (default:
    /// the scenario's). `osText` is the spelling written into `device.os` (default: `os`'s).
    public func variant(os: OSVersion? = nil, osText: String? = nil, idiom: Idiom? = nil) -> ScenarioVariant {
        let columnOS = os ?? self.os
        let columnIdiom = idiom ?? self.idiom
        let modelName: String
        if columnIdiom == self.idiom, let model {
            modelName = model
        } else {
            modelName = ScreenCatalog.defaultModel(idiom: columnIdiom, os: columnOS).name
        }
        let replacesModel = columnIdiom != self.idiom
        let text = osText ?? columnOS.description
        guard case .object(var object) = document else {
            return ScenarioVariant(
                os: columnOS, osText: text, idiom: columnIdiom, model: modelName, document: document)
        }
        var device = JSONObject()
        if case .object(let given)? = object["device"] { device = given }
        device.set("os", .string(text))
        if replacesModel {
            device.set("idiom", .string(columnIdiom.rawValue))
            device.set("model", .string(modelName))
        }
        object.set("device", .object(device))
        return ScenarioVariant(
            os: columnOS, osText: text, idiom: columnIdiom, model: modelName, document: .object(object))
    }

    /// Runs one column: the simulation `POST /v1/simulate` gives for `variant.document`. Fails only
    /// when the replaced device makes the scenario invalid (an explicit `statusBarHeight` too tall
    /// for the other idiom's screen); the problem's pointers are relative to the scenario.
    public func run(_ variant: ScenarioVariant) -> Result<Simulation, InputProblem> {
        Simulator.run(document: variant.document, limits: limits)
    }
}

/// One column of a comparison: the scenario with `device.os` and `device.idiom` replaced.
public struct ScenarioVariant: Sendable, Equatable {
    /// The iOS version the column runs (R0.1).
    public var os: OSVersion
    /// `os` as written into `device.os` (the request's spelling).
    public var osText: String
    /// The idiom the column runs.
    public var idiom: Idiom
    /// The device model the column's screen starts from (R10.5); explicit `screen` fields of the
    /// scenario override its values.
    public var model: String
    /// The column's own scenario: what `POST /v1/simulate` would be sent to get this column.
    public var document: JSONValue

    /// The rule generation the column runs (R0.2).
    public var generation: Generation { Generation.of(os) }
}

extension JSONObject {
    /// Replaces the value of `key`, keeping its place, or appends the member.
    fileprivate mutating func set(_ key: String, _ value: JSONValue) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key, value))
        }
    }
}
