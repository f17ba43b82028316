import Testing

@testable import LetterKit

/// The status row keeps its figures while a message can be shortened to
/// stand beside them: a path gives way first (its folders, then the middle
/// of its name, cut between whole characters by their cells), and only a
/// message whose words alone are too wide hides the figures.
@Suite("Status row: the figures stay while the message can shorten")
struct StatusRowFiguresTests {
    static let figures = "Ln 1, Col 1 · 1/18 lines · 2 words · 9 chars "
    static let korean = "/home/ann/Letters/할머니께-보내는-긴-편지-2026-11-27.letter"

    static func row(_ message: StatusMessage?, columns: Int, figures: String = figures) -> String {
        var frame = Frame(size: TerminalSize(rows: 2, columns: columns))
        frame.drawStatusLine(message: message, figures: figures, style: .status)
        return frame.lines[1]
    }

    @Test(arguments: [
        // Short enough: the whole message and the figures.
        (80, "Saved /home/ann/mom.letter", " Saved /home/ann/mom.letter", true),
        (120, "Saved \(korean)", " Saved \(korean)", true),
        // The folders go, the Korean name stays whole.
        (100, "Saved \(korean)", " Saved …/할머니께-보내는-긴-편지-2026-11-27.letter", true),
        // Narrower: the name's middle goes, its start and its date and extension stay.
        (80, "Saved \(korean)", " Saved 할머니께-보내…11-27.letter", true),
        (72, "Saved \(korean)", " Saved 할머니께…27.letter", true),
        // Cut further the name would say little: the figures go, the path has the row.
        (64, "Saved \(korean)", " Saved /home/a…etters/할머니께-보내는-긴-편지-2026-11-27.letter", false),
        (40, "Saved \(korean)", " Saved 할머니께-보내는…026-11-27.letter", false),
    ] as [(Int, String, String, Bool)])
    func aLongFileNameShortensBeforeTheFiguresGo(columns: Int, path: String, start: String, keepsFigures: Bool) {
        let message = StatusMessage("Saved \(path: String(path.dropFirst(6)))")
        let row = Self.row(message, columns: columns)
        #expect(row.hasPrefix(start), "\(row)")
        #expect(row.hasSuffix(Self.figures.trimmingSpaces) == keepsFigures, "\(row)")
        #expect(CellWidth.of(row) <= columns)
    }

    /// A message with no path to shorten keeps the figures only if it fits
    /// beside them whole; then it has the row.
    @Test(arguments: [(90, true), (80, true), (79, false), (40, false)])
    func wordsAreNeverShortenedToKeepTheFigures(columns: Int, keepsFigures: Bool) {
        let message = StatusMessage("Nothing to paste yet: copy first")
        let row = Self.row(message, columns: columns)
        #expect(row.hasPrefix(" Nothing to paste yet"))
        #expect(row.hasSuffix("9 chars") == keepsFigures, "\(row)")
    }

    @Test func noMessageLeavesTheRowToTheFigures() {
        #expect(Self.row(nil, columns: 60) == String(repeating: " ", count: 15) + Self.figures.trimmingSpaces)
    }

    /// A Korean name is cut between syllables at every width: nothing is
    /// wider than asked, and the name's end (its extension) stays once
    /// there is room for it.
    @Test func aKoreanNameIsCutOnCellBoundariesAtEveryWidth() {
        for width in 3...60 {
            let shown = StatusMessage.shorten(Self.korean, to: width)
            #expect(CellWidth.of(shown) <= width, "\(width): \(shown)")
            if width >= 16 { #expect(shown.hasSuffix("letter"), "\(width): \(shown)") }
            if width < CellWidth.of(Self.korean) { #expect(shown.contains("…"), "\(width): \(shown)") }
        }
    }

    /// In the editor, at 80 columns: saving a letter with a long Korean name
    /// says where it went and keeps the position and counts.
    @Test(arguments: [80, 72])
    func theEditorKeepsItsFiguresAfterSavingALongKoreanName(columns: Int) {
        var editor = EditorHarness(
            paper: EditorHarness.defaultPaper().state.page.paper, text: "Dear Ann,", rows: 30, columns: columns)
        editor.send(.saveFinished(.saved(path: Self.korean)))
        #expect(editor.statusRow.hasPrefix(" Saved "), "\(editor.statusRow)")
        #expect(editor.statusRow.contains("할머"), "\(editor.statusRow)")
        #expect(editor.statusRow.contains("Ln 1, Col 1"), "\(editor.statusRow)")
    }
}

/// How the status row words the ink of what is typed next: plain English
/// for every mark and every combination.
@Suite("Ink: what typing in it is called")
struct InkTypingSentenceTests {
    @Test(arguments: [
        (Ink.plain, "Plain ink for what you type next"),
        (Ink(bold: true), "Typing in bold"),
        (Ink(italic: true), "Typing in italics"),
        (Ink(underline: true), "Typing underlined"),
        (Ink(bold: true, italic: true), "Typing in bold italics"),
        (Ink(bold: true, underline: true), "Typing in bold and underlined"),
        (Ink(italic: true, underline: true), "Typing in italics and underlined"),
        (Ink(bold: true, italic: true, underline: true), "Typing in bold italics and underlined"),
        (Ink(color: .red), "Typing in red ink"),
        (Ink(highlight: .yellow), "Typing with yellow highlight"),
        (Ink(underline: true, color: .blue), "Typing underlined and in blue ink"),
        (Ink(bold: true, color: .red, highlight: .pink), "Typing in bold, in red ink and with pink highlight"),
        (
            Ink(bold: true, italic: true, underline: true, color: .gray, highlight: .green),
            "Typing in bold italics, underlined, in gray ink and with green highlight"
        ),
    ])
    func eachInkReadsAsASentence(ink: Ink, sentence: String) {
        #expect(ink.typingSentence == sentence)
    }

    /// Every combination of marks, colour and highlight: an adjective never
    /// follows "in" ("in underlined"), and nothing is said twice.
    @Test func noCombinationSaysInUnderlined() {
        for bits in 0..<8 {
            for color in [nil, InkColor.red] {
                for highlight in [nil, Highlight.yellow] {
                    let ink = Ink(
                        bold: bits & 1 != 0, italic: bits & 2 != 0, underline: bits & 4 != 0, color: color,
                        highlight: highlight)
                    let sentence = ink.typingSentence
                    #expect(!sentence.contains("in underlined") && !sentence.contains("in italic "), "\(sentence)")
                    #expect(!sentence.contains(", and") && !sentence.hasSuffix(" "), "\(sentence)")
                    #expect(sentence.contains("underlined") == ink.underline, "\(sentence)")
                }
            }
        }
    }
}
