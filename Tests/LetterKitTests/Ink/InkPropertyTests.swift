import PropertyBased
import Testing

@testable import LetterKit

/// Random styled paragraphs: characters from every script together with the
/// characters Markdown treats specially, and random runs of random ink.
enum InkPieces {
    /// Characters that mean something to pandoc's reader, or to ours.
    static let special: [String] = [
        "*", "**", "_", "[", "]", "\\", "`", "<", "{", "}", "!", "^", "{.mark}", "{color=red}", "]{.underline}",
        "\\*", "#", "~", "$", "@", "&", ">", "(", ")", ".", "...", "'", "\"", "-", "=",
    ]
    static let blanks: [String] = [" ", " ", "  ", "\t", "\u{A0}", "\u{3000}"]

    /// A piece of a paragraph: no LF, CR or CRLF, which end a paragraph.
    static func piece<R: RandomNumberGenerator>(using rng: inout R) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<3: return special.randomElement(using: &rng) ?? "*"
        case 3..<5: return blanks.randomElement(using: &rng) ?? " "
        default:
            let world = WorldText.text(1...1, using: &rng)
            return String(world.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
        }
    }

    static func ink<R: RandomNumberGenerator>(using rng: inout R) -> Ink {
        let colors: [InkColor] = [.red, .navy, .rgb(RGB(red: 0x12, green: 0xAB, blue: 0xEF))]
        let highlights: [Highlight] = [.yellow, .green, .rgb(RGB(red: 0xFF, green: 0xFF, blue: 0))]
        return Ink(
            bold: Bool.random(using: &rng), italic: Bool.random(using: &rng),
            underline: Int.random(in: 0..<3, using: &rng) == 0,
            color: Int.random(in: 0..<3, using: &rng) == 0 ? colors.randomElement(using: &rng) : nil,
            highlight: Int.random(in: 0..<3, using: &rng) == 0 ? highlights.randomElement(using: &rng) : nil)
    }

    /// A paragraph whose characters are the graphemes of its string, as every
    /// paragraph of a document is, with up to eight runs laid over each other.
    static func styledText<R: RandomNumberGenerator>(using rng: inout R) -> StyledText {
        var string = ""
        for _ in 0..<Int.random(in: 0...24, using: &rng) { string += piece(using: &rng) }
        let characters = Array(string)
        var runs: [StyleRun] = []
        for _ in 0..<Int.random(in: 0...8, using: &rng) where !characters.isEmpty {
            let start = Int.random(in: 0..<characters.count, using: &rng)
            let end = Int.random(in: start...min(characters.count, start + 8), using: &rng)
            runs.append(StyleRun(start..<end, ink(using: &rng)))
        }
        return StyledText(characters, runs: runs)
    }

    /// Any line, heavy in markup: markers, brackets, attributes, escapes.
    static func markupLine<R: RandomNumberGenerator>(using rng: inout R) -> String {
        let markup = [
            "*", "**", "***", "_", "__", "[", "]", "{", "}", "{.underline}", "{.mark}", "{color=red}",
            "{background=#FFcc00}", "{.unknown}", "{color=chartreuse}", "{}", "{ .mark }", "\\", "`", "``", "<", ">",
            "<b>", "</b>", "<http://a.b>", "\\ ", "!", "^", "...", ".", " ", " ", "a", "word", "x_y", "안녕", "😀",
            "\u{301}", "\u{200D}", "🇰", "é",
        ]
        var line = ""
        for _ in 0..<Int.random(in: 0...30, using: &rng) {
            if Int.random(in: 0..<6, using: &rng) == 0 {
                line.unicodeScalars.append(Pieces.scalar(using: &rng))
            } else {
                line += markup.randomElement(using: &rng) ?? "*"
            }
        }
        return String(line.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
    }
}

/// A styled paragraph as one ink per character: the obvious model `StyledText`'s
/// runs must always agree with.
struct InkModel: Equatable, CustomStringConvertible {
    var characters: [Character]
    var inks: [Ink]

    init(_ text: StyledText) {
        characters = text.characters
        inks = (0..<text.count).map { text.ink(at: $0) }
    }

    var description: String { "\(Exact(String(characters))) \(inks)" }
}

/// One edit the editor will make to a paragraph.
enum InkEdit: Sendable, CustomStringConvertible {
    case change(InkChange, Range<Int>)
    case replace(Range<Int>, String, Ink)
    case splitAndJoin(Int)

    static func random<R: RandomNumberGenerator>(count: Int, using rng: inout R) -> InkEdit {
        let start = Int.random(in: 0...count, using: &rng)
        let range = start..<Int.random(in: start...min(count, start + 6), using: &rng)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4:
            let changes: [InkChange] = [
                .bold(true), .bold(false), .italic(true), .underline(true), .underline(false), .color(.red),
                .color(nil), .highlight(.green), .highlight(nil), .plain,
            ]
            return .change(changes.randomElement(using: &rng) ?? .plain, range)
        case 4..<9:
            let word = ["", "x", "ab", "안녕", "😀", " ", "**"].randomElement(using: &rng) ?? ""
            return .replace(range, word, InkPieces.ink(using: &rng))
        default:
            return .splitAndJoin(start)
        }
    }

    var description: String {
        switch self {
        case .change(let change, let range): ".change(\(change), \(range))"
        case .replace(let range, let text, let ink): ".replace(\(range), \(Exact(text)), \(ink))"
        case .splitAndJoin(let offset): ".splitAndJoin(\(offset))"
        }
    }

    func apply(to text: inout StyledText) {
        switch self {
        case .change(let change, let range): text.apply(change, to: range)
        case .replace(let range, let word, let ink): text.replace(range, with: Array(word), ink: ink)
        case .splitAndJoin(let offset):
            let (before, after) = text.split(at: offset)
            text = before.appending(after)
        }
    }

    func apply(to model: inout InkModel) {
        switch self {
        case .change(let change, let range):
            for offset in range where offset < model.inks.count { model.inks[offset] = change.applied(to: model.inks[offset]) }
        case .replace(let range, let word, let ink):
            let range = min(range.lowerBound, model.characters.count)..<min(range.upperBound, model.characters.count)
            model.characters.replaceSubrange(range, with: Array(word))
            model.inks.replaceSubrange(range, with: Array(repeating: ink, count: word.count))
        case .splitAndJoin:
            break
        }
    }
}

struct EditScenario: Sendable, CustomStringConvertible {
    var text: StyledText
    var edits: [InkEdit]
    var description: String { "EditScenario(text: \(text), edits: \(edits))" }
}

@Suite("Ink properties")
struct InkPropertyTests {
    static let styledTexts = Gen.drawn { rng in InkPieces.styledText(using: &rng) }
    static let markupLines = Gen.drawn { rng in InkPieces.markupLine(using: &rng) }
    static let editScenarios = Gen.drawn { rng in
        let start = InkPieces.styledText(using: &rng)
        var text = start
        var edits: [InkEdit] = []
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            // Sized for the text as it will be, so edits land inside it.
            let edit = InkEdit.random(count: text.count, using: &rng)
            edit.apply(to: &text)
            edits.append(edit)
        }
        return EditScenario(text: start, edits: edits)
    }

    /// Writing then reading gives the text back, less only the marks blank edges
    /// cannot carry; writing what was read gives the same bytes.
    @Test func writingThenReadingGivesTheTextBack() async {
        await propertyCheck(count: 400, input: Self.styledTexts) { text in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            let markdown = MarkdownInk.serialize(text)
            let read = MarkdownInk.parse(markdown)
            let normalized = MarkdownInk.normalized(text)
            invariants.check(Exact(read.string) == Exact(text.string), "characters changed: \(read) from \(Exact(markdown))")
            invariants.check(read == normalized && read.runs == normalized.runs,
                "read \(read)\n normalized \(normalized)\n from \(Exact(markdown))")
            invariants.check(MarkdownInk.serialize(read) == markdown, "rewritten differently: \(Exact(MarkdownInk.serialize(read)))")
            invariants.check(MarkdownInk.serialize(normalized) == markdown, "normalized text writes differently")
            invariants.check(!markdown.contains("\n") && !markdown.contains("\r"), "a line break in \(Exact(markdown))")
            // The normalization only ever takes marks off blank characters.
            for offset in 0..<text.count {
                let before = text.ink(at: offset)
                let after = read.ink(at: offset)
                guard before != after else { continue }
                invariants.check(text.characters[offset].isBlank, "ink of \(offset) changed on a non-blank character")
                invariants.check(
                    (!after.bold || before.bold) && (!after.italic || before.italic)
                        && (!after.underline || before.underline) && (after.color == nil || after.color == before.color)
                        && (after.highlight == nil || after.highlight == before.highlight),
                    "ink of \(offset) gained a mark: \(before) → \(after)")
            }
        }
    }

    /// Any line reads (no trap, canonical runs), and writing what was read then
    /// reading again gives the same characters, and the same bytes once more.
    @Test func anyLineReadsAndRereadsToTheSameCharacters() async {
        await propertyCheck(count: 600, input: Self.markupLines) { line in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            let text = MarkdownInk.parse(line)
            invariants.check(text.hasCanonicalRuns, "runs not canonical: \(text)")
            let markdown = MarkdownInk.serialize(text)
            let reread = MarkdownInk.parse(markdown)
            invariants.check(Exact(reread.string) == Exact(text.string),
                "characters changed: \(text) → \(Exact(markdown)) → \(reread)")
            invariants.check(MarkdownInk.serialize(reread) == markdown, "not stable: \(Exact(markdown))")
        }
    }

    /// A line without any character Markdown treats specially is its own text.
    @Test func lineWithoutMarkupIsItsOwnText() async {
        let lines = Gen.drawn { rng in
            String(WorldText.text(0...20, using: &rng).unicodeScalars.filter {
                !"*_[]\\`<\n\r".unicodeScalars.contains($0)
            }.map(Character.init))
        }
        await propertyCheck(count: 300, input: lines) { line in
            let text = MarkdownInk.parse(line)
            #expect(Exact(text.string) == Exact(line))
            #expect(text.runs.isEmpty)
        }
    }

    /// After any edits, the runs are canonical and give every character the ink
    /// a one-ink-per-character model gives it.
    @Test func editsAgreeWithOneInkPerCharacter() async {
        await propertyCheck(count: 400, input: Self.editScenarios) { scenario in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            var text = scenario.text
            var model = InkModel(text)
            for (index, edit) in scenario.edits.enumerated() {
                edit.apply(to: &text)
                edit.apply(to: &model)
                invariants.check(text.hasCanonicalRuns, "after step \(index) \(edit): runs not canonical \(text)")
                invariants.check(InkModel(text) == model, "after step \(index) \(edit): \(text)\n model \(model)")
                if invariants.failed { break }
            }
        }
    }
}
