import Testing

@testable import LetterKit

/// A letter's videos and sounds on the printed sheet.
@Suite("Media: videos and sounds in a printout")
struct PrintMediaTests {
    /// A request for a letter of one video (or sound) block `lines` tall.
    static func request(path: String, lines: Int, facts: MediaFacts?, poster: String?) -> PrintRequest {
        var shelf = PictureShelf()
        let id = shelf.add(PictureSource(caption: "Our walk", path: path))
        let mark = PictureMark(id: id, lines: lines)
        var request = PrintRequest(
            paragraphs: [StyledText("Hi"), StyledText([mark.character])], paper: .letter, pictures: shelf,
            fileName: "walk.letter")
        if let facts { request.mediaFacts[path] = facts }
        if let poster { request.posters[path] = poster }
        return request
    }

    static let facts = MediaFacts(kind: .video, milliseconds: 42_000, width: 320, height: 240, bytes: 1)

    @Test func aTallVideoIsItsPosterOverItsLinesAndItsLengthAndNameUnder() {
        let lines = PrintSheet.lines(
            of: Self.request(path: "/l/clip.mp4", lines: 5, facts: Self.facts, poster: "/cache/p.png"))
        #expect(lines.count == 6)
        guard case .pictureStart(let poster, let count) = lines[1] else {
            Issue.record("no poster: \(lines)")
            return
        }
        #expect(poster.path == "/cache/p.png" && count == 4)
        #expect(lines[2...4].allSatisfy { $0 == .pictureRest })
        #expect(lines[5] == .text(InkedLine(segments: [InkedSegment("▶ 0:42 · clip.mp4", .plain)])))
    }

    @Test func aOneLineVideoIsAThumbnailBeforeItsText() {
        let printout = PrintLayout.printout(
            Self.request(path: "/l/clip.mp4", lines: 1, facts: Self.facts, poster: "/cache/p.png"))
        let page = printout.pages[0]
        let pictures = PrintReading.pictures(on: page)
        #expect(pictures.count == 1 && pictures[0].source.path == "/cache/p.png")
        let texts = PrintReading.texts(.line, on: page).map(\.text).joined()
        #expect(texts.contains("▶ 0:42 · clip.mp4"), "\(texts)")
        // The thumbnail ends before the text begins.
        let text = PrintReading.texts(.line, on: page).first { $0.text.contains("▶") }
        #expect(text.map { pictures[0].box.maxX <= $0.box.x + 0.01 } == true)
    }

    @Test func withoutAPosterAVideoIsItsFrameAndASoundItsCard() {
        let video = PrintSheet.lines(of: Self.request(path: "/l/clip.mp4", lines: 3, facts: nil, poster: nil))
        #expect(!video.contains { if case .pictureStart = $0 { true } else { false } })
        #expect(video.count == 4)
        let sound = PrintSheet.lines(
            of: Self.request(
                path: "/l/tone.mp3", lines: 1, facts: MediaFacts(kind: .sound, milliseconds: 62_000, bytes: 1),
                poster: "/cache/never.png"))
        #expect(sound[1] == .text(InkedLine(segments: [InkedSegment("♪ tone.mp3 · 1:02", .plain)])))
    }
}

/// A book's printed letters show their media as a letter alone does.
@Suite("Media: videos and sounds in a printed book")
struct BookPrintMediaTests {
    @Test func aBooksVideoIsItsPosterWithItsLength() {
        let letter = BookFixture.letter("walk", pictures: ["/l/clip.mp4", "/l/tone.mp3"], lines: 4)
        let book = BoundBook(title: "Walks", letters: [letter])
        let printout = BookPrintout.printout(
            book, page: .a4,
            mediaFacts: [
                "/l/clip.mp4": PrintMediaTests.facts, "/l/tone.mp3": MediaFacts(kind: .sound, milliseconds: 62_000, bytes: 1),
            ], posters: ["/l/clip.mp4": "/cache/p.png"])
        let marks = printout.pages.flatMap(\.marks)
        let texts = marks.compactMap { if case .text(let text) = $0 { text.text } else { nil } }
        #expect(texts.contains("▶ 0:42 · clip.mp4"), "\(texts)")
        #expect(texts.contains("♪ tone.mp3 · 1:02"), "\(texts)")
        #expect(marks.contains { if case .picture(let picture) = $0 { picture.source.path == "/cache/p.png" } else { false } })
        let bare = BookPrintout.printout(book, page: .a4).pages.flatMap(\.marks)
        #expect(!bare.contains { if case .picture = $0 { true } else { false } }, "no poster without a reader")
    }
}
