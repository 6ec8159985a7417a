extension String {
    /// The string without trailing `character`s.
    func trimmingCharactersAtEnd(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
