import AutorotateImport
import AutorotateImportTestSupport
import AutorotateWire
import Foundation

/// Every plist and storyboard text the tests know: the files under Tests/Fixtures, `app.infoPlist`
/// strings in its JSON files, the generated project's, and the plists the suites spell out. The
/// differential tests run Foundation's readers and the import's own over these and their mutations.
enum XMLCorpus {
    /// One text and where it came from.
    struct Entry {
        var name: String
        var text: String
        var isPlist: Bool
        /// A fixture that is malformed on purpose (named `Broken-…`): both readers must refuse it.
        var isBroken: Bool { name.split(separator: "/").last?.hasPrefix("Broken-") == true }
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func entries() throws -> [Entry] {
        var entries: [Entry] = []
        let root = fixtures.path + "/"
        guard let enumerator = FileManager.default.enumerator(atPath: fixtures.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String { paths.append(relative) }
        for relative in paths.sorted() {
            if relative.hasSuffix(".plist") || relative.hasSuffix(".storyboard") {
                let text = try String(contentsOfFile: root + relative, encoding: .utf8)
                entries.append(Entry(name: relative, text: text, isPlist: relative.hasSuffix(".plist")))
            } else if relative.hasSuffix(".json") {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + relative)))
                guard let document = try? JSONReader.parse(bytes) else { continue }
                for (index, text) in infoPlistStrings(in: document).enumerated() where text.hasPrefix("<") {
                    entries.append(Entry(name: "\(relative)#\(index)", text: text, isPlist: true))
                }
            }
        }
        for file in SyntheticProject.files(count: 60)
        where file.path.hasSuffix(".plist") || file.path.hasSuffix(".storyboard") {
            entries.append(
                Entry(
                    name: "synthetic/" + file.path, text: file.content, isPlist: file.path.hasSuffix(".plist")
                ))
        }
        entries.append(Entry(name: "InfoPlistTextTests.plist", text: InfoPlistTextTests.plist, isPlist: true))
        entries.append(
            Entry(name: "InfoPlistScenarioTests.plist", text: InfoPlistScenarioTests.plist, isPlist: true))
        return entries
    }

    /// Every string value of a member named `infoPlist`, anywhere in `value`.
    private static func infoPlistStrings(in value: JSONValue) -> [String] {
        var found: [String] = []
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let object):
                for member in object.members {
                    if member.key == "infoPlist", case .string(let text) = member.value { found.append(text) }
                    pending.append(member.value)
                }
            case .array(let elements): pending.append(contentsOf: elements)
            default: break
            }
        }
        return found
    }
}

/// A small deterministic generator (SplitMix64), so that every run mutates the same bytes.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Single-byte edits of a text: replace, insert or delete one byte, the new byte drawn from the
/// characters XML gives meaning to and a few it forbids.
enum XMLMutation {
    static let alphabet: [UInt8] = Array("<>/&;\"'=!?[]-#x :aZ09\n\t\r".utf8) + [0x01, 0x00]

    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
