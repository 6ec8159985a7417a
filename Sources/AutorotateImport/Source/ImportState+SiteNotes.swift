/// One note per method site: a base class's method that every subclass inherits, or one class
/// with several instances, is read once per view controller, but what the note says about it is
/// one fact about one place in the code.
extension ImportState {
    /// A note's place and text: the same method read for another view controller gives the same key.
    struct SiteNoteKey: Hashable {
        var path: String?
        var line: Int?
        var message: String
    }

    /// Adds the note the first time the site says it; later times only count the view controller.
    mutating func siteNote(_ message: String, pointer: String?, path: String?, line: Int?) {
        let key = SiteNoteKey(path: path, line: line, message: message)
        if let seen = siteNotes[key] {
            siteNotes[key] = (seen.index, seen.count + 1)
            return
        }
        siteNotes[key] = (notes.count, 1)
        note(message, pointer: pointer, path: path, line: line)
    }

    /// Says, on each site's note, how many view controllers answer with that method when it is
    /// more than the one its pointer names.
    mutating func countSiteNotes() {
        for (index, count) in siteNotes.values where count > 1 {
            notes[index].message += " (\(count) view controllers answer with this method)"
        }
        siteNotes = [:]
    }
}
