import Testing

@testable import LetterKit

// Cursor markup for page tests, as helix and kakoune write theirs.
//
// A page is written as its text with markers in it:
// - `|` is the cursor;
// - `[` is the selection anchor, when there is a selection. `Dear [Sam|,` selects
//   "Sam" with the cursor after it; `Dear |Sam[,` selects it with the cursor before.
// Paragraphs are separated by "\n". Offsets count `Character`s of the paragraph,
// as `Position` does. The markers themselves cannot be written as text.
//
// Expected markup is always written by hand from the page's rules in
// docs/manual/writing.md and the doc comments, never copied from a run.

// MARK: Papers

/// A paper of `lines` × `columns`; the size must be valid.
func sheet(_ lines: Int, _ columns: Int) -> Paper {
    do {
        return try Paper(lines: lines, columns: columns)
    } catch {
        preconditionFailure("a test asked for a bad paper: \(error)")
    }
}

/// Roomy enough that nothing in a short test touches the bottom.
let roomy = sheet(20, 40)

// MARK: Markup

/// A page's text, cursor and selection anchor, as read from markup.
struct Marked: Hashable, Sendable {
    var text: String
    var cursor: Position
    var anchor: Position?
}

/// Reads markup into text, cursor and anchor. Records an issue (at the caller) if
/// the markup has no cursor, two cursors, or a marker inside a grapheme cluster.
func parseMarkup(_ markup: String, sourceLocation: SourceLocation = #_sourceLocation) -> Marked {
    var text = String.UnicodeScalarView()
    var paragraph = String.UnicodeScalarView()
    var paragraphIndex = 0
    var cursor: Position?
    var anchor: Position?
    // Marker positions as (paragraph, scalar prefix) so they can be checked once
    // the paragraph is complete.
    var pending: [(isCursor: Bool, prefix: String)] = []

    func finishParagraph() {
        let characters = Array(String(paragraph))
        for marker in pending {
            let offset = marker.prefix.count
            let prefixAgain = String(characters[..<min(offset, characters.count)])
            if !prefixAgain.unicodeScalars.elementsEqual(marker.prefix.unicodeScalars) {
                Issue.record(
                    "markup \(markup.debugDescription): a marker stands inside a grapheme cluster",
                    sourceLocation: sourceLocation)
            }
            let position = Position(paragraph: paragraphIndex, offset: offset)
            if marker.isCursor { cursor = position } else { anchor = position }
        }
        pending.removeAll()
    }

    for scalar in markup.unicodeScalars {
        switch scalar {
        case "|", "[":
            let isCursor = scalar == "|"
            if (isCursor && (cursor != nil || pending.contains { $0.isCursor }))
                || (!isCursor && (anchor != nil || pending.contains { !$0.isCursor }))
            {
                Issue.record("markup \(markup.debugDescription) has two \"\(scalar)\"", sourceLocation: sourceLocation)
            }
            pending.append((isCursor, String(paragraph)))
        case "\n":
            finishParagraph()
            text.append(scalar)
            paragraph = String.UnicodeScalarView()
            paragraphIndex += 1
        default:
            text.append(scalar)
            paragraph.append(scalar)
        }
    }
    finishParagraph()
    guard let cursor else {
        Issue.record("markup \(markup.debugDescription) has no cursor \"|\"", sourceLocation: sourceLocation)
        return Marked(text: String(text), cursor: .start, anchor: anchor)
    }
    return Marked(text: String(text), cursor: cursor, anchor: anchor)
}

/// The page written as markup: its text with `|` at the cursor and `[` at the
/// anchor of a non-empty selection.
func markup(of page: Page) -> String {
    var result = ""
    for (index, paragraph) in page.document.paragraphs.enumerated() {
        if index > 0 { result.append("\n") }
        for offset in 0...paragraph.characters.count {
            let here = Position(paragraph: index, offset: offset)
            if let anchor = page.anchor, anchor != page.cursor, anchor == here { result.append("[") }
            if page.cursor == here { result.append("|") }
            if offset < paragraph.characters.count {
                // Append scalars, so a marker never merges with a lone combining mark.
                result.unicodeScalars.append(contentsOf: paragraph.characters[offset].unicodeScalars)
            }
        }
    }
    return result
}

/// A page made from markup on `paper`.
func makePage(_ markup: String, paper: Paper = roomy, sourceLocation: SourceLocation = #_sourceLocation) -> Page {
    let marked = parseMarkup(markup, sourceLocation: sourceLocation)
    var page = Page(paper: paper, text: marked.text, cursor: marked.cursor)
    #expect(page.cursor == marked.cursor, "cursor of \(markup.debugDescription) is outside the text",
        sourceLocation: sourceLocation)
    page.anchor = marked.anchor
    return page
}

/// A string compared scalar for scalar: `String ==` treats "é" and "e\u{301}" as
/// equal, and these tests must tell them apart. Shown with escapes on failure.
struct Exact: Equatable, CustomStringConvertible {
    var string: String
    init(_ string: String) { self.string = string }

    static func == (left: Exact, right: Exact) -> Bool {
        left.string.unicodeScalars.elementsEqual(right.string.unicodeScalars)
    }

    var description: String {
        var shown = "\""
        for scalar in string.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\" && scalar != "\"" {
                shown.unicodeScalars.append(scalar)
            } else if scalar == "\n" {
                shown += "\\n"
            } else {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return shown + "\""
    }
}

/// Expects the page to read as `expected` markup, exactly.
func expectMarkup(_ page: Page, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(Exact(markup(of: page)) == Exact(expected), sourceLocation: sourceLocation)
}

// MARK: Assertions

/// Applies `commands` to the page written as `before` and expects `after`. Every
/// command must be accepted (or have nothing to do); a refusal is an issue.
@discardableResult
func assertKeys(
    _ before: String, _ commands: [EditCommand], _ after: String, paper: Paper = roomy,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Page {
    var page = makePage(before, paper: paper, sourceLocation: sourceLocation)
    for command in commands {
        let outcome = page.perform(command)
        if case .refused(let refusal) = outcome {
            Issue.record("\(command) was refused: \(refusal)", sourceLocation: sourceLocation)
        }
    }
    expectMarkup(page, after, sourceLocation: sourceLocation)
    #expect(page.lineCount == Document(page.text, columns: paper.columns).lineCount,
        "the cached line count disagrees with a fresh layout", sourceLocation: sourceLocation)
    return page
}

/// Expects `command` on the page written as `before` to be refused for `reason`
/// (with the proposed count `lines`, when given) and the page to stay as it was:
/// same text, cursor, selection and undo history.
func assertRefused(
    _ before: String, _ command: EditCommand, _ reason: OverflowReason, lines: Int? = nil,
    paper: Paper = roomy, sourceLocation: SourceLocation = #_sourceLocation
) {
    var page = makePage(before, paper: paper, sourceLocation: sourceLocation)
    let canUndo = page.canUndo
    let outcome = page.perform(command)
    guard case .refused(.wouldOverflow(let actualReason, let actualLines, let limit)) = outcome else {
        Issue.record("expected a refusal (\(reason)), got \(outcome)", sourceLocation: sourceLocation)
        return
    }
    #expect(actualReason == reason, sourceLocation: sourceLocation)
    #expect(limit == paper.lines, sourceLocation: sourceLocation)
    #expect(actualLines > paper.lines, "a refusal must name a count past the paper", sourceLocation: sourceLocation)
    if let lines { #expect(actualLines == lines, sourceLocation: sourceLocation) }
    expectMarkup(page, before, sourceLocation: sourceLocation)
    #expect(page.canUndo == canUndo, "a refused edit must not enter the history", sourceLocation: sourceLocation)
}

/// Moves the cursor from `before` by each of `motions` in turn and expects `after`.
func assertMotion(
    _ before: String, _ motions: [Motion], selecting: Bool = false, _ after: String, paper: Paper = roomy,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var page = makePage(before, paper: paper, sourceLocation: sourceLocation)
    let text = page.text
    for motion in motions { page.move(motion, selecting: selecting) }
    expectMarkup(page, after, sourceLocation: sourceLocation)
    #expect(Exact(page.text) == Exact(text), "a motion changed the text", sourceLocation: sourceLocation)
}

/// One motion; see the array form.
func assertMotion(
    _ before: String, _ motion: Motion, selecting: Bool = false, _ after: String, paper: Paper = roomy,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMotion(before, [motion], selecting: selecting, after, paper: paper, sourceLocation: sourceLocation)
}

/// Expects `wrap(text, columns:)` to give exactly `lines`, and the line starts
/// `Paragraph` caches to agree with them.
func assertWrap(
    _ text: String, columns: Int, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = wrap(text, columns: columns)
    #expect(actual.map(Exact.init) == lines.map(Exact.init), sourceLocation: sourceLocation)
    let paragraph = Paragraph(Array(text), columns: columns)
    #expect(paragraph.lineCount == lines.count, sourceLocation: sourceLocation)
}

/// Pastes `pasted` into the page written as `before`, expects `outcome` and then
/// the page `after`.
func assertPaste(
    _ before: String, _ pasted: String, _ after: String, outcome: EditOutcome, paper: Paper = roomy,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var page = makePage(before, paper: paper, sourceLocation: sourceLocation)
    let linesBefore = page.lineCount
    let actual = page.perform(.paste(pasted))
    #expect(actual == outcome, sourceLocation: sourceLocation)
    expectMarkup(page, after, sourceLocation: sourceLocation)
    #expect(page.lineCount <= max(paper.lines, linesBefore), sourceLocation: sourceLocation)
}

/// Names a table case by what it shows and remembers where it was written, so a
/// failure points at the row of the table.
protocol NamedCase: Sendable, CustomTestStringConvertible {
    var name: String { get }
}

extension NamedCase {
    var testDescription: String { name }
}
