import Testing

@testable import AutorotateImport

/// The source tokenizer: comments, strings and nesting never leak tokens.
@Suite struct SourceTokenizerTests {
    private func identifiers(_ text: String, _ language: SourceTokenizer.Language = .swift) -> [String] {
        SourceTokenizer.tokenize(text, language: language).filter { $0.kind == .identifier }.map(\.text)
    }

    /// Nested Swift block comments are skipped whole.
    @Test func skipsNestedSwiftComments() {
        #expect(identifiers("a /* one /* two */ still comment */ b // c\nd") == ["a", "b", "d"])
    }

    /// Objective-C block comments do not nest: the first `*/` ends them.
    @Test func objectiveCCommentsDoNotNest() {
        #expect(identifiers("a /* one /* two */ b", .objectiveC) == ["a", "b"])
    }

    /// Multi-line, raw and interpolated strings are one token each.
    @Test func stringsAreOneToken() {
        let text = #"""
            let a = """
              override var x { "quoted" }
              """
            let b = #"raw "quoted" \(not) text"#
            let c = "\(value("nested)")) after"
            done
            """#
        #expect(identifiers(text) == ["let", "a", "let", "b", "let", "c", "done"])
    }

    /// Objective-C string and character literals and preprocessor lines are skipped.
    @Test func objectiveCLiteralsAndPreprocessor() {
        let text = """
            #import "Foo.h"
            #define X \\
                continued
            NSString *s = @"a \\" b"; char c = '}';
            """
        #expect(identifiers(text, .objectiveC) == ["NSString", "s", "char", "c"])
    }

    /// Lines and columns point at each token's first character.
    @Test func tracksLinesAndColumns() {
        let tokens = SourceTokenizer.tokenize("a\n  /* x\n */ bc", language: .swift)
        #expect(tokens.map(\.line) == [1, 3])
        #expect(tokens.map(\.column) == [1, 5])
    }
}
