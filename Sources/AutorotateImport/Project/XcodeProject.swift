/// The parts of a `project.pbxproj` the import reads: the iOS application targets and, for each,
/// the build settings of its Release configuration over the project's (with the line each is set on).
struct XcodeProject: Sendable {
    /// The `.pbxproj` file's path as given.
    var path: String
    /// The folder that holds the `.xcodeproj` (`SRCROOT`), `""` for the root, else ending in `/`.
    var sourceRoot: String
    var targets: [XcodeTarget]

    /// Reads the targets of a pbxproj; `nil` with the line when the file is not an OpenStep plist.
    static func read(_ text: String, path: String) -> Result<XcodeProject, OpenStepSyntaxError> {
        let root: OpenStepValue
        switch OpenStepParser.parse(text) {
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
        let projectSettings: [String: BuildSetting] = {
            guard let rootObject, let projectObject = objects[rootObject]?.dictionary else { return [:] }
            return settings(of: projectObject, in: objects)
        }()
        for entry in objects.entries {
            guard let object = entry.value.dictionary, object["isa"]?.string == "PBXNativeTarget",
                let productType = object["productType"]?.string,
                productType == "com.apple.product-type.application"
            else { continue }
            let name = object["name"]?.string ?? entry.key
            var merged = projectSettings
            for (key, setting) in settings(of: object, in: objects) { merged[key] = setting }
            let sdk = merged["SDKROOT"]?.value ?? "iphoneos"
            let platforms = merged["SUPPORTED_PLATFORMS"]?.value ?? ""
            guard
                sdk.hasPrefix("iphone") || platforms.contains("iphoneos")
                    || (sdk == "auto" && platforms.isEmpty)
            else { continue }
            project.targets.append(XcodeTarget(name: name, line: entry.line, settings: merged))
        }
        return .success(project)
    }

    /// The build settings of the configuration named Release (else the default, else the first).
    private static func settings(of object: OpenStepDictionary, in objects: OpenStepDictionary) -> [String:
        BuildSetting]
    {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID]?.dictionary,
            let configurationIDs = list["buildConfigurations"]?.array?.compactMap(\.string)
        else { return [:] }
        let configurations = configurationIDs.compactMap { objects[$0]?.dictionary }
        let preferred = ["Release", list["defaultConfigurationName"]?.string ?? ""]
        let chosen =
            preferred.lazy.compactMap { name in configurations.first { $0["name"]?.string == name } }.first
            ?? configurations.first
        guard let settings = chosen?["buildSettings"]?.dictionary else { return [:] }
        var result: [String: BuildSetting] = [:]
        for entry in settings.entries {
            let value: String
            switch entry.value {
            case .string(let text): value = text
            case .array(let elements): value = elements.compactMap(\.string).joined(separator: " ")
            case .dictionary: continue
            }
            result[entry.key] = BuildSetting(value: value, line: entry.line, column: entry.column)
        }
        return result
    }
}

/// One build setting's value and where it is set in the pbxproj.
struct BuildSetting: Sendable, Equatable {
    var value: String
    var line: Int
    var column: Int
}

/// An iOS application target and its merged build settings.
struct XcodeTarget: Sendable {
    var name: String
    var line: Int
    var settings: [String: BuildSetting]

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
