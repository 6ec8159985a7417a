import AutorotateWire

extension ImportedAnswer {
    /// The answer with each `super` branch replaced by UIKit's default (R1.5):
    /// `supportedInterfaceOrientations` is `.all` on a pad and `.allButUpsideDown` on a phone (a
    /// condition on the idiom where no enclosing branch decides it), `shouldAutorotate` is `true`,
    /// `shouldAutorotateToInterfaceOrientation:` answers YES for portrait only. Only for a class
    /// whose ancestry ends in a UIKit class with no project implementation of the member above it;
    /// `preferredInterfaceOrientationForPresentation`, whose default is no one value, stays as it is.
    func resolvingInherited(_ member: RotationMember, idiom: String? = nil) -> ImportedAnswer {
        switch self {
        case .conditional(let condition, let line, let column, let then, let otherwise):
            var thenIdiom = idiom
            var elseIdiom = idiom
            if case .idiom(let tested) = condition {
                thenIdiom = tested
                elseIdiom = tested == "pad" ? "phone" : "pad"
            }
            return .conditional(
                condition, line: line, column: column,
                then: then.resolvingInherited(member, idiom: thenIdiom),
                else: otherwise.resolvingInherited(member, idiom: elseIdiom))
        case .assumed(let inner, let reason, let line):
            return .assumed(inner.resolvingInherited(member, idiom: idiom), reason: reason, line: line)
        case .inherited(let line, let column):
            if let idiom {
                guard let value = Self.uikitDefault(member, idiom: idiom) else { return self }
                return .literal(value, line: line, column: column)
            }
            guard let pad = Self.uikitDefault(member, idiom: "pad"),
                let phone = Self.uikitDefault(member, idiom: "phone")
            else { return self }
            if pad == phone { return .literal(pad, line: line, column: column) }
            return .conditional(
                .idiom("pad"), line: line, column: column, then: .literal(pad, line: line, column: column),
                else: .literal(phone, line: line, column: column))
        default:
            return self
        }
    }

    /// UIKit's answer on `idiom` when no class overrides `member` (R1.5), where it is one value.
    private static func uikitDefault(_ member: RotationMember, idiom: String) -> JSONValue? {
        switch member {
        case .supportedInterfaceOrientations: .string(idiom == "pad" ? ".all" : ".allButUpsideDown")
        case .shouldAutorotate: .bool(true)
        case .shouldAutorotateToInterfaceOrientation: LegacyAnswerEvaluator.maskExpression(1 << 1)
        case .preferredInterfaceOrientationForPresentation, .applicationSupportedInterfaceOrientations: nil
        }
    }
}
