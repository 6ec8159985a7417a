import AutorotateWire

/// Swift and Objective-C sources: classes, their rotation overrides, the app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)`.
extension ImportState {
    mutating func readSources() {
        for file in files {
            let language: SourceTokenizer.Language
            if file.path.hasSuffix(".swift") {
                language = .swift
            } else if file.path.hasSuffix(".m") || file.path.hasSuffix(".mm") || file.path.hasSuffix(".h") {
                language = .objectiveC
            } else {
                continue
            }
            index.add(SourceScanner.scan(file.content, path: file.path, language: language))
        }
        readApplicationDelegate()
    }

    private mutating func readApplicationDelegate() {
        guard let method = index.applicationMethods.first else { return }
        let pointer = "/app/delegate/supportedInterfaceOrientationsForWindow"
        if index.applicationMethods.count > 1 {
            let others = index.applicationMethods.dropFirst().map { "\($0.path):\($0.line)" }
            note(
                "application(_:supportedInterfaceOrientationsFor:) is implemented more than once; "
                    + "the first is used (others: \(others.joined(separator: ", ")))",
                pointer: pointer, path: method.path, line: method.line)
        }
        let index = self.index
        let reader = MethodBodyReader(
            member: .applicationSupportedInterfaceOrientations, language: method.language, parameter: nil,
            isStoredProperty: { index.storedProperty($0, of: method.owner) != nil }, forwardTargets: [],
            idiomHelpers: index.idiomHelpers, staticFlag: index.staticFlag)
        let answer = reader.read(method.body)
        if let value = record(
            answer, of: method, at: pointer, className: method.owner,
            what: "the app delegate's supportedInterfaceOrientationsFor")
        {
            delegateAnswer = value
        }
    }

    /// The static stored property a flag named `Owner.property` stands for.
    private func staticProperty(named flag: String) -> StoredProperty? {
        let parts = flag.split(separator: ".")
        guard parts.count == 2 else { return nil }
        return index.staticProperty(String(parts[1]), of: String(parts[0]))
    }

    /// Adds the answer's sources, flags and notes; returns its JSON when it can be modelled.
    mutating func record(
        _ answer: ImportedAnswer, of method: SourceMethod, at pointer: String, className: String?,
        what: String
    ) -> JSONValue? {
        if case .unknown(let reason, let line) = answer {
            siteNote(
                "\(what): \(reason); modelled as UIKit's default", pointer: pointer, path: method.path,
                line: line)
            return nil
        }
        if case .inherited(let line, _) = answer {
            // Reached only where the superclass's answer is unknown (a class the project lacks).
            siteNote(
                "\(what): returns super's answer, which the import cannot tell; modelled as UIKit's default",
                pointer: pointer, path: method.path, line: line)
            return nil
        }
        // Filled apart and merged on success: copying the whole map per method would be quadratic.
        var filled: [String: ImportSource] = [
            pointer: ImportSource(path: method.path, line: method.line, column: method.column)
        ]
        guard let value = answer.json(at: pointer, path: method.path, into: &filled) else {
            if let (reason, line) = answer.unknownReason {
                siteNote(
                    "\(what): one branch \(reason); the whole method is modelled as UIKit's default",
                    pointer: pointer,
                    path: method.path, line: line)
            }
            return nil
        }
        sources.merge(filled) { _, new in new }
        if let (reason, line) = answer.assumption {
            siteNote("\(what): \(reason)", pointer: pointer, path: method.path, line: line)
        }
        for flag in answer.flags where !flags.contains(where: { $0.name == flag.name }) {
            let property = index.storedProperty(flag.name, of: className) ?? staticProperty(named: flag.name)
            flags.append((flag.name, property?.initialValue ?? false))
            if let property {
                sources["/app/flags/" + JSONPointer.escape(flag.name)] = ImportSource(
                    path: property.path, line: property.line, column: property.column)
            }
        }
        return value
    }
}
