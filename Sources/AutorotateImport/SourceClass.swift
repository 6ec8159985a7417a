/// A class found in a Swift or Objective-C file: its superclass, the rotation methods it
/// implements and its stored properties (the flags a conditional may read).
struct SourceClass: Sendable {
    var name: String
    var superclass: String?
    var path: String
    var line: Int
    var column: Int
    var language: SourceTokenizer.Language
    /// The rotation members the class implements, by member.
    var methods: [RotationMember: SourceMethod] = [:]
    /// Stored properties by name: where declared and the literal boolean they start with, if any.
    var storedProperties: [String: StoredProperty] = [:]
    /// Whether this entry came from a declaration (`class X: Y`, `@interface X : Y`) rather than
    /// only from an extension, category or `@implementation`.
    var isDeclared: Bool
}

/// A stored property a conditional can name.
struct StoredProperty: Sendable {
    var path: String
    var line: Int
    var column: Int
    var initialValue: Bool?
}

/// The rotation methods the import reads (api.md §2 rotation properties) and the app delegate's.
enum RotationMember: String, Sendable, CaseIterable {
    case shouldAutorotate
    case supportedInterfaceOrientations
    case preferredInterfaceOrientationForPresentation
    case shouldAutorotateToInterfaceOrientation
    /// `application(_:supportedInterfaceOrientationsFor:)`, found on any class.
    case applicationSupportedInterfaceOrientations
}

/// A method's body as tokens, and where its declaration starts.
struct SourceMethod: Sendable {
    var member: RotationMember
    var path: String
    var line: Int
    var column: Int
    /// The tokens between the body's braces.
    var body: ArraySlice<SourceToken>
    /// The name of the orientation parameter (`shouldAutorotateToInterfaceOrientation:`).
    var parameter: String?
    var language: SourceTokenizer.Language
    /// The class (or extension) the method is written in.
    var owner: String?
}
