import AutorotateWire

extension ImportedAnswer {
    /// The answer with each `super` branch under an idiom condition replaced by UIKit's default on
    /// that idiom (R1.5): `supportedInterfaceOrientations` is `.all` on a pad and
    /// `.allButUpsideDown` on a phone, `shouldAutorotate` is `true`. Only for a class whose ancestry
    /// ends in a UIKit class with no project implementation of the member above it; a `super`
    /// branch the idiom does not decide stays as it is.
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
            guard let idiom, let value = Self.uikitDefault(member, idiom: idiom) else { return self }
            return .literal(value, line: line, column: column)
        default:
            return self
        }
    }

    /// UIKit's answer on `idiom` when no class overrides `member` (R1.5), where it is one value.
    private static func uikitDefault(_ member: RotationMember, idiom: String) -> JSONValue? {
        switch member {
        case .supportedInterfaceOrientations: .string(idiom == "pad" ? ".all" : ".allButUpsideDown")
        case .shouldAutorotate: .bool(true)
        default: nil
        }
    }
}
