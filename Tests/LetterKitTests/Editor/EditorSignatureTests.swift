import LetterKit
import Testing

@testable import LetterKit

/// The signature key: the sign-off put in at the cursor through the gate,
/// whole or not at all, with its ink where the file keeps ink, one undo step.
@Suite("Editor: the signature")
struct EditorSignatureTests {
    static let sign = Key.alt(.character("y"))

    /// An editor on `paper` holding `text`, the cursor at `cursor`, with
    /// `signature` found at launch, in an 80×24 terminal.
    static func editor(
        _ text: String, cursor: Position = .start, signature: Signature, paper: Paper = .letter,
        path: String? = "/tmp/sign.letter", keymaps: EditorKeymaps = .micro
    ) -> EditorHarness {
        var editor = EditorHarness(paper: paper, text: text, path: path, rows: 24, columns: 80, keymaps: keymaps)
        editor.state = EditorState(
            page: Page(paper: paper, text: text, cursor: cursor), path: path, keymaps: keymaps, signature: signature)
        editor.send(.resize(rows: 24, columns: 80))
        return editor
    }

    @Test(arguments: [
        // In the middle of a line: the line is split around it.
        ("Dear Min-ji, love", Position(paragraph: 0, offset: 13), "Hana", "Dear Min-ji, Hanalove"),
        ("Dear Min-ji, love", Position(paragraph: 0, offset: 13), "Hana\nSeoul", "Dear Min-ji, Hana\nSeoullove"),
        // At the start and the end of a line.
        ("With love,\n", Position(paragraph: 1, offset: 0), "Hana\nSeoul", "With love,\nHana\nSeoul"),
        ("With love,", Position(paragraph: 0, offset: 10), "\u{00A0}하나", "With love,\u{00A0}하나"),
        ("", .start, "할머니께\n손녀 하나 올림", "할머니께\n손녀 하나 올림"),
    ] as [(String, Position, String, String)])
    func theSignatureGoesInAtTheCursor(text: String, cursor: Position, signature: String, expected: String) {
        var editor = Self.editor(text, cursor: cursor, signature: .text(signature))
        editor.press(Self.sign)
        #expect(editor.state.page.text == expected)
        #expect(editor.message == nil)
        #expect(editor.state.isModified)
    }

    @Test func nanosProfileSignsOnAltSToo() {
        var editor = Self.editor("x", signature: .text("Hana"), keymaps: .nano)
        editor.press(Self.sign)
        #expect(editor.state.page.text == "Hanax")
    }

    @Test func theSignatureReplacesTheSelection() {
        var editor = Self.editor("Yours, NAME", cursor: Position(paragraph: 0, offset: 7), signature: .text("Hana"))
        editor.press(.shift(.end), Self.sign)
        #expect(editor.state.page.text == "Yours, Hana")
    }

    @Test(arguments: [
        // Two lines on the one empty line left: the second would be past the page.
        ("one\n\nthree", Position(paragraph: 1, offset: 0), "Hana\nSeoul"),
        ("one\ntwo\n", Position(paragraph: 2, offset: 0), "Hana\nSeoul"),
        // One line too long for what is left of the last line: it would wrap past it.
        ("one\ntwo\nthree", Position(paragraph: 2, offset: 5), " with all my love, Hana"),
        // Wide Hangul that wraps past the last line.
        ("one\ntwo\nthree", Position(paragraph: 2, offset: 5), "하나 올림 하나 올림"),
        // At the very start of a full page.
        ("one\ntwo\nthree", .start, "Hana\nSeoul\nKorea"),
    ] as [(String, Position, String)])
    func aSignatureThatDoesNotFitIsRefusedWholeNotCut(text: String, cursor: Position, signature: String) throws {
        let paper = try Paper(lines: 3, columns: 20)
        var editor = Self.editor(text, cursor: cursor, signature: .found(signature, file: nil), paper: paper)
        let effects = editor.press(Self.sign)
        #expect(editor.state.page.text == text)
        #expect(!editor.state.isModified)
        #expect(!editor.state.page.canUndo)
        #expect(editor.message?.tone == .error)
        #expect(editor.message?.text.hasPrefix("The signature does not fit (it goes in whole or not at all): ") == true)
        #expect(effects.contains(.flash))
    }

    @Test(arguments: [
        ("/tmp/sign.letter", "With love,\n**Hana** *Kim*", "With love,\n**Hana** *Kim*"),
        ("/tmp/sign.md", "[Hana]{.underline}", "[Hana]{.underline}"),
        // A file that keeps no ink takes the words, not the marks.
        ("/tmp/sign.txt", "With love,\n**Hana** *Kim*", "With love,\nHana Kim"),
    ])
    func inkIsKeptWhereTheFileKeepsInk(path: String, signature: String, body: String) {
        var editor = Self.editor("", signature: .text(signature), path: path)
        editor.press(Self.sign)
        #expect(editor.state.body(forPath: path) == body)
    }

    @Test func oneUndoTakesTheWholeSignatureBackAndRedoPutsItIn() {
        var editor = Self.editor("Dear Min-ji,\n", cursor: Position(paragraph: 1, offset: 0), signature: .text("**Hana**\nSeoul"))
        editor.type("x")
        editor.press(Self.sign)
        #expect(editor.state.page.text == "Dear Min-ji,\nxHana\nSeoul")
        editor.press(.control("z"))
        #expect(editor.state.page.text == "Dear Min-ji,\nx")
        editor.press(.control("y"))
        #expect(editor.state.body(forPath: "/tmp/sign.letter") == "Dear Min-ji,\nx**Hana**\nSeoul")
    }

    @Test func thePaletteSigns() {
        var editor = Self.editor("", signature: .text("Hana"))
        editor.press(.function(10))
        editor.type("sign")
        editor.press(.enter)
        #expect(editor.state.page.text == "Hana")
    }

    @Test(arguments: [
        (Signature.none(file: "/home/hana/.config/letter/signature"),
         "No signature yet: write one in /home/hana/.config/letter/signature, or as signature = \"…\" in config.toml"),
        (.none(file: nil), "No signature yet: write one as signature = \"…\" in config.toml"),
        (.unusable(path: "/h/signature", .invalidUTF8(offset: 3)),
         "Signature not used: /h/signature is not UTF-8 text (invalid byte at offset 3)"),
        (.unusable(path: "/h/signature", .tooLarge(bytes: 9000, limit: 4096)),
         "Signature not used: /h/signature is too large for a signature (9000 bytes; the limit is 4096)"),
        (.unusable(path: "/h/signature", .isDirectory(path: "/h/signature")),
         "Signature not used: /h/signature is a folder, not a signature file"),
    ] as [(Signature, String)])
    func withoutAUsableSignatureTheKeySaysWhyAndWhere(signature: Signature, said: String) {
        var editor = Self.editor("Dear", signature: signature)
        editor.press(Self.sign)
        #expect(editor.state.page.text == "Dear")
        #expect(editor.message?.text == said)
    }

    @Test(arguments: [
        ("Hana\n", "Hana"),  // a file's last newline
        ("\n\nHana\nSeoul\n\n", "Hana\nSeoul"),  // blank lines at either end
        ("With love,\r\nHana\r\n", "With love,\nHana"),  // written on Windows
        ("\u{1B}[2JHana\u{1B}]52;c;aGk=\u{07}", "[2JHana]52;c;aGk="),  // escape sequences lose their ESC and BEL
        ("Ha\u{0}na\u{7F}\u{9B}", "Hana"),  // NUL, DEL, a C1 control
        ("Hana\u{202E}miK", "HanamiK"),  // a directional override
        ("Hana\tKim", "Hana Kim"),  // a tab
        ("  Hana", "  Hana"),  // spaces at the start of a line are the writer's
        ("\u{1B}\n\t\n", ""),  // nothing left
    ])
    func theSignatureIsCleanedOfWhatATerminalWouldActOn(text: String, cleaned: String) {
        let found = Signature.found(text, file: "/h/signature")
        #expect(found == (cleaned.isEmpty ? .none(file: "/h/signature") : .text(cleaned)))
    }
}
