import Testing

@testable import LetterKit

/// A command palette on its own: filtering as the person types (any script,
/// case and Unicode forms folded as search folds them), moving, running and
/// closing, with a list of entries given, as a screen in Korean would give.
@Suite("The command palette")
struct PaletteTests {
    enum Verb: Hashable, Sendable { case export, print, box, save, find, saveAs }

    static let korean: [Palette<Verb>.Entry] = [
        .init(name: "내보내기: PDF", keys: "", action: .export),
        .init(name: "인쇄하기", keys: "", action: .print),
        .init(name: "편지함 열기", keys: "", action: .box),
        .init(name: "저장하기", keys: "Ctrl-S", action: .save),
        .init(name: "다른 이름으로 저장하기", keys: "Ctrl-O", action: .saveAs),
    ]

    static let latin: [Palette<Verb>.Entry] = [
        .init(name: "Export to PDF", keys: "", action: .export),
        .init(name: "Print the letter", keys: "", action: .print),
        .init(name: "Open the letterbox", keys: "", action: .box),
        .init(name: "Save the letter", keys: "Ctrl-S", action: .save),
        .init(name: "Find text (any script; case is ignored)", keys: "Ctrl-F", action: .find),
        .init(name: "Café crème résumé", keys: "", action: .saveAs),
    ]

    static let keys = PaletteKeys.keys(closingWith: [.function(10)])

    static func typed(_ text: String, in entries: [Palette<Verb>.Entry]) -> Palette<Verb> {
        var palette = Palette(title: "Commands", entries: entries)
        for character in text { _ = palette.press(.character(character), keys: keys) }
        return palette
    }

    /// (the entries, what is typed, the actions listed after, in order)
    static let filtering: [([Palette<Verb>.Entry], String, [Verb])] = [
        (latin, "", [.export, .print, .box, .save, .find, .saveAs]),
        (latin, "pdf", [.export]),
        (latin, "PDF", [.export]),
        (latin, "pDf", [.export]),
        (latin, "letter", [.print, .box, .save]),
        (latin, "the letter", [.print, .box, .save]),
        (latin, "e t", [.save]),
        // Accents: the composed é typed matches; an e without one does not.
        (latin, "café", [.saveAs]),
        (latin, "CAFÉ", [.saveAs]),
        (latin, "cafe\u{301}", [.saveAs]),
        (latin, "cafe", []),
        // Full-width letters fold to their ASCII (NFKC).
        (latin, "ＰＤＦ", [.export]),
        (latin, "zebra", []),
        (korean, "내보", [.export]),
        (korean, "저장", [.save, .saveAs]),
        (korean, "이름", [.saveAs]),
        (korean, "하기", [.print, .save, .saveAs]),
        (korean, "pdf", [.export]),
        // A syllable written as jamo (as macOS writes text) is the syllable.
        (korean, "\u{1103}\u{1161}\u{1105}\u{1173}\u{11AB}", [.saveAs]),
        (korean, "편지함 닫기", []),
    ]

    @Test(arguments: filtering)
    func typingKeepsTheEntriesWhoseNameHoldsIt(entries: [Palette<Verb>.Entry], typed: String, listed: [Verb]) {
        let palette = Self.typed(typed, in: entries)
        #expect(palette.matches.map { palette.entries[$0].action } == listed)
        #expect(palette.chosen?.action == listed.first)
    }

    @Test func nothingMatchingRunsNothing() {
        var palette = Self.typed("zebra", in: Self.latin)
        #expect(palette.press(.enter, keys: Self.keys) == .stay)
        #expect(palette.press(.down, keys: Self.keys) == .stay)
        #expect(palette.chosen == nil)
    }

    @Test func backspaceWidensTheListAgainAndChoosesTheFirst() {
        var palette = Self.typed("pdfx", in: Self.latin)
        #expect(palette.matches.isEmpty)
        _ = palette.press(.backspace, keys: Self.keys)
        #expect(palette.matches.map { palette.entries[$0].action } == [.export])
        _ = palette.press(.control("u"), keys: Self.keys)
        #expect(palette.matches.count == Self.latin.count)
        #expect(palette.chosen?.action == .export)
    }

    /// (keys pressed, the action chosen after): the ends hold, PgUp and
    /// PgDn go a page at most.
    static let moving: [([Key], Verb)] = [
        ([], .export),
        ([.down], .print),
        ([.down, .down, .down], .save),
        ([.up], .export),
        ([.down, .up], .export),
        (Array(repeating: .down, count: 20), .saveAs),
        ([.pageDown], .saveAs),
        ([.pageDown, .up], .find),
        ([.pageDown, .pageUp], .export),
    ]

    @Test(arguments: moving)
    func theArrowsAndPagesChoose(pressed: [Key], chosen: Verb) {
        var palette = Palette(title: "Commands", entries: Self.latin)
        for key in pressed { #expect(palette.press(key, keys: Self.keys) == .stay) }
        #expect(palette.chosen?.action == chosen)
        #expect(palette.press(.enter, keys: Self.keys) == .run(chosen))
    }

    @Test func movingWithinAFilteredList() {
        var palette = Self.typed("저장", in: Self.korean)
        _ = palette.press(.down, keys: Self.keys)
        #expect(palette.press(.enter, keys: Self.keys) == .run(.saveAs))
        // Typing again chooses the first of the new list.
        _ = palette.press(.character("하"), keys: Self.keys)
        #expect(palette.chosen?.action == .save)
    }

    @Test(arguments: [Key.escape, .function(10)])
    func escapeAndTheOpeningKeyClose(key: Key) {
        var palette = Self.typed("pdf", in: Self.latin)
        #expect(palette.press(key, keys: Self.keys) == .close)
    }

    @Test func aPasteFilters() {
        var palette = Palette(title: "Commands", entries: Self.korean)
        palette.paste("편지함")
        #expect(palette.chosen?.action == .box)
        #expect(palette.matches.count == 1)
    }

    /// A row of one action is one entry named by its help; a row of several
    /// names each by its help and its own keys; a left-out action is not
    /// listed; a second row giving an action already listed is not listed
    /// again.
    @Test func entriesComeFromAKeymapsRows() {
        let keymap = Keymap<Verb>([
            KeyRow(keys: [.control("s")], action: .save, help: "Save"),
            KeyRow([(.control("p"), .print), (.alt(.character("p")), .print), (.control("b"), .box)], label: "P, B", help: "Print or box"),
            KeyRow(keys: [.function(10)], action: .find, help: "Palette"),
            KeyRow(keys: [.control("t")], action: .save, help: "Save again"),
        ])
        let entries = Palette.entries(from: keymap, leaving: [.find])
        #expect(entries.map(\.action) == [.save, .print, .box])
        #expect(entries.map(\.name) == ["Save", "Print or box (Ctrl-P, Alt-P)", "Print or box (Ctrl-B)"])
        #expect(entries.map(\.keys) == ["Ctrl-S", "Ctrl-P, Alt-P", "Ctrl-B"])
    }

    @Test func theChosenEntryStaysInViewInAShortTerminal() {
        let many = (1...30).map { Palette<Int>.Entry(name: "Command \($0)", keys: "", action: $0) }
        var palette = Palette(title: "Commands", entries: many)
        for _ in 0..<25 { _ = palette.press(.down, keys: PaletteKeys.keys(closingWith: [])) }
        var frame = Frame(size: TerminalSize(rows: 16, columns: 60))
        palette.draw(into: &frame)
        let highlighted = frame.rows.filter { row in row.contains { $0.style == .selection } }
            .map { $0.map(\.text).joined() }
        #expect(highlighted.count == 1)
        #expect(highlighted.first?.contains("Command 26") == true)
    }
}
