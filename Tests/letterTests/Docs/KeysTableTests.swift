import Foundation
import LetterKit
import Testing

/// The manual's tables of keys are what the keymaps give, so a key changed
/// in a keymap and not in the manual fails here until Scripts/generate-docs
/// writes the tables again.
@Suite("The keys table in the manual")
struct KeysTableTests {
    static let begin = "<!-- keys table: written by Scripts/generate-docs from the keymaps; do not edit -->\n"
    static let end = "<!-- end of keys table -->"

    /// What stands between the markers of `file`, or nil without them.
    static func table(in file: String) throws -> String? {
        let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<stop.lowerBound])
    }

    @Test(arguments: [("docs/manual/keys.md", KeyMode.allCases)])
    func theTableIsTheKeymaps(_ file: String, _ modes: [KeyMode]) throws {
        let table = try #require(try Self.table(in: file), "\(file) has no keys table between the markers")
        #expect(
            table == "\n" + KeysListing.markdown(modes: modes) + "\n",
            "\(file)'s keys table differs from the keymaps: run Scripts/generate-docs")
    }

    /// Both profiles' columns, and a key of each.
    @Test func theTableHasBothProfiles() {
        let table = KeysListing.markdown(modes: [.editor])
        #expect(table.hasPrefix("### editor\n\n| command | micro | nano |\n|---|---|---|\n| `save` | Ctrl-S | Ctrl-O, Ctrl-S |\n"))
        #expect(table.contains("| `go-to-line` | Ctrl-L | Ctrl-_, Alt-G |"))
    }
}
