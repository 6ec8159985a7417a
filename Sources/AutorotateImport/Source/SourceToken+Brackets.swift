extension [SourceToken] {
    /// Each opening bracket's (`(`, `[`, `{`) closing partner, by token index, and the openers
    /// left unclosed at the end. A stray closer matches the nearest opener of its own kind, or
    /// nothing; the openers it closes over close there too, so that one missing bracket does not
    /// swallow the rest of the file.
    var bracketPartners: (partners: [Int: Int], unclosed: [Int]) {
        var partners: [Int: Int] = [:]
        var stack: [Int] = []
        for (index, token) in enumerated() where token.kind == .punctuation {
            switch token.text {
            case "{", "(", "[": stack.append(index)
            case "}", ")", "]":
                let opener = token.text == "}" ? "{" : token.text == ")" ? "(" : "["
                if let match = stack.lastIndex(where: { self[$0].text == opener }) {
                    for unclosed in stack[(match + 1)...] { partners[unclosed] = index }
                    partners[stack[match]] = index
                    stack.removeSubrange(match...)
                }
            default: break
            }
        }
        return (partners, stack)
    }
}
