import PropertyBased
import Testing

@testable import LetterKit

/// One thing a person does to a letter in the editor, through `update` as
/// the keys would.
enum HeldLetterStep: Sendable, CustomStringConvertible {
    case type(String)
    case enter
    /// Shift-Left this many times, then an ink key.
    case ink(select: Int, InkKey)
    /// Alt-P, then the program's answer for a picture (or a file) at `path`.
    case attach(path: String, facts: PictureFacts)
    /// F2, a field `down` lines below To, `text` typed; closed with Esc or
    /// left open.
    case envelope(down: Int, text: String, close: Bool)
    case undo

    static let words = ["Dear", " ", "Sam", ",", "안녕", "하세요", "漢字", "é", "😀", "x", "**", "_", "[", "]", "#"]
    static let fieldText = ["Min-ji", "Seoul", "03045", "010-1234-5678", "a@b.com", "2026-11-26", "서울", " "]

    var description: String {
        switch self {
        case .type(let text): "type(\(Exact(text)))"
        case .enter: "enter"
        case .ink(let count, let key): "ink(select: \(count), \(key))"
        case .attach(let path, let facts): "attach(\(path), \(facts))"
        case .envelope(let down, let text, let close): "envelope(down: \(down), \(Exact(text)), close: \(close))"
        case .undo: "undo"
        }
    }

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> HeldLetterStep {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...3:
            return .type(
                (0..<Int.random(in: 1...4, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "x" }.joined())
        case 4: return .enter
        case 5, 6:
            let keys: [InkKey] = [.bold, .italic, .underline, .highlight, .color, .plain]
            return .ink(select: Int.random(in: 0...6, using: &rng), keys.randomElement(using: &rng) ?? .bold)
        case 7:
            let name = ["bridge.png", "사진.jpg", "a b.png", "notes.pdf"].randomElement(using: &rng) ?? "p.png"
            let inside = Bool.random(using: &rng)
            let path = (inside ? "/letters/" : "/elsewhere/") + name
            let facts: PictureFacts =
                name.hasSuffix(".pdf")
                ? .attachment(bytes: 1200)
                : .picture(
                    width: Int.random(in: 10...900, using: &rng), height: Int.random(in: 10...900, using: &rng),
                    bytes: 4000)
            return .attach(path: path, facts: facts)
        case 8, 9:
            return .envelope(
                down: Int.random(in: 0..<EnvelopeField.allCases.count, using: &rng),
                text: fieldText.randomElement(using: &rng) ?? "x", close: Int.random(in: 0..<4, using: &rng) != 0)
        case 10: return .undo
        default: return .enter
        }
    }

    func apply(to harness: inout EditorHarness) {
        // A form left open by an earlier step is closed first, as a person would.
        if case .envelope = harness.state.mode { harness.press(.escape) }
        switch self {
        case .type(let text): harness.type(text)
        case .enter: harness.press(.enter)
        case .ink(let count, let key):
            for _ in 0..<count { harness.send(.move(.left, selecting: true)) }
            harness.send(.ink(key))
            harness.send(.move(.documentEnd, selecting: false))
        case .attach(let path, let facts):
            harness.send(.attach)
            harness.send(.attachmentLooked(path: path, facts))
            if case .attach = harness.state.mode { harness.press(.escape) }
        case .envelope(let down, let text, let close):
            harness.send(.envelope)
            for _ in 0..<down { harness.press(.down) }
            harness.type(text)
            if close { harness.press(.escape) }
        case .undo: harness.send(.edit(.undo))
        }
    }
}

/// A letter reached by random steps on a random paper.
struct HeldLetterCase: Sendable, CustomStringConvertible {
    var paper: Paper
    var path: String?
    var steps: [HeldLetterStep]

    var description: String {
        "HeldLetterCase(paper: \(paper.name) \(paper.lines)×\(paper.columns), path: \(path ?? "nil"), steps: \(steps))"
    }

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> HeldLetterCase {
        let papers: [Paper] = [.postcard, .letter, .long, sheet(12, 30)]
        return HeldLetterCase(
            paper: papers.randomElement(using: &rng) ?? .letter,
            path: Int.random(in: 0..<5, using: &rng) == 0 ? nil : "/letters/a.letter",
            steps: (0..<Int.random(in: 1...14, using: &rng)).map { _ in HeldLetterStep.random(using: &rng) })
    }

    var harness: EditorHarness {
        var harness = EditorHarness(paper: paper, path: path, rows: 40, columns: 120)
        for step in steps { step.apply(to: &harness) }
        return harness
    }
}

/// A paragraph as the person sees it: its text and ink, or the picture it
/// shows and its height. A picture's mark is left out: it numbers the
/// picture on the document's shelf, which a letter read anew numbers afresh.
enum ShownParagraph: Hashable, CustomStringConvertible {
    case text(StyledText)
    /// A picture by what the file says of it: its caption and path. Where it
    /// may be read from (`confinedTo`) is not written down: one attached now
    /// may be any file, the same picture read back from a file only inside
    /// the letter's folder.
    case picture(caption: String, path: String, lines: Int)

    /// The paragraphs of `document`, their ink as writing carries it
    /// (`MarkdownInk.normalized`: Markdown puts no mark on blank characters at
    /// the edges of a run, in a save as in a copy).
    static func of(_ document: Document) -> [ShownParagraph] {
        document.paragraphs.indices.map { index in
            if let (mark, source) = document.picture(at: index) { return .picture(caption: source.caption, path: source.path, lines: mark.lines) }
            return .text(MarkdownInk.normalized(document.paragraphs[index].styledText))
        }
    }

    var description: String {
        switch self {
        case .text(let text): "\(text)"
        case .picture(let caption, let path, let lines): "picture(\(caption), \(path), \(lines))"
        }
    }
}

@Suite("The copies kept against a crash hold the whole letter")
struct HeldLetterCopyTests {
    /// What a file's bytes give back when read as the editor reads a copy.
    static func reopened(_ bytes: [UInt8], at path: String, paper: Paper) throws -> (
        file: LetterFile, page: Page
    ) {
        let file = try LetterFile(bytes: bytes, format: .letter)
        let page = Page(paper: paper, body: file.body, ink: true, pictures: PictureReading(letterAt: path))
        return (file, page)
    }

    /// Any text, ink, pictures, envelope (closed or still being typed in the
    /// form) and paper: the copy's bytes reopen to exactly the letter the
    /// editor held, and restoring the copy gives the editor that letter back.
    @Test func copyBytesReopenToTheLetterTheEditorHeld() async {
        let input = Gen.drawn { rng in HeldLetterCase.random(using: &rng) }
        await propertyCheck(count: 200, input: input) { example in
            let state = example.harness.state
            let held = state.heldLetter
            let shape = LetterFile.newLetter(path: held.path, paper: example.paper)
            let bytes = shape.saving(held).bytes
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            guard let (file, page) = try? Self.reopened(bytes, at: held.path, paper: example.paper) else {
                invariants.check(false, "the copy does not read back as a letter")
                return
            }
            invariants.check(file.envelope == state.heldEnvelope, "envelope \(file.envelope) != \(state.heldEnvelope)")
            let recorded = try? file.recordedPaper()
            invariants.check(
                recorded?.lines == example.paper.lines && recorded?.columns == example.paper.columns,
                "paper \(String(describing: recorded)) != \(example.paper)")
            let shown = ShownParagraph.of(state.page.document)
            let reopened = ShownParagraph.of(page.document)
            invariants.check(reopened == shown, "text, ink or pictures differ:\n\(reopened)\n\(shown)")

            // Restored from the copy, the editor holds the same letter.
            var restoring = EditorHarness(paper: example.paper, path: example.path, rows: 40, columns: 120)
            restoring.send(
                .ask([
                    .recoveredCopy(
                        kind: .emergency, letterName: "a.letter", text: file.body, envelope: file.envelope,
                        copyPath: "/letters/a.letter.save")
                ]))
            restoring.press(.home, .enter)
            invariants.check(restoring.state.envelope == state.heldEnvelope, "restored envelope differs")
            invariants.check(
                ShownParagraph.of(restoring.state.page.document) == shown, "restored text, ink or pictures differ")
            invariants.check(restoring.state.isModified, "a restored copy is unsaved work")
        }
    }

    /// Values typed into the envelope's form count before the form closes:
    /// the letter has unsaved work, and the held letter carries them.
    @Test(arguments: [(0, "Min-ji"), (2, "03045"), (6, "2026-11-26")])
    func envelopeValueTypedButFormStillOpenIsHeld(down: Int, text: String) {
        var harness = EditorHarness.defaultPaper(path: "/letters/a.letter")
        harness.send(.envelope)
        for _ in 0..<down { harness.press(.down) }
        let revision = harness.state.revision
        harness.type(text)
        #expect(!harness.state.isModified)
        #expect(harness.state.hasUnsavedWork)
        #expect(harness.state.revision > revision, "the recovery copy would not notice the form")
        let field = EnvelopeField.allCases[down]
        #expect(harness.state.heldLetter.envelope[field] == text)
        let bytes = LetterFile.newLetter(path: "/letters/a.letter", paper: .letter).saving(harness.state.heldLetter)
        #expect(bytes.envelope[field] == text)
    }

    /// A letter with nothing changed and the form opened and closed untouched
    /// has nothing unsaved.
    @Test func envelopeOpenedAndClosedUntouchedIsNotUnsavedWork() {
        var harness = EditorHarness.defaultPaper(path: "/letters/a.letter")
        harness.send(.envelope)
        #expect(!harness.state.hasUnsavedWork)
        harness.press(.escape)
        #expect(!harness.state.hasUnsavedWork)
    }

    /// A letter with no name is held as a `.letter`: its copy records the
    /// paper and the envelope.
    @Test func unnamedLetterIsHeldAsALetter() {
        var harness = EditorHarness.defaultPaper()
        harness.type("Hello")
        #expect(harness.state.heldLetter.path == EditorState.unnamedLetterPath)
        #expect(LetterFile.usesFrontMatter(path: harness.state.heldLetter.path))
    }
}
