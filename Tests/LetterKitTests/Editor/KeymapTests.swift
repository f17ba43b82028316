import Testing

@testable import LetterKit

/// The keymap is one table: every key in it means exactly one thing, and the
/// help lists every row.
@Suite struct KeymapTests {
    @Test func noKeyIsBoundTwice() {
        var seen: [Key: String] = [:]
        for binding in EditorKeys.editing.rows {
            for key in binding.keys {
                #expect(seen[key] == nil, "\(key.name) is bound by \"\(seen[key] ?? "")\" and \"\(binding.help)\"")
                seen[key] = binding.help
            }
        }
    }

    @Test func everyKeyGivesItsRowsCommand() {
        for binding in EditorKeys.editing.rows {
            for entry in binding.entries {
                #expect(EditorKeys.command(for: entry.key) == entry.action, "\(entry.key.name)")
            }
        }
    }

    @Test func printableCharactersTypeThemselvesAndUnboundKeysPassThrough() {
        #expect(EditorKeys.command(for: .character("한")) == .edit(.insert("한")))
        #expect(EditorKeys.command(for: .function(9)) == nil)
    }

    @Test func shiftPageDownSelectsAScreenful() throws {
        var state = EditorState(
            page: Page(paper: try Paper(lines: 30, columns: 20), text: (1...30).map { "line \($0)" }.joined(separator: "\n")))
        state = update(state, .resize(rows: 10, columns: 40)).0
        state = update(state, .key(.shift(.pageDown))).0
        // 10 rows less title and status leave 8 for the paper; a screenful is one
        // row less than that, so the cursor goes from line 1 to line 8 and the
        // selection holds lines 1 to 7 and the newline after line 7.
        #expect(state.page.selectedText == (1...7).map { "line \($0)" }.joined(separator: "\n") + "\n")
    }
}
