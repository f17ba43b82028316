import PropertyBased
import Testing

@testable import LetterKit

/// Writing a letter as runs and reading the runs back gives the letter:
/// every line's characters, ink and size, every picture with its height, caption
/// and path.
@Suite("Runs: properties")
struct RunsPropertyTests {
    static let folder = "/letters/autumn"
    static let paper = sheet(400, 24)

    /// A letter of styled lines and pictures, in the palette's pens (a
    /// colour of the letter's own becomes the nearest pen: see
    /// `aCustomColourBecomesTheNearestPen`).
    static let letters = Gen.drawn { rng in
        var paragraphs: [StyledText] = []
        var shelf = PictureShelf()
        var stickers = StickerShelf()
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                let files = ["a.png", "photos/the bridge.jpg", "https://example.com/x.png", "/elsewhere/b.gif", "notes.pdf"]
                let file = files.randomElement(using: &rng) ?? "a.png"
                let caption = ["", "the bridge", "*café* [1]"].randomElement(using: &rng) ?? ""
                let source = PictureSource(caption: caption, path: PicturePath.resolve(file, in: folder), confinedTo: folder)
                let lines = source.kind == .attachment ? 1 : Int.random(in: 1...6, using: &rng)
                paragraphs.append(StyledText([PictureMark(id: shelf.add(source), lines: lines).character]))
            } else {
                paragraphs.append(withStickers(line(using: &rng), shelf: &stickers, using: &rng))
            }
        }
        return (paragraphs, shelf, stickers)
    }

    /// A line of text: any characters but NUL and line breaks, inked with
    /// the palette's pens.
    static func line(using rng: inout Draws) -> StyledText {
        var string = ""
        for _ in 0..<Int.random(in: 0...16, using: &rng) { string += InkPieces.piece(using: &rng) }
        let characters = Array(String(string.unicodeScalars.filter { $0 != "\u{0}" }.map(Character.init)))
        var runs: [StyleRun] = []
        for _ in 0..<Int.random(in: 0...6, using: &rng) where !characters.isEmpty {
            let start = Int.random(in: 0..<characters.count, using: &rng)
            let end = Int.random(in: start...min(characters.count, start + 8), using: &rng)
            let ink = Ink(
                bold: Bool.random(using: &rng), italic: Bool.random(using: &rng), underline: Bool.random(using: &rng),
                color: Bool.random(using: &rng) ? InkColor.named.randomElement(using: &rng) : nil,
                highlight: Bool.random(using: &rng) ? Highlight.named.randomElement(using: &rng) : nil)
            runs.append(StyleRun(start..<end, ink))
        }
        let size = TypeSize.allCases.randomElement(using: &rng) ?? .normal
        return StyledText(characters, runs: runs, size: size)
    }

    /// `line` with stickers before and after its text (none inked: a run's
    /// image has no ink), from the shipped set, the person's and by address.
    static func withStickers(_ line: StyledText, shelf: inout StickerShelf, using rng: inout Draws) -> StyledText {
        let choices = [
            Sticker(name: "heart", path: "stickers/heart.png"), Sticker(name: "a cup", path: "stickers/a-cup.png"),
            Sticker(name: "star", path: "https://example.com/star.png"),
        ]
        func marks() -> [Character] {
            (0..<Int.random(in: 0...2, using: &rng)).map { _ in
                StickerMark(id: shelf.add(choices.randomElement(using: &rng) ?? choices[0])).character
            }
        }
        // A space between the stickers and the text: a character that
        // combines with the one before it (an accent) starts some pieces.
        let before: [Character] = marks().flatMap { [$0, " "] }
        let after: [Character] = marks().flatMap { [" ", $0] }
        let runs = line.runs.map { StyleRun(($0.range.lowerBound + before.count)..<($0.range.upperBound + before.count), $0.ink) }
        return StyledText(before + line.characters + after, runs: runs, size: line.size)
    }

    @Test func exportThenImportGivesBackTheLetter() async {
        await propertyCheck(count: 300, input: Self.letters) { input in
            var page = Page(paper: Self.paper, styled: input.0)
            page.document.pictures = input.1
            page.document.stickers = input.2
            // Only letters that fit their paper: one over it is trimmed on import.
            guard page.document.lineCount <= Self.paper.lines else { return }
            let runs = LetterRuns.runs(of: page.document, folder: Self.folder)
            guard let imported = try? LetterRuns.page(from: runs, paper: Self.paper, folder: Self.folder) else {
                Issue.record("runs of a letter were refused: \(runs)")
                return
            }
            let read = imported.page.document
            #expect(imported.leftOut == nil)
            #expect(read.paragraphs.count == page.document.paragraphs.count)
            for (index, (got, expected)) in zip(read.styledParagraphs, page.document.styledParagraphs).enumerated() {
                if let picture = page.document.picture(at: index) {
                    let gotPicture = read.picture(at: index)
                    #expect(gotPicture?.mark.lines == picture.mark.lines, "line \(index)")
                    #expect(gotPicture?.source == picture.source, "line \(index)")
                } else {
                    #expect(Exact(got.string) == Exact(expected.string) && got.runs == expected.runs && got.size == expected.size, "line \(index): \(got) ≠ \(expected)")
                }
            }
            #expect(LetterRuns.runs(of: read, folder: Self.folder) == runs)
        }
    }

    @Test func aCustomColourBecomesTheNearestPen() throws {
        let custom = RGB(red: 0xDD, green: 0x0A, blue: 0x0A)
        let line = styled("red enough", (0..<3, Ink(color: .rgb(custom), highlight: .rgb(RGB(red: 0xFF, green: 0xF0, blue: 0x10)))))
        let runs = LetterRuns.runs(ofLine: line, pictures: PictureShelf(), folder: Self.folder, columns: 24)
        #expect(runs.first?.text?.textColor == "#dd0a0a")
        let read = try LetterRuns.line(from: runs, at: 0)
        #expect(read.pieces == [.text(styled("red enough", (0..<3, Ink(color: .red, highlight: .yellow))))])
    }
}
