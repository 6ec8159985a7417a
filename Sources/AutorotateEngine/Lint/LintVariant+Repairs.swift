import AutorotateWire

/// Repairs several rules propose (api.md §7.1 "Advice that holds"): JSON Patches of the request,
/// which ``Linter`` checks by linting the patched request again before it offers one.
extension LintVariant {
    /// The ways to let the application allow `orientations` too, the usual repair first: the
    /// app delegate's `application:supportedInterfaceOrientationsForWindow:` (or UIApplication's,
    /// where that one answers), else the Info.plist list in use. Each patch rewrites what decides
    /// the application's orientations (R2.1) to the union of what it allows now and `orientations`.
    func applicationWidenings(adding orientations: OrientationMask) -> [FindingSuggestion] {
        var reader = engine
        let current = reader.applicationMask().effective
        let union = current.union(orientations).effective
        guard union != current else { return [] }
        let value = Self.maskValue(union)
        let spelled = Self.names(union)
        let method = "application:supportedInterfaceOrientationsForWindow:"
        let app = JSONPointer.root.appending("app")
        if scenario.app.delegateMask != nil || scenario.app.applicationMask != nil {
            let holder = scenario.app.delegateMask != nil ? "delegate" : "application"
            let who = holder == "delegate" ? "the app delegate's" : "the UIApplication subclass's"
            return [
                FindingSuggestion(
                    summary: "Return \(spelled) from \(who) \(method).",
                    patch: [
                        .replace(
                            app.appending(holder).appending("supportedInterfaceOrientationsForWindow").string,
                            value)
                    ])
            ]
        }
        var candidates: [FindingSuggestion] = []
        let delegateMember = JSONValue.object(
            JSONObject([JSONMember("supportedInterfaceOrientationsForWindow", value)]))
        let addDelegateMask: PatchOperation
        switch (document.value(at: ["app"]), document.value(at: ["app", "delegate"])) {
        case (.object?, .object?):
            addDelegateMask = .add(
                app.appending("delegate").appending("supportedInterfaceOrientationsForWindow").string, value)
        case (.object?, nil):
            addDelegateMask = .add(app.appending("delegate").string, delegateMember)
        case (nil, _):
            addDelegateMask = .add(app.string, .object(JSONObject([JSONMember("delegate", delegateMember)])))
        default:
            return []
        }
        candidates.append(
            FindingSuggestion(
                summary: "Implement \(method) in the app delegate and return \(spelled).",
                patch: [addDelegateMask]))
        if let key = plistKey, case .array? = document.value(at: ["app", "infoPlist", key][...]) {
            let missing = orientations.effective.orientations.filter { !current.contains($0) }
            candidates.append(
                FindingSuggestion(
                    summary:
                        "Add \(missing.map(\.objcName).joined(separator: ", ")) to the Info.plist's \(key).",
                    patch: missing.map { .add(Self.plistPointer(key) + "/-", .string($0.objcName)) }))
        }
        return candidates
    }

    /// A patch that sets `member` of view controller `vc` to `value`, adding or replacing it.
    func settingMember(_ vc: Int, _ member: String, to value: JSONValue) -> PatchOperation {
        vcPointer(vc, member).patchSetting(value, in: document)
    }

    /// A mask as the scenario spells it: its UIKit name when it has one (`allButUpsideDown`), else
    /// the array of its orientations' names.
    static func maskValue(_ mask: OrientationMask) -> JSONValue {
        if let named = MaskName.all.first(where: { $0.mask == mask.effective }) {
            return .string(named.swiftName)
        }
        return .array(mask.effective.orientations.map { .string($0.name) })
    }
}

extension String {
    /// The JSON Patch operation that sets the value at this pointer in `document`: `replace`
    /// where it exists (keeping its place), `add` where it does not.
    func patchSetting(_ value: JSONValue, in document: JSONValue) -> PatchOperation {
        let exists = JSONPointer(escaped: self).flatMap { document.value(at: $0.tokens[...]) } != nil
        return exists ? .replace(self, value) : .add(self, value)
    }
}

extension LintVariant {
    /// Setting UIRequiresFullScreen to YES in the Info.plist (R2.10), where the request gives the
    /// Info.plist as an object; `purpose` says what that keeps, after "so that".
    func requiringFullScreen(so purpose: String) -> [FindingSuggestion] {
        guard case .object? = document.value(at: ["app", "infoPlist"]) else { return [] }
        return [
            FindingSuggestion(
                summary:
                    "Set UIRequiresFullScreen to YES in the Info.plist, so that \(purpose) (the app gives up iPad multitasking).",
                patch: [Self.plistPointer("UIRequiresFullScreen").patchSetting(.bool(true), in: document)])
        ]
    }
}
