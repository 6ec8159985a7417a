/// Properties of other objects that hold a view controller (api.md §9.1):
/// `window.rootViewController = coordinator.viewController`. The receiver's class is found in the
/// project, and the property read in the files that class is written in.
extension ImportState {
    /// Lookups of another object's property per import; a cycle of properties stops here.
    private static let maximumMemberLookups = 256

    /// What `receiver.property` holds, when the project says: the value its class's code gives
    /// it, else (noted in ``memberAssumptions``) a new view controller of the project class it is
    /// declared as.
    mutating func memberValue(_ receiver: ControllerReceiver, property: String) -> ControllerExpression? {
        memberLookups += 1
        guard memberLookups <= Self.maximumMemberLookups else { return nil }
        let owner: String
        switch receiver {
        case .object(let className):
            owner = className
        case .property(let name, let enclosing):
            let held = propertyValue(name, of: enclosing)
            guard let type = held.expression?.className ?? held.declaredType else { return nil }
            owner = type
        }
        let value = propertyValue(property, of: owner)
        if let expression = value.expression { return expression }
        if let type = value.declaredType, SourceIndex.uikitKinds[type] == nil,
            index.uikitBase(of: type) != nil
        {
            memberAssumptions.append(
                "\(owner).\(property) is only declared as \(type); a \(type) is modelled")
            return .instance(type)
        }
        return nil
    }

    /// The property `property` of class `className` (or of the Objective-C class Swift knows by
    /// that name), read in each file the class is written in until one gives its value.
    private func propertyValue(_ property: String, of className: String) -> (
        expression: ControllerExpression?, declaredType: String?
    ) {
        let name = index.swiftNames[className] ?? className
        var declared: String?
        for path in index.classPaths[name] ?? [] {
            guard let file = files.first(where: { $0.path == path }) else { continue }
            let language: SourceTokenizer.Language = path.hasSuffix(".swift") ? .swift : .objectiveC
            let scanner = SourceScanner.scan(file.content, path: path, language: language)
            let value = scanner.propertyValue(property, of: name, depth: 0)
            declared = declared ?? value.declaredType
            if let expression = value.expression { return (expression, declared) }
        }
        return (nil, declared)
    }
}
