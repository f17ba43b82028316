import LetterKit
import Testing

/// The one-line field prompts edit (save-as, find): keys, graphemes, and the
/// window that keeps the cursor in view.
@Suite("Text field")
struct TextFieldTests {
    /// The field's text with `|` at the cursor.
    static func marked(_ field: TextField) -> String {
        var characters = field.characters.map(String.init)
        characters.insert("|", at: field.cursor)
        return characters.joined()
    }

    static func applying(_ keys: [Key], to text: String) -> TextField {
        var field = TextField(text)
        for key in keys { _ = field.apply(key) }
        return field
    }

    @Test(arguments: [
        ("letter.letter", [Key](), "letter.letter|"),
        ("letter.letter", [.home, .character("x")], "x|letter.letter"),
        ("ann.letter", [.left, .left, .left, .left, .left, .left, .backspace], "ann|letter"),
        ("ann.letter", [.home, .delete, .delete], "|n.letter"),
        ("/home/ann/letters/ann.letter", [.control("w")], "/home/ann/letters/|"),
        ("/home/ann/letters/", [.control("w")], "/home/ann/|"),
        ("two words", [.control("w")], "two |"),
        ("ann.letter", [.left, .left, .control("u")], "|er"),
        ("", [.backspace, .delete, .left, .right], "|"),
        ("ab", [.right, .right, .end, .character("c")], "abc|"),
        ("한글", [.left, .character("과")], "한과|글"),
    ] as [(String, [Key], String)])
    func keysEditTheField(start: String, keys: [Key], expected: String) {
        #expect(Self.marked(Self.applying(keys, to: start)) == expected)
    }

    @Test func keysAFieldDoesNotTakeAreLeftToThePrompt() {
        var field = TextField("x")
        for key in [Key.enter, .escape, .tab, .up, .down, .function(1), .control("s")] {
            let taken = field.apply(key)
            #expect(taken == false, "\(key.name)")
        }
        #expect(Self.marked(field) == "x|")
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var field = TextField("cafe")
        let taken = field.apply(.character("\u{301}"))
        #expect(taken)
        #expect(field.characters.count == 4)
        #expect(field.text == "cafe\u{301}")
        #expect(field.cursor == 4)
    }

    @Test func newlinesNeverEnterAField() {
        var field = TextField("a\nb")
        #expect(field.text == "ab")
        field.insert("c\r\nd")
        #expect(Self.marked(field) == "abcd|")
    }

    @Test func theWindowKeepsTheCursorInView() {
        let field = TextField("abcdefghij")
        // Fits: shown whole.
        #expect(field.window(width: 11) == ("abcdefghij", 10))
        // Too long: the end, with a cell for the cursor after it.
        #expect(field.window(width: 5) == ("ghij", 4))
        var middle = field
        for _ in 0..<7 { _ = middle.apply(.left) }
        // Near the start, the window starts at the start.
        #expect(middle.window(width: 5) == ("abcde", 3))
        // Wide characters are never cut in half.
        let korean = TextField("가나다라")
        #expect(korean.window(width: 6) == ("다라", 4))
        #expect(TextField("abc").window(width: 0) == ("", 0))
    }

    @Test func cursorColumnCountsCells() {
        var field = TextField("가a")
        #expect(field.cursorColumn == 3)
        _ = field.apply(.left)
        #expect(field.cursorColumn == 2)
    }
}

/// Status messages keep their reason in sight: paths shorten before words.
@Suite("Status messages")
struct MessageTests {
    @Test func aMessageThatFitsIsShownWhole() {
        let message = EditorState.Message("Saved \(path: "/home/ann/letters/mom.letter")")
        #expect(message.text == "Saved /home/ann/letters/mom.letter")
        #expect(message.fitted(to: 80) == "Saved /home/ann/letters/mom.letter")
    }

    @Test func thePathShortensFirst() {
        let message = EditorState.Message(
            "Not saved: \(path: "/media/usb/letters/2026/to-grandmother.letter"): Read-only file system")
        // 11 + 23 cells of words leave 26 cells for the path: its name fits.
        #expect(message.fitted(to: 60) == "Not saved: …/to-grandmother.letter: Read-only file system")
        // Narrower, the name's middle goes: 46 − 34 = 12 cells, its start and end around "…".
        #expect(message.fitted(to: 46) == "Not saved: to-gr…letter: Read-only file system")
        // Narrower than the words themselves: the path keeps 4 cells and the
        // sentence is cut, marked with "…".
        #expect(message.fitted(to: 20) == "Not saved: t…er: Re…")
    }

    @Test func zeroWidthAndWideCharactersInAPathAreMeasuredInCells() {
        let path = "/tmp/\u{200F}편지\u{200B}-to-mom.letter"
        let message = EditorState.Message("Saved \(path: path)")
        for width in 0...40 {
            let fitted = message.fitted(to: width)
            #expect(CellWidth.of(fitted) <= max(width, 1), "width \(width): \(fitted)")
        }
    }

    @Test func plainMessagesCompareByText() {
        #expect(EditorState.Message("Nothing to undo") == EditorState.Message("Nothing to undo"))
        #expect(EditorState.Message("Copied \(3) characters").text == "Copied 3 characters")
    }
}

/// A failure's reason, written elsewhere, has its paths found so they shorten.
@Suite("Status messages: paths in a reason")
struct MessagePathDetectionTests {
    @Test(arguments: [
        (
            "cannot create a file in /tmp/letters/x: Operation not permitted",
            [EditorState.Message.Part.text("cannot create a file in "), .path("/tmp/letters/x"), .text(": Operation not permitted")]
        ),
        ("/a/b.letter is a folder", [.path("/a/b.letter"), .text(" is a folder")]),
        ("disk full (/mnt/usb)", [.text("disk full ("), .path("/mnt/usb"), .text(")")]),
        ("and/or 1/2 are not paths", [.text("and/or 1/2 are not paths")]),
        ("", []),
    ] as [(String, [EditorState.Message.Part])])
    func pathsAreFound(sentence: String, parts: [EditorState.Message.Part]) {
        let message = EditorState.Message(detectingPathsIn: sentence)
        #expect(message.parts == parts)
        #expect(message.text == sentence)
    }

    @Test func aFailedSaveKeepsItsReasonAndTheQuestionInANarrowTerminal() {
        var editor = EditorHarness.defaultPaper(text: "Hi", path: "/home/ann/a-rather-long-folder-name/letters/ann.letter")
        editor.type("!")
        editor.press(.control("s"))
        editor.send(
            .saveFinished(
                .failed(.cannotCreate(folder: "/home/ann/a-rather-long-folder-name/letters", .notPermitted))))
        // The reason has two rows of its own above the prompt, wrapped at a space.
        #expect(editor.screen[21] == " Not saved: cannot save: cannot create a file in le…rs: Operation not permitted")
        #expect(editor.screen[22] == " (the folder or file may be immutable); the file on disk is unchanged.")
        let row = editor.statusRow
        #expect(row.hasPrefix(" Save as: "))
        // The field shows the end of the name, where the cursor is.
        #expect(row.hasSuffix(".letter"))
        #expect(editor.cursor == Spot(row: 23, column: CellWidth.of(row)))
        #expect(CellWidth.of(row) <= 80)
    }
}
