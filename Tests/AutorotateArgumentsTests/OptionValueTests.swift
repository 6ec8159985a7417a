import AutorotateArguments
import Testing

@Suite("Shared value readers")
struct OptionValueTests {
    /// Integers inside the range are read; others are refused with the option and the text.
    @Test func integers() throws {
        #expect(try OptionValue.integer("0", in: 0...5, option: "--n") == 0)
        #expect(throws: ArgumentError("--n wants an integer from 0 to 5, got '6'")) {
            try OptionValue.integer("6", in: 0...5, option: "--n")
        }
        #expect(throws: ArgumentError("--n wants an integer from 0 to 5, got '1.5'")) {
            try OptionValue.integer("1.5", in: 0...5, option: "--n")
        }
    }

    /// Seconds are positive, finite, decimals allowed, up to the limit.
    @Test func seconds() throws {
        #expect(try OptionValue.seconds("0.5", option: "--t") == 0.5)
        for bad in ["0", "-1", "inf", "nan", "x", "86401"] {
            #expect(throws: ArgumentError("--t wants seconds > 0, got '\(bad)'")) {
                try OptionValue.seconds(bad, option: "--t")
            }
        }
    }

    /// Empty text is refused, naming what is wanted.
    @Test func nonEmpty() throws {
        #expect(try OptionValue.nonEmpty("p", "a path", option: "--f") == "p")
        #expect(throws: ArgumentError("--f wants a path, got ''")) {
            try OptionValue.nonEmpty("", "a path", option: "--f")
        }
    }
}
