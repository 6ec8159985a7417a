/// The device models of R10.5 by full name, and the default model per idiom and OS.
///
/// ```swift
/// ScreenCatalog.model(named: "iphone 5s")   // .success(iPhone 5s: 320×568, s 20, UD yes)
/// ScreenCatalog.model(named: "iPad Pro (12.9-inch) (3rd generation)")  // Apple's spelling works too
/// ScreenCatalog.model(named: "iPhone 5x")
/// // .failure("unknown device model 'iPhone 5x' (did you mean 'iPhone 5s'?)")
/// ```
public enum ScreenCatalog {
    /// Every model, in the order of the R10.5 table.
    public static let models: [ScreenModel] = rows.flatMap { row in
        row.names.map { name in
            ScreenModel(
                name: name, idiom: row.idiom, width: row.width, height: row.height,
                statusBarHeight: row.statusBar, supportsPortraitUpsideDown: row.upsideDown)
        }
    }

    /// The model called `name`, compared case-insensitively, with blanks collapsed and Apple's
    /// `(12.9-inch)` / `(3rd gen)` spellings read as `12.9-inch` / `(3rd generation)`.
    public static func model(named name: String) -> Result<ScreenModel, NameError> {
        if let model = lookup.byExactName[name] { return .success(model) }
        let key = normalized(name)
        let byKey = lookup.byKey
        if let model = byKey[key] ?? aliases[key].flatMap({ byKey[normalized($0)] }) {
            return .success(model)
        }
        return .failure(
            NameError(
                message: "unknown device model '\(name)'"
                    + NameSuggestion.hintOrList(for: name, among: models.map(\.name))))
    }

    /// R10.5's row entries spelled the other way round: the table's ranges ("iPad (1st–6th gen)",
    /// "Air 1–2", "mini 1–5") also name the models Apple calls `iPad 2`, `iPad Air 2`, `iPad mini 2`…
    /// by ordinal, and the first and last by number. Keys are normalised; values are model names.
    private static let aliases: [String: String] = [
        "ipad (2nd generation)": "iPad 2",
        "ipad air 1": "iPad Air",
        "ipad air (2nd generation)": "iPad Air 2",
        "ipad mini 1": "iPad mini",
        "ipad mini (2nd generation)": "iPad mini 2",
        "ipad mini (3rd generation)": "iPad mini 3",
        "ipad mini (4th generation)": "iPad mini 4",
        "ipad mini 5": "iPad mini (5th generation)",
    ]

    /// The models by their normalized names (the first of each), and each model's own name mapped
    /// to the model its normalized name finds: a request (and every lint or compare column)
    /// usually spells a model as the catalogue does, and the exact lookup spares it the
    /// normalization's string rewriting. Built in one pass, normalizing each name once.
    private static let lookup: (byKey: [String: ScreenModel], byExactName: [String: ScreenModel]) = {
        var byKey: [String: ScreenModel] = [:]
        let keys = models.map { normalized($0.name) }
        for (key, model) in zip(keys, models) where byKey[key] == nil { byKey[key] = model }
        var byExactName: [String: ScreenModel] = [:]
        for (key, model) in zip(keys, models) where byExactName[model.name] == nil {
            byExactName[model.name] = byKey[key]
        }
        return (byKey, byExactName)
    }()

    /// R10.5 default: phone `iPhone 4S` before 8.0, `iPhone 8` from 8.0; pad `iPad`.
    public static func defaultModel(idiom: Idiom, os: OSVersion) -> ScreenModel {
        let name: String
        switch idiom {
        case .phone: name = os < OSVersion(8) ? "iPhone 4S" : "iPhone 8"
        case .pad: name = "iPad"
        }
        return models.first { $0.name == name }
            ?? ScreenModel(
                name: name, idiom: idiom, width: 320, height: 480, statusBarHeight: 20,
                supportsPortraitUpsideDown: true)
    }

    private static func normalized(_ name: String) -> String {
        var text = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        for size in ["9.7", "10.5", "11", "12.9"] {
            text = text.replacing("(\(size)-inch)", with: "\(size)-inch")
            text = text.replacing("(\(size) inch)", with: "\(size)-inch")
            text = text.replacing("\(size) inch", with: "\(size)-inch")
        }
        return text.replacing(" gen)", with: " generation)")
    }

    private struct Row {
        var names: [String]
        var idiom: Idiom
        var width: Double
        var height: Double
        var statusBar: Double
        var upsideDown: Bool
    }

    private static func generations(_ prefix: String, _ ordinals: [String]) -> [String] {
        ordinals.map { "\(prefix) (\($0) generation)" }
    }

    private static let rows: [Row] = [
        Row(
            names: ["iPhone", "iPhone 3G", "iPhone 3GS", "iPhone 4", "iPhone 4S"], idiom: .phone, width: 320,
            height: 480, statusBar: 20, upsideDown: true),
        Row(
            names: ["iPhone 5", "iPhone 5c", "iPhone 5s", "iPhone SE (1st generation)"], idiom: .phone,
            width: 320, height: 568, statusBar: 20, upsideDown: true),
        Row(
            names: [
                "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone SE (2nd generation)",
                "iPhone SE (3rd generation)",
            ], idiom: .phone, width: 375, height: 667, statusBar: 20, upsideDown: true),
        Row(
            names: ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], idiom: .phone,
            width: 414, height: 736, statusBar: 20, upsideDown: true),
        Row(
            names: ["iPhone X", "iPhone XS", "iPhone 11 Pro"], idiom: .phone, width: 375, height: 812,
            statusBar: 44, upsideDown: false),
        Row(
            names: ["iPhone XS Max", "iPhone 11 Pro Max"], idiom: .phone, width: 414, height: 896,
            statusBar: 44,
            upsideDown: false),
        Row(
            names: ["iPhone XR", "iPhone 11"], idiom: .phone, width: 414, height: 896, statusBar: 48,
            upsideDown: false),
        Row(
            names: ["iPhone 12 mini", "iPhone 13 mini"], idiom: .phone, width: 375, height: 812,
            statusBar: 50,
            upsideDown: false),
        Row(
            names: ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], idiom: .phone,
            width: 390, height: 844, statusBar: 47, upsideDown: false),
        Row(
            names: ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], idiom: .phone, width: 428,
            height: 926, statusBar: 47, upsideDown: false),
        Row(
            names: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"], idiom: .phone, width: 393, height: 852,
            statusBar: 54, upsideDown: false),
        Row(
            names: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max"], idiom: .phone, width: 430,
            height: 932, statusBar: 54, upsideDown: false),
        Row(
            names: ["iPad", "iPad (1st generation)", "iPad 2"]
                + generations("iPad", ["3rd", "4th", "5th", "6th"])
                + ["iPad Air", "iPad Air (1st generation)", "iPad Air 2"]
                + ["iPad mini", "iPad mini (1st generation)", "iPad mini 2", "iPad mini 3", "iPad mini 4"]
                + ["iPad mini (5th generation)", "iPad Pro 9.7-inch"],
            idiom: .pad, width: 768, height: 1024, statusBar: 20, upsideDown: true),
        Row(
            names: generations("iPad", ["7th", "8th", "9th"]), idiom: .pad, width: 810, height: 1080,
            statusBar: 20, upsideDown: true),
        Row(
            names: ["iPad Pro 10.5-inch", "iPad Air (3rd generation)"], idiom: .pad, width: 834, height: 1112,
            statusBar: 20, upsideDown: true),
        Row(
            names: ["iPad Pro 11-inch"] + generations("iPad Pro 11-inch", ["1st", "2nd", "3rd", "4th"]),
            idiom: .pad, width: 834, height: 1194, statusBar: 24, upsideDown: true),
        Row(
            names: generations("iPad Air", ["4th", "5th"]) + ["iPad (10th generation)"], idiom: .pad,
            width: 820,
            height: 1180, statusBar: 24, upsideDown: true),
        Row(
            names: ["iPad mini (6th generation)"], idiom: .pad, width: 744, height: 1133, statusBar: 24,
            upsideDown: true),
        Row(
            names: ["iPad Pro 12.9-inch"] + generations("iPad Pro 12.9-inch", ["1st", "2nd"]), idiom: .pad,
            width: 1024, height: 1366, statusBar: 20, upsideDown: true),
        Row(
            names: generations("iPad Pro 12.9-inch", ["3rd", "4th", "5th", "6th"]), idiom: .pad, width: 1024,
            height: 1366, statusBar: 24, upsideDown: true),
    ]
}
