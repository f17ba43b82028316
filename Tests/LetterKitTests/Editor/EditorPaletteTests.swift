import Testing

@testable import LetterKit

/// The editor's command palette (F10, Ctrl-E): every command of writing by
/// name, and those only it reaches (export, print, the letterbox), run as
/// their keys would; export asks for a name beside the letter and never
/// writes over a file without asking.
@Suite("Editor: the command palette")
struct EditorPaletteTests {
    static func editor(path: String? = "/home/ann/letter.md") -> EditorHarness {
        EditorHarness(paper: .letter, text: "Dear Ann,\nline two", path: path, rows: 24, columns: 80)
    }

    static func palette(_ editor: EditorHarness) -> Palette<Command>? {
        if case .palette(let palette) = editor.state.mode { return palette }
        return nil
    }

    @Test(arguments: [Key.function(10), .control("e")])
    func theKeysOpenThePaletteWithEveryCommand(key: Key) {
        var editor = Self.editor()
        editor.press(key)
        let palette = Self.palette(editor)
        #expect(palette?.matches.count == EditorKeymaps.micro.paletteEntries.count)
        #expect(editor.screen.contains { $0.contains("Export to PDF") })
        #expect(editor.statusRow.contains("Enter: run"))
    }

    /// Every action the writing keymap gives is listed once (the palette's
    /// own key aside), and so are the commands no key gives.
    @Test func everyWritingActionIsListedOnce() {
        let listed = EditorKeymaps.micro.paletteEntries.map(\.action)
        #expect(Set(listed).count == listed.count)
        for row in EditorKeys.editing.rows {
            for entry in row.entries where entry.action != .palette {
                #expect(listed.contains(entry.action), "\(entry.key.name) is not in the palette")
            }
        }
        #expect(!listed.contains(.palette))
        for only in [Command.print, .openBox] + ExportFormat.allCases.map(Command.export) {
            #expect(listed.contains(only))
        }
    }

    /// (the letter's path, the format typed for, the name offered)
    static let offered: [(String?, String, String)] = [
        ("/home/ann/letter.md", "pdf", "/home/ann/letter.pdf"),
        ("/home/ann/letter.md", "html", "/home/ann/letter.html"),
        ("/home/ann/letter.md", "markdown", "/home/ann/letter.md"),
        ("/home/ann/letter.md", "plain", "/home/ann/letter.txt"),
        ("letter.letter", "pdf", "letter.pdf"),
        ("notes", "pdf", "notes.pdf"),
        ("/home/ann/.hidden", "pdf", "/home/ann/.hidden.pdf"),
        ("/home/ann/편지.letter", "pdf", "/home/ann/편지.pdf"),
        (nil, "pdf", "letter.pdf"),
    ]

    @Test(arguments: offered)
    func exportOffersTheLettersNameBesideIt(path: String?, typed: String, name: String) {
        var editor = Self.editor(path: path)
        editor.press(.function(10))
        editor.type(typed)
        editor.press(.enter)
        guard case .exportAs(_, let field) = editor.state.mode else {
            Issue.record("no export prompt: \(editor.state.mode)")
            return
        }
        #expect(field.text == name)
        #expect(field.isOffered)
        #expect(editor.statusRow.contains("Export to"))
        let effects = editor.press(.enter)
        #expect(editor.state.mode == .editing)
        guard case .export(let request)? = effects.first else {
            Issue.record("no export: \(effects)")
            return
        }
        #expect(request.path == name)
        #expect(!request.overwrite)
    }

    @Test func typingReplacesTheOfferedName() {
        var editor = Self.editor()
        editor.press(.function(10))
        editor.type("pdf")
        editor.press(.enter)
        editor.type("card.pdf")
        let effects = editor.press(.enter)
        #expect(effects == [.export(ExportRequest(format: .pdf, path: "card.pdf", overwrite: false))])
    }

    @Test func anExportThatWroteSaysWhere() {
        var editor = Self.editor()
        editor.send(.reply(.exportFinished(.written(path: "letter.pdf"))))
        #expect(editor.message?.text == "Exported to letter.pdf")
        #expect(editor.statusRow.contains("Exported to letter.pdf"))
    }

    @Test func anExportThatFailedSaysWhy() {
        var editor = Self.editor()
        editor.send(.reply(.exportFinished(.failed(path: "x.pdf", reason: "no space left on device"))))
        #expect(editor.message?.text == "Not exported to x.pdf: no space left on device")
        #expect(editor.message?.tone == .error)
    }

    /// A file already there is written over only after a yes; no, Esc
    /// and n in either case write nothing.
    @Test func anExistingFileIsReplacedOnlyAfterAYes() {
        var editor = Self.editor()
        let request = ExportRequest(format: .pdf, path: "letter.pdf", overwrite: false)
        editor.send(.reply(.exportFinished(.alreadyExists(request))))
        #expect(editor.state.mode == .confirmExport(request))
        #expect(editor.statusRow.contains("letter.pdf already exists. Replace it?"))
        // Other keys do not answer.
        #expect(editor.type("x").isEmpty)
        #expect(editor.state.mode == .confirmExport(request))
        let effects = editor.press(.character("Y"))
        #expect(effects == [.export(ExportRequest(format: .pdf, path: "letter.pdf", overwrite: true))])
        #expect(editor.state.mode == .editing)
    }

    @Test(arguments: [Key.character("n"), .character("N"), .escape])
    func noWritesNothing(key: Key) {
        var editor = Self.editor()
        let request = ExportRequest(format: .html, path: "letter.html", overwrite: false)
        editor.send(.reply(.exportFinished(.alreadyExists(request))))
        #expect(editor.press(key).isEmpty)
        #expect(editor.state.mode == .editing)
        #expect(editor.message?.text.contains("Not exported") == true)
    }

    @Test(arguments: [Key.escape, .function(10), .control("e"), .control("c"), .control("q")])
    func theClosingKeysCloseThePaletteAndDoNothing(key: Key) {
        var editor = Self.editor()
        editor.press(.function(10))
        editor.type("pdf")
        let effects = editor.press(key)
        #expect(effects.isEmpty)
        #expect(editor.state.mode == .editing)
        #expect(editor.state.page.text == "Dear Ann,\nline two")
    }

    /// (what is typed, the command it runs, the mode after, the effects)
    static let running: [(String, EditorState.Mode?, [Effect])] = [
        ("letterbox", .editing, [.openBox]),
        ("print the", .editing, [.print]),
        ("find text", .find(TextField("")), []),
        ("go to a line", .goToLine(TextField(rules: .lineNumber)), []),
        ("envelope", nil, []),
        ("attach", nil, []),
    ]

    @Test(arguments: running)
    func enterRunsTheChosenCommandAsItsKeyWould(typed: String, mode: EditorState.Mode?, effects: [Effect]) {
        // A .letter, which keeps an envelope.
        var editor = Self.editor(path: "/home/ann/letter.letter")
        editor.press(.control("e"))
        editor.type(typed)
        let produced = editor.press(.enter)
        #expect(produced == effects)
        if let mode { #expect(editor.state.mode == mode) }
        switch (typed, editor.state.mode) {
        case ("envelope", .envelope), ("attach", .attach): break
        case ("envelope", _), ("attach", _): Issue.record("\(typed) gave \(editor.state.mode)")
        default: break
        }
    }

    @Test func undoFromThePaletteUndoes() {
        var editor = Self.editor()
        editor.press(.ctrl(.end))
        editor.type("!")
        editor.press(.function(10))
        editor.type("undo")
        editor.press(.enter)
        #expect(editor.state.page.text == "Dear Ann,\nline two")
    }

    @Test func printingSaysHowItWent() {
        var editor = Self.editor()
        editor.send(.reply(.printFinished(.taken("request id is desk-12 (1 file(s))"))))
        #expect(editor.message?.text.contains("desk-12") == true)
        editor.send(.reply(.printFinished(.noPrinter)))
        #expect(editor.message?.text.contains("lp") == true)
        #expect(editor.message?.tone == .error)
    }

    @Test func aBoxThatCouldNotOpenSaysWhyAndTheLetterStays() {
        var editor = Self.editor()
        editor.send(.reply(.boxClosed(problem: "no such folder")))
        #expect(editor.message?.text.contains("no such folder") == true)
        #expect(editor.state.page.text == "Dear Ann,\nline two")
    }

    @Test func aPasteGoesIntoTheQuery() {
        var editor = Self.editor()
        editor.press(.function(10))
        editor.send(.input(.paste("PDF")))
        #expect(Self.palette(editor)?.chosen?.action == .export(.pdf))
        #expect(editor.state.page.text == "Dear Ann,\nline two")
    }
}
