import Foundation
import LetterKit
import Testing

@Suite struct WordsTests {
    @Test func englishWithoutACatalogFillsPlaceholders() {
        #expect(tr("Saved {file}.", ["file": "mom.letter"]) == "Saved mom.letter.")
        #expect(trn("{count} line", "{count} lines", count: 1) == "1 line")
        #expect(trn("{count} line", "{count} lines", count: 0) == "0 lines")
    }

    @Test func aPlaceholderWithoutAValueStaysAsWritten() {
        #expect(Placeholders.fill("{a} and {b}", ["a": 1]) == "1 and {b}")
        #expect(Placeholders.fill("{ not a name", ["x": 1]) == "{ not a name")
        #expect(Placeholders.names(in: "Saved {path} ({count} lines)") == ["path", "count"])
    }

    @Test func aValueIsNotFilledAgain() {
        // A file called "{b}" must stay so when a later placeholder is filled.
        #expect(Placeholders.fill("{a}, {b}", ["a": "{b}", "b": "x"]) == "{b}, x")
    }

    @Test func theKoreanCatalogSpeaksForItsTask() {
        let refusal = EditRefusal.wouldOverflow(reason: .newLine, lines: 5, limit: 4)
        #expect(refusal.description == "No room for a new line: the page has 4 lines.")
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect(refusal.description == "새 줄을 넣을 자리가 없습니다: 종이는 4줄입니다.")
            #expect(EditRefusal.pictureNeedsLines(lines: 3, left: 1).description.contains("3줄"))
        }
    }

    @Test func aStatusMessageKeepsItsPathsShortenable() {
        let message = StatusMessage(tr("Saved {path}: {reason}", ["reason": "done"]), paths: ["path": "/a/b/mom.letter"])
        #expect(message.parts == [.text("Saved "), .path("/a/b/mom.letter"), .text(": done")])
    }
}

@Suite struct KoreanCatalogReadingTests {
    /// gettext writes a string with "\n" in it over several lines, even
    /// unwrapped; the test catalog reads them whole.
    @Test func aStringBrokenAfterANewlineIsReadWhole() throws {
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ko-\(getpid()).po")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            msgid ""
            msgstr "Language: ko\\n"

            msgid ""
            "one\\n"
            "two"
            msgstr ""
            "하나\\n"
            "둘"

            #: a.swift:1
            msgid "{count} line"
            msgid_plural "{count} lines"
            msgstr[0] "{count}줄"
            """.write(to: file, atomically: true, encoding: .utf8)
        let catalog = KoreanCatalog(poFile: file)
        #expect(catalog.translation(of: "one\ntwo") == "하나\n둘")
        #expect(catalog.translation(of: "{count} line", plural: "{count} lines", count: 2) == "{count}줄")
        #expect(catalog.messages.count == 2)
    }
}
