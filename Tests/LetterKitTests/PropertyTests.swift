import PropertyBased
import Testing

@testable import LetterKit

// Random letters, papers and edit sequences for the invariants of `Page` and
// `History` (their doc comments; the gate in docs/manual/writing.md): after any
// sequence of edits the count is within the page, the cached count is right,
// and undo gives back the exact earlier state.

/// Bits of text letters are made of: words, spaces, Korean, Japanese, emoji, and
/// pieces that join with their neighbours into one cluster (accents, jamo, ZWJ,
/// skin tones), so edits keep re-forming graphemes at their edges.
enum Pieces {
    static let printable: [String] = [
        "Dear", "friend", "Sam,", "hello", "a", "I", "x", "!", " ", " ", " ", "  ", "antidisestablishmentarianism",
        "안녕하세요", "친구", "가", "\u{1100}", "\u{1161}", "\u{11A8}",
        "こんにちは", "漢字", "。", "「", "」", "ー", "っ", "\u{3000}", "ｶﾀｶﾅ", "Ａ",
        "😀", "👍", "🏽", "👍🏽", "❤️", "🇰🇷", "🇯", "🇵", "👨‍👩‍👧", "\u{200D}",
        "e\u{301}", "\u{301}", "\u{FE0F}", "\u{A0}",
    ]
    static let control: [String] = ["\t", "\u{1B}", "\u{7F}", "\u{85}", "\u{0}", "\u{C}", "\u{2028}", "\u{378}"]
    static let newlines: [String] = ["\n", "\n", "\r\n", "\r"]
    static let all = printable + printable + control + newlines + newlines

    static func text<R: RandomNumberGenerator>(_ count: ClosedRange<Int>, from pieces: [String], using rng: inout R)
        -> String
    {
        var text = ""
        for _ in 0..<Int.random(in: count, using: &rng) {
            text += pieces.randomElement(using: &rng) ?? ""
        }
        return text
    }

    /// A scalar from anywhere in Unicode, mostly from blocks letters use.
    static func scalar<R: RandomNumberGenerator>(using rng: inout R) -> Unicode.Scalar {
        let blocks: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x0...0x1F, 0x7F...0x24F, 0x300...0x36F, 0x1100...0x11FF, 0x3000...0x30FF,
            0x4E00...0x4FFF, 0xAC00...0xAD00, 0xFE00...0xFE0F, 0xFF00...0xFFEF, 0x1F1E6...0x1F1FF,
            0x1F300...0x1F6FF, 0x200B...0x200F, 0xE0000...0xE007F, 0x0...0x10FFFF,
        ]
        while true {
            let block = blocks.randomElement(using: &rng) ?? 0x20...0x7E
            if let scalar = Unicode.Scalar(UInt32.random(in: block, using: &rng)) { return scalar }
        }
    }
}

/// One thing a user does to a page.
enum Step: Hashable, Sendable, CustomStringConvertible {
    case edit(EditCommand)
    case move(Motion, selecting: Bool)
    case selectAll
    case place(VisualPoint, selecting: Bool)

    static let motions: [Motion] = [
        .left, .right, .up, .down, .lineStart, .lineEnd, .wordLeft, .wordRight, .documentStart, .documentEnd,
        .pageUp(rows: 3), .pageDown(rows: 3),
    ]

    /// A random edit (never undo or redo).
    static func edit<R: RandomNumberGenerator>(using rng: inout R) -> EditCommand {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<30:
            // One key: a character of a piece.
            let piece = Pieces.all.randomElement(using: &rng) ?? "a"
            return .insert(String(piece.randomElement(using: &rng) ?? "a"))
        case 30..<42: return .insert(Pieces.text(1...3, from: Pieces.all, using: &rng))
        case 42..<52: return .newline
        case 52..<65: return .deleteBackward
        case 65..<73: return .deleteForward
        case 73..<79: return .deleteWordBackward
        case 79..<84: return .deleteWordForward
        default: return .paste(Pieces.text(0...40, from: Pieces.all, using: &rng))
        }
    }

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> Step {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<55: return .edit(edit(using: &rng))
        case 55..<65: return .edit(.undo)
        case 65..<70: return .edit(.redo)
        case 70..<92:
            return .move(
                motions.randomElement(using: &rng) ?? .left, selecting: Bool.random(using: &rng))
        case 92..<94: return .selectAll
        default:
            return .place(
                VisualPoint(row: Int.random(in: -1...15, using: &rng), column: Int.random(in: 0...35, using: &rng)),
                selecting: Bool.random(using: &rng))
        }
    }

    /// Does the step; edits give their outcome, other steps nil.
    @discardableResult
    func apply(to page: inout Page) -> EditOutcome? {
        switch self {
        case .edit(let command): return page.perform(command)
        case .move(let motion, let selecting): page.move(motion, selecting: selecting)
        case .selectAll: page.selectAll()
        case .place(let point, let selecting): page.place(at: point, selecting: selecting)
        }
        return nil
    }

    var description: String {
        switch self {
        case .edit(let command): ".edit(\(Exact.escaped(command)))"
        case .move(let motion, let selecting): ".move(.\(motion), selecting: \(selecting))"
        case .selectAll: ".selectAll"
        case .place(let point, let selecting): ".place(row: \(point.row), column: \(point.column), selecting: \(selecting))"
        }
    }
}

extension Exact {
    /// A command with its text escaped, for readable failure reports.
    static func escaped(_ command: EditCommand) -> String {
        switch command {
        case .insert(let text): ".insert(\(Exact(text)))"
        case .paste(let text): ".paste(\(Exact(text)))"
        default: ".\(command)"
        }
    }
}

/// A page to start from and what is done to it.
struct Scenario: Sendable, CustomStringConvertible {
    var lines: Int
    var columns: Int
    var text: String
    var cursor: Position
    var steps: [Step]

    var paper: Paper { sheet(lines, columns) }

    var description: String {
        "Scenario(paper: \(lines)×\(columns), text: \(Exact(text)), cursor: \(cursor), steps: [\(steps.map(\.description).joined(separator: ", "))])"
    }

    /// Any paper (lines 1...12, columns 8...30) and text, so some letters start over-full.
    static func random<R: RandomNumberGenerator>(steps: ClosedRange<Int>, fitting: Bool, using rng: inout R) -> Scenario {
        let columns = Int.random(in: 8...30, using: &rng)
        let text = Pieces.text(0...30, from: Pieces.all, using: &rng)
        var lines = Int.random(in: 1...12, using: &rng)
        if fitting {
            // Just room for the text, or a little more: the gate should bite.
            lines = Document(text, columns: columns).lineCount + Int.random(in: 0...2, using: &rng)
        }
        let paragraphs = Document(text, columns: columns).paragraphs
        let paragraph = Int.random(in: 0..<paragraphs.count, using: &rng)
        let cursor = Position(
            paragraph: paragraph, offset: Int.random(in: 0...paragraphs[paragraph].characters.count, using: &rng))
        var list: [Step] = []
        for _ in 0..<Int.random(in: steps, using: &rng) { list.append(Step.random(using: &rng)) }
        return Scenario(lines: lines, columns: columns, text: text, cursor: cursor, steps: list)
    }
}

/// Text to lay out, for the shown-lines property.
struct ShownCase: Sendable, CustomStringConvertible {
    var columns: Int
    var text: String
    /// No control or unprintable characters: the shown text is the text.
    var printableOnly: Bool

    var description: String { "ShownCase(columns: \(columns), text: \(Exact(text)), printableOnly: \(printableOnly))" }
}

/// Records one issue for the first broken invariant of a run, with the step.
struct Invariants {
    var failed = false
    let sourceLocation: SourceLocation

    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition, !failed else { return }
        failed = true
        Issue.record("\(message())", sourceLocation: sourceLocation)
    }
}

@Suite("Properties")
struct PropertyTests {
    static let anyScenario = Gen.drawn { rng in Scenario.random(steps: 1...40, fitting: false, using: &rng) }
    static let fittingScenario = Gen.drawn { rng in Scenario.random(steps: 0...6, fitting: true, using: &rng) }

    /// (a) After any sequence of edits the letter is within its paper, or no longer
    /// than it started (an edit never grows an over-full letter; undo may give
    /// back its opening length); and the incrementally kept count matches a fresh layout.
    @Test func editsStayOnThePage() async {
        await propertyCheck(count: 200, input: Self.anyScenario) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            let startCount = page.lineCount
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            for (index, step) in scenario.steps.enumerated() {
                let countBefore = page.lineCount
                let textBefore = page.text
                let outcome = step.apply(to: &page)
                let at = "after step \(index) \(step)"
                // An edit never grows a letter past its paper; undo and redo bring
                // back a state the page held before, which may be the over-full
                // letter as it was opened.
                let isHistoryStep = step == .edit(.undo) || step == .edit(.redo)
                let allowed = isHistoryStep ? max(page.paper.lines, startCount) : max(page.paper.lines, countBefore)
                invariants.check(
                    page.lineCount <= allowed,
                    "\(at): \(page.lineCount) lines, was \(countBefore), paper \(page.paper.lines)")
                if startCount <= page.paper.lines {
                    invariants.check(page.lineCount <= page.paper.lines, "\(at): \(page.lineCount) lines on a fitting page")
                } else {
                    invariants.check(page.lineCount <= startCount, "\(at): over-full letter grew to \(page.lineCount)")
                }
                let fresh = Document(page.text, columns: page.paper.columns)
                invariants.check(page.document.lineCount == fresh.lineCount, "\(at): cached \(page.document.lineCount), fresh \(fresh.lineCount)")
                invariants.check(page.document == fresh, "\(at): cached paragraphs differ from a fresh layout")
                invariants.check(page.document.clamped(page.cursor) == page.cursor, "\(at): cursor \(page.cursor) outside the text")
                if let anchor = page.anchor {
                    invariants.check(page.document.clamped(anchor) == anchor, "\(at): anchor \(anchor) outside the text")
                }
                switch outcome {
                case .refused?, .unchanged?, nil:
                    invariants.check(Exact(page.text) == Exact(textBefore), "\(at): text changed without an accepted edit")
                case .applied?, .trimmed?:
                    break
                }
                if invariants.failed { break }
            }
        }
    }

    /// (b) Undo after any single accepted edit gives back the exact text, cursor and
    /// selection; redo gives back the edit.
    @Test func undoAfterOneEditIsExact() async {
        let input = Gen.drawn { rng in
            var scenario = Scenario.random(steps: 0...3, fitting: true, using: &rng)
            // Perhaps a selection first, then one edit.
            scenario.steps = scenario.steps.map { _ in
                .move(Step.motions.randomElement(using: &rng) ?? .left, selecting: true)
            }
            scenario.steps.append(.edit(Step.edit(using: &rng)))
            return scenario
        }
        await propertyCheck(count: 200, input: input) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            for step in scenario.steps.dropLast() { step.apply(to: &page) }
            let before = page
            guard let outcome = scenario.steps.last?.apply(to: &page) else { return }
            switch outcome {
            case .applied, .trimmed:
                let after = page
                #expect(page.perform(.undo) == .applied)
                #expect(Exact(page.text) == Exact(before.text))
                #expect(page.cursor == before.cursor)
                #expect(page.anchor == before.anchor)
                #expect(page.document == before.document)
                #expect(page.perform(.redo) == .applied)
                #expect(Exact(page.text) == Exact(after.text))
                #expect(page.cursor == after.cursor)
            case .refused, .unchanged:
                #expect(Exact(page.text) == Exact(before.text))
                #expect(page.cursor == before.cursor)
                #expect(!page.canUndo)
            }
        }
    }

    /// Undoing everything after any sequence of edits gives back the first letter,
    /// and redoing everything gives back the last, however the steps were grouped.
    @Test func undoAllAndRedoAll() async {
        let input = Gen.drawn { rng in Scenario.random(steps: 1...30, fitting: true, using: &rng) }
        await propertyCheck(count: 200, input: input) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            for step in scenario.steps {
                if case .edit(.undo) = step { continue }
                if case .edit(.redo) = step { continue }
                step.apply(to: &page)
            }
            let last = page.text
            var undone = 0
            while page.canUndo {
                guard page.perform(.undo) == .applied else {
                    Issue.record("undo \(undone + 1) was refused on a page that always fitted")
                    return
                }
                undone += 1
            }
            #expect(Exact(page.text) == Exact(Document(scenario.text, columns: scenario.columns).text))
            while page.canRedo {
                guard page.perform(.redo) == .applied else {
                    Issue.record("redo was refused")
                    return
                }
            }
            #expect(Exact(page.text) == Exact(last))
        }
    }

    /// A cut paste inserts a prefix that fits and that one more character would
    /// not, reports the rest exactly, and leaves the text it was pasted into intact.
    @Test func pasteInsertsAPrefixThatFits() async {
        let input = Gen.drawn { rng in
            var scenario = Scenario.random(steps: 0...2, fitting: Bool.random(using: &rng), using: &rng)
            scenario.steps = scenario.steps.map { _ in
                .move(Step.motions.randomElement(using: &rng) ?? .left, selecting: true)
            }
            scenario.steps.append(.edit(.paste(Pieces.text(1...40, from: Pieces.all, using: &rng))))
            return scenario
        }
        await propertyCheck(count: 200, input: input) { scenario in
            var page = Page(paper: scenario.paper, text: scenario.text, cursor: scenario.cursor)
            for step in scenario.steps.dropLast() { step.apply(to: &page) }
            guard case .edit(.paste(let pasted))? = scenario.steps.last else { return }
            let before = page
            let range = before.selection ?? before.cursor..<before.cursor
            let characters = Array(pasted)
            func edit(_ count: Int) -> Page.Edit {
                Page.Edit(start: range.lowerBound, end: range.upperBound, text: String(characters[..<count]))
            }
            switch page.perform(.paste(pasted)) {
            case .trimmed(let report):
                let inserted = report.insertedCharacters
                #expect(inserted + report.leftOutCharacters == characters.count)
                // A newline at the cut ends the last line that fit; what follows it is
                // what did not fit.
                let leftOut = characters[inserted...]
                let leftOutText = leftOut.first.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } == true
                    ? leftOut.dropFirst() : leftOut
                let expectedLines = leftOutText.isEmpty ? 0 : Document(String(leftOutText), columns: scenario.columns).lineCount
                #expect(report.leftOutLines == expectedLines)
                guard case .failure = before.check(edit(characters.count)) else {
                    Issue.record("a paste that fits whole was cut")
                    return
                }
                // It is the longest prefix that fits: no longer one does, even where
                // the line count does not grow steadily with the prefix (see
                // GateTests.pasteCutFindsTheLongestPrefix).
                for longer in (inserted + 1)..<characters.count {
                    if case .success = before.check(edit(longer)) {
                        Issue.record("\(longer) characters fit, but only \(inserted) were pasted")
                        break
                    }
                }
                let head = before.document.text(from: .start, to: range.lowerBound)
                let tail = before.document.text(from: range.upperBound, to: before.document.end)
                // The prefix's own newlines (CR, CRLF) become "\n"; a CR at its end stays
                // a break of its own rather than joining the "\n" after it.
                let prefix = Document(String(characters[..<inserted]), columns: scenario.columns).text
                let expected = head + prefix + tail
                #expect(Exact(page.text) == Exact(expected))
            case .applied:
                #expect(before.check(edit(characters.count)) == .success(page.lineCount))
            case .refused:
                #expect(Exact(page.text) == Exact(before.text))
                if case .success = before.check(edit(1)), range.isEmpty {
                    Issue.record("one character fits, yet the paste was refused")
                }
            case .unchanged:
                Issue.record("a non-empty paste did nothing")
            }
        }
    }

    /// (c) Every shown line fits its paper (spaces may hang past the edge), and the
    /// shown lines are the text itself when it has nothing to replace.
    @Test func shownLinesFitAndKeepTheText() async {
        let input = Gen.drawn { rng in
            let columns = Int.random(in: 2...30, using: &rng)
            var text = ""
            let printableOnly = Bool.random(using: &rng)
            for _ in 0..<Int.random(in: 0...60, using: &rng) {
                if Bool.random(using: &rng) {
                    text += (printableOnly ? Pieces.printable + ["\n"] : Pieces.all).randomElement(using: &rng) ?? ""
                } else {
                    let scalar = Pieces.scalar(using: &rng)
                    if printableOnly && !Glyph.isShownAsIs(scalar) { continue }
                    text.unicodeScalars.append(scalar)
                }
            }
            return ShownCase(columns: columns, text: text, printableOnly: printableOnly)
        }
        await propertyCheck(count: 300, input: input) { shownCase in
            let (columns, text, printableOnly) = (shownCase.columns, shownCase.text, shownCase.printableOnly)
            let document = Document(text, columns: columns)
            let shown = document.shownLines
            #expect(shown.count == document.lineCount)
            var row = 0
            for paragraph in document.paragraphs {
                for line in 0..<paragraph.lineCount {
                    var characters = Array(paragraph.characters[paragraph.range(ofLine: line)])
                    let glyphs = characters.map(Glyph.shown).joined()
                    #expect(Exact(shown[row]) == Exact(glyphs), "row \(row)")
                    while let last = characters.last, last == " " || last == "\u{3000}" { characters.removeLast() }
                    let width = CellWidth.of(characters)
                    let alone = characters.count == 1 && width > columns
                    #expect(width <= columns || alone, "row \(row) \(Exact(shown[row])) is \(width) cells of \(columns)")
                    row += 1
                }
            }
            if printableOnly {
                let expected = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" }))
                #expect(Exact(shown.joined()) == Exact(expected))
            }
        }
    }
}
