/// The parts of a `project.pbxproj` the import reads: the iOS application targets and, for each,
/// the build settings of its Release configuration over the project's (with the line each is set on).
struct XcodeProject: Sendable {
    /// The `.pbxproj` file's path as given.
    var path: String
    /// The folder that holds the `.xcodeproj` (`SRCROOT`), `""` for the root, else ending in `/`.
    var sourceRoot: String
    var targets: [XcodeTarget]

    /// Reads the targets of a pbxproj (an OpenStep or an XML property list); the problem and its line
    /// when the file is neither.
    /// `file` gives the text of an imported file by its path (for `.xcconfig` files).
    static func read(_ text: String, path: String, file: (String) -> String? = { _ in nil }) -> Result<
        XcodeProject, OpenStepSyntaxError
    > {
        let root: OpenStepValue
        // Xcode also reads a pbxproj written as an XML property list.
        let parsed = XMLProjectPlist.isXML(text) ? XMLProjectPlist.parse(text) : OpenStepParser.parse(text)
        switch parsed {
        case .success(let value): root = value
        case .failure(let error): return .failure(error)
        }
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // …/App.xcodeproj/project.pbxproj → …/
        if components.count >= 2 { components.removeLast(2) } else { components.removeAll() }
        let sourceRoot = components.isEmpty ? "" : components.joined(separator: "/") + "/"
        var project = XcodeProject(path: path, sourceRoot: sourceRoot, targets: [])
        guard let objects = root.dictionary?["objects"]?.dictionary else { return .success(project) }
        let rootObject = root.dictionary?["rootObject"]?.string
        let projectObject = rootObject.flatMap { objects[$0]?.dictionary }
        let paths = ProjectPaths(
            objects: objects, mainGroup: projectObject?["mainGroup"]?.string, root: sourceRoot)
        // Project level: its `.xcconfig`, then its own settings (api.md §9.1).
        var projectSettings: [String: BuildSetting] = [:]
        if let projectObject {
            let (own, base) = settings(of: projectObject, in: objects, path: path)
            if let base, let configPath = paths.path(of: base) {
                XcodeConfigFiles.apply(configPath, onto: &projectSettings, file: file)
            }
            BuildSetting.layer(own, onto: &projectSettings)
        }
        for entry in objects.entries {
            guard let object = entry.value.dictionary, object["isa"]?.string == "PBXNativeTarget",
                let productType = object["productType"]?.string,
                productType == "com.apple.product-type.application"
            else { continue }
            let name = object["name"]?.string ?? entry.key
            var merged = projectSettings
            let (own, base) = settings(of: object, in: objects, path: path)
            if let base, let configPath = paths.path(of: base) {
                XcodeConfigFiles.apply(configPath, onto: &merged, file: file)
            }
            BuildSetting.layer(own, onto: &merged)
            let sdk = merged["SDKROOT"]?.value ?? "iphoneos"
            let platforms = merged["SUPPORTED_PLATFORMS"]?.value ?? ""
            guard
                sdk.hasPrefix("iphone") || platforms.contains("iphoneos")
                    || (sdk == "auto" && platforms.isEmpty)
            else { continue }
            var target = XcodeTarget(name: name, line: entry.line, settings: merged)
            target.configurationName =
                chosenConfigurationName(of: object, in: objects) ?? "Release"
            target.otherInfoPlistFiles = otherConfigurations(
                setting: "INFOPLIST_FILE", of: object, in: objects, path: path)
            target.membership = paths.membership(of: object, targetID: entry.key)
            project.targets.append(target)
        }
        return .success(project)
    }

    /// The name of the configuration whose settings are read.
    private static func chosenConfigurationName(of object: OpenStepDictionary, in objects: OpenStepDictionary)
        -> String?
    {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]?.dictionary,
            let configurationIDs = list["buildConfigurations"]?.array?.compactMap(\.string)
        else { return nil }
        let configurations = configurationIDs.compactMap { objects[$0]?.dictionary }
        return chosenConfiguration(configurations, defaultName: list["defaultConfigurationName"]?.string)?[
            "name"]?.string
    }

    /// The configuration named Release, else the default one, else the first.
    private static func chosenConfiguration(_ configurations: [OpenStepDictionary], defaultName: String?)
        -> OpenStepDictionary?
    {
        let preferred = ["Release", defaultName ?? ""]
        return preferred.lazy.compactMap { name in configurations.first { $0["name"]?.string == name } }.first
            ?? configurations.first
    }

    /// `key` as the target's other configurations set it themselves (not the chosen one), each
    /// with the configuration's name, in the project's order.
    private static func otherConfigurations(
        setting key: String, of object: OpenStepDictionary, in objects: OpenStepDictionary, path: String
    ) -> [(configuration: String, setting: BuildSetting)] {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]?.dictionary,
            let configurationIDs = list["buildConfigurations"]?.array?.compactMap(\.string)
        else { return [] }
        let chosenName = chosenConfigurationName(of: object, in: objects)
        return configurationIDs.compactMap { objects[$0]?.dictionary }.compactMap { configuration in
            guard let name = configuration["name"]?.string, name != chosenName,
                let settings = configuration["buildSettings"]?.dictionary,
                let entry = settings.entries.first(where: { $0.key == key }),
                let value = entry.value.string
            else { return nil }
            return (name, BuildSetting(value: value, path: path, line: entry.line, column: entry.column))
        }
    }

    /// The build settings of the configuration named Release (else the default, else the first),
    /// and its `.xcconfig`: the id of its `baseConfigurationReference`, or (Xcode 16) a synchronized
    /// folder's id and the path under it, as `id/relative`.
    private static func settings(of object: OpenStepDictionary, in objects: OpenStepDictionary, path: String)
        -> ([String: BuildSetting], String?)
    {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]?.dictionary,
            let configurationIDs = list["buildConfigurations"]?.array?.compactMap(\.string)
        else { return ([:], nil) }
        let configurations = configurationIDs.compactMap { objects[$0]?.dictionary }
        let chosen = chosenConfiguration(
            configurations, defaultName: list["defaultConfigurationName"]?.string)
        var base = chosen?["baseConfigurationReference"]?.string
        if base == nil, let anchor = chosen?["baseConfigurationReferenceAnchor"]?.string,
            let relative = chosen?["baseConfigurationReferenceRelativePath"]?.string
        {
            base = anchor + "/" + relative
        }
        guard let settings = chosen?["buildSettings"]?.dictionary else { return ([:], base) }
        var result: [String: BuildSetting] = [:]
        for entry in settings.entries {
            let value: String
            switch entry.value {
            case .string(let text): value = text
            case .array(let elements): value = elements.compactMap(\.string).joined(separator: " ")
            case .dictionary: continue
            }
            result[entry.key] = BuildSetting(value: value, path: path, line: entry.line, column: entry.column)
        }
        return (result, base)
    }
}

/// One build setting's value and where it is set: the pbxproj or an `.xcconfig`.
struct BuildSetting: Sendable, Equatable {
    var value: String
    var path: String
    var line: Int
    var column: Int

    /// Sets `upper` over `lower`, each `$(inherited)`, `${inherited}` or `$inherited` standing
    /// for the value below.
    static func layer(_ upper: [String: BuildSetting], onto lower: inout [String: BuildSetting]) {
        for (key, setting) in upper { lower[key] = setting.inheriting(lower[key]) }
    }

    /// This setting with `inherited` replaced by the value of the level below (`""` when none).
    func inheriting(_ below: BuildSetting?) -> BuildSetting {
        var result = self
        let inherited = below?.value ?? ""
        for spelling in ["$(inherited)", "${inherited}", "$inherited"] {
            result.value = result.value.replacing(spelling, with: inherited)
        }
        result.value = result.value.split(separator: " ", omittingEmptySubsequences: true).joined(
            separator: " ")
        return result
    }
}

/// An iOS application target and its merged build settings.
struct XcodeTarget: Sendable {
    var name: String
    var line: Int
    var settings: [String: BuildSetting]
    /// The files the target builds, when the project says (build phases, synchronized folders).
    var membership: TargetMembership?
    /// The name of the configuration whose settings these are.
    var configurationName = "Release"
    /// `INFOPLIST_FILE` as the target's other configurations set it, for when the chosen
    /// configuration's file is not in the project.
    var otherInfoPlistFiles: [(configuration: String, setting: BuildSetting)] = []

    init(name: String, line: Int, settings: [String: BuildSetting]) {
        self.name = name
        self.line = line
        self.settings = settings
    }

    /// `value` with `$(NAME)` / `${NAME}` replaced from the settings (and `TARGET_NAME`,
    /// `PRODUCT_NAME`, `SRCROOT`, `PROJECT_DIR`); the names it could not resolve.
    func resolve(_ value: String, sourceRoot: String) -> (String, unresolved: [String]) {
        var unresolved: [String] = []
        let result = PlistVariables.substitute(
            value, resolve: { builtIn($0, sourceRoot: sourceRoot) }, unresolved: &unresolved)
        return (result, unresolved)
    }

    private func builtIn(_ name: String, sourceRoot: String) -> String? {
        switch name {
        case "SRCROOT", "PROJECT_DIR", "SOURCE_ROOT":
            return sourceRoot.hasSuffix("/") ? String(sourceRoot.dropLast()) : sourceRoot
        case "inherited": return ""
        case "TARGET_NAME": return self.name
        case "PRODUCT_NAME": return settings["PRODUCT_NAME"].map { resolveOnce($0.value) } ?? self.name
        default: return settings[name].map { resolveOnce($0.value) }
        }
    }

    /// One level of substitution for a setting's own value (`PRODUCT_NAME = "$(TARGET_NAME)"`).
    private func resolveOnce(_ value: String) -> String {
        value.replacing("$(TARGET_NAME)", with: name).replacing("${TARGET_NAME}", with: name)
    }
}
