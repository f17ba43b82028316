import CNcurses
import Glibc
import Testing

@testable import LetterKit

/// Switches the C library to C.UTF-8 once for the whole process. Every test that
/// asks `wcwidth` sets the same locale, so running them in parallel is safe.
enum CLocale {
    /// nil when C.UTF-8 is there and selected, or why not.
    static let problem: String? = {
        guard setlocale(LC_ALL, "C.UTF-8") != nil else {
            return "the C.UTF-8 locale is missing: wcwidth cannot be compared (install or generate C.UTF-8)"
        }
        guard let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" else {
            return "C.UTF-8 did not select a UTF-8 codeset"
        }
        return nil
    }()

    /// The C library's width of one scalar: nil where it says -1.
    static func wcwidth(_ scalar: Unicode.Scalar) -> Int? {
        let width = Int(CNcurses.wcwidth(wchar_t(scalar.value)))
        return width < 0 ? nil : width
    }
}

/// One entry of the width corpus: text and its width in cells, written by hand.
struct WidthCase: NamedCase {
    let name: String
    let text: String
    let cells: Int
    let location: SourceLocation

    init(_ name: String, _ text: String, _ cells: Int, location: SourceLocation = #_sourceLocation) {
        self.name = name
        self.text = text
        self.cells = cells
        self.location = location
    }
}

@Suite("Width")
struct WidthTests {
    /// Every scalar, compared with the C library that ncurses places characters by.
    @Test func everyScalarAgreesWithWcwidth() throws {
        if let problem = CLocale.problem { Issue.record("\(problem)"); return }
        var disagreements: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            checked += 1
            let ours = CellWidth.of(scalar)
            let theirs = CLocale.wcwidth(scalar)
            if ours != theirs {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): ours \(ours.map(String.init) ?? "nil"), wcwidth \(theirs.map(String.init) ?? "-1")")
            }
        }
        #expect(checked == 0x110000 - 0x800)
        #expect(disagreements.isEmpty, "\(disagreements.count) scalars disagree, first: \(disagreements.prefix(20))")
    }

    static let corpus: [WidthCase] = [
        // The widths docs/manual/writing.md names (and fullwidth A), as wcwidth gives them and tmux draws them.
        WidthCase("Hangul syllables", "안녕하세요", 10),
        WidthCase("Han", "漢字", 4),
        WidthCase("combining acute", "e\u{301}", 1),
        WidthCase("emoji", "😀", 2),
        WidthCase("heart with VS16", "❤️", 1),
        WidthCase("flag", "🇰🇷", 2),
        WidthCase("skin tone", "👍🏽", 4),
        WidthCase("ZWJ family", "👨‍👩‍👧", 6),
        WidthCase("fullwidth A", "Ａ", 2),
        // More of the same kinds.
        WidthCase("ASCII", "Dear Sam,", 9),
        WidthCase("conjoining jamo L+V+T", "\u{1100}\u{1161}\u{11A8}", 2),
        WidthCase("Hiragana", "ありがとう", 10),
        WidthCase("Katakana", "カタカナ", 8),
        WidthCase("halfwidth Katakana", "ｶﾀｶﾅ", 4),
        WidthCase("CJK punctuation", "、。「」", 8),
        WidthCase("ideographic space", "\u{3000}", 2),
        WidthCase("two combining marks", "e\u{301}\u{302}", 1),
        WidthCase("no-break space", "\u{A0}", 1),
        WidthCase("smiley with VS16", "☺️", 1),
        WidthCase("two emoji", "😀🎉", 4),
        WidthCase("zero width joiner alone", "\u{200D}", 0),
        // Control characters are shown in caret form, two cells each.
        WidthCase("tab", "\t", 2),
        WidthCase("escape", "\u{1B}", 2),
        WidthCase("delete", "\u{7F}", 2),
        WidthCase("C1 control", "\u{85}", 2),
        // Unprintable, shown as U+FFFD.
        WidthCase("unassigned", "\u{378}", 1),
    ]

    @Test(arguments: corpus)
    func corpusWidths(_ row: WidthCase) {
        #expect(CellWidth.of(Array(row.text)) == row.cells, sourceLocation: row.location)
        if let problem = CLocale.problem { Issue.record("\(problem)"); return }
        for character in row.text {
            let scalars = Array(character.unicodeScalars)
            let widths = scalars.map(CLocale.wcwidth)
            if widths.allSatisfy({ $0 != nil }) {
                // Printable: the sum of wcwidth over the scalars, as ncurses places them.
                let sum = widths.reduce(0) { $0 + ($1 ?? 0) }
                #expect(CellWidth.of(character) == sum, "\(character.debugDescription)", sourceLocation: row.location)
            } else {
                // Not printable: the width of what is shown instead, as wcwidth measures it.
                let shown = Glyph.shown(character)
                let shownSum = shown.unicodeScalars.reduce(0) { $0 + (CLocale.wcwidth($1) ?? 100) }
                #expect(CellWidth.of(character) == shownSum, "\(character.debugDescription)", sourceLocation: row.location)
            }
        }
    }

    @Test func clustersAreOneCharacterEach() {
        // The widths above are per grapheme cluster: these must be single characters.
        for cluster in ["\u{1100}\u{1161}\u{11A8}", "e\u{301}", "❤️", "🇰🇷", "👍🏽", "👨‍👩‍👧"] {
            #expect(cluster.count == 1, "\(cluster.debugDescription)")
        }
    }

    @Test func scalarWidthsOfTheCorpusParts() {
        // Hand values for the scalars the clusters are made of.
        #expect(CellWidth.of("\u{1100}" as Unicode.Scalar) == 2)  // jamo L
        #expect(CellWidth.of("\u{1161}" as Unicode.Scalar) == 0)  // jamo V
        #expect(CellWidth.of("\u{11A8}" as Unicode.Scalar) == 0)  // jamo T
        #expect(CellWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{FE0F}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{200D}" as Unicode.Scalar) == 0)
        #expect(CellWidth.of("\u{1F3FD}" as Unicode.Scalar) == 2)  // skin tone modifier
        #expect(CellWidth.of("\u{1F1F0}" as Unicode.Scalar) == 1)  // regional indicator
        #expect(CellWidth.of("\u{2764}" as Unicode.Scalar) == 1)
        #expect(CellWidth.of("\u{9}" as Unicode.Scalar) == nil)
        #expect(CellWidth.of("\u{7F}" as Unicode.Scalar) == nil)
        #expect(CellWidth.of("\u{378}" as Unicode.Scalar) == nil)
    }
}
