import Testing

@testable import LetterKit

/// How a video or a sound is written as text by the exports: one table of
/// sources and facts, each line as it must read.
@Suite("Media: the words every export writes for a video or a sound")
struct MediaLabelTests {
    static let video = PictureSource(caption: "Our walk", path: "/letters/walk.files/clip.mp4")
    static let sound = PictureSource(caption: "", path: "/letters/walk.files/tone.mp3")
    static let videoFacts = MediaFacts(kind: .video, milliseconds: 42_900, width: 320, height: 240, bytes: 10)
    static let soundFacts = MediaFacts(kind: .sound, milliseconds: 3_723_000, bytes: 10)
    static let noLength = MediaFacts(kind: .sound, milliseconds: nil, bytes: 10)

    static let plainLines: [(PictureSource, MediaFacts?, String)] = [
        (video, videoFacts, "[video: Our walk (0:42)]"),
        (video, nil, "[video: Our walk]"),
        (sound, soundFacts, "[sound: tone.mp3 (1:02:03)]"),
        (sound, noLength, "[sound: tone.mp3]"),
        (PictureSource(caption: "A\u{1B}[2J", path: "a.wav"), nil, "[sound: A\u{1B}[2J]"),
    ]

    @Test(arguments: plainLines.indices)
    func txtLine(index: Int) {
        let (source, facts, expected) = Self.plainLines[index]
        let kind = source.media
        #expect(kind != nil)
        #expect(kind.map { MediaLabel.plainLine(for: source, kind: $0, facts: facts) } == expected)
    }

    static let cards: [(PictureSource, MediaFacts?, Int, String)] = [
        (sound, soundFacts, 40, "♪ tone.mp3 · 1:02:03"),
        (sound, nil, 40, "♪ tone.mp3"),
        (video, videoFacts, 40, "▶ Our walk · 0:42"),
        (sound, soundFacts, 8, "♪ tone.…"),
        (PictureSource(caption: "", path: "x\u{1B}[2J.mp3"), nil, 40, "♪ x^[[2J.mp3"),
    ]

    @Test(arguments: cards.indices)
    func card(index: Int) throws {
        let (source, facts, columns, expected) = Self.cards[index]
        let kind = try #require(source.media)
        let card = MediaLabel.card(for: source, kind: kind, facts: facts, columns: columns)
        #expect(card == expected)
        #expect(CellWidth.of(card) <= columns)
    }

    @Test func aVideosBlockIsItsFrameWithTheCaptionAndTheLengthUnderIt() {
        let rows = MediaLabel.rows(for: Self.video, kind: .video, facts: Self.videoFacts, columns: 20, lines: 4)
        #expect(
            rows == [
                "┌──────────────────┐",
                "│     Our walk     │",
                "│      ▶ 0:42      │",
                "└──────────────────┘",
            ], "\(rows)")
        let unknown = MediaLabel.rows(for: Self.video, kind: .video, facts: nil, columns: 20, lines: 4)
        #expect(unknown[2] == "│        ▶         │", "\(unknown)")
    }

    @Test func aSoundsBlockIsOneCardAndBlankLinesUnderIt() {
        let rows = MediaLabel.rows(for: Self.sound, kind: .sound, facts: Self.soundFacts, columns: 12, lines: 2)
        #expect(rows == ["♪ tone.mp3 …", "            "], "\(rows)")
        #expect(rows.count == 2 && rows.allSatisfy { CellWidth.of($0) <= 12 })
    }

    @Test func thePrintedLineUnderAPosterNamesTheFile() {
        #expect(MediaLabel.posterLine(for: Self.video, facts: Self.videoFacts, columns: 40) == "▶ 0:42 · clip.mp4")
        #expect(MediaLabel.posterLine(for: Self.video, facts: nil, columns: 40) == "▶ clip.mp4")
    }
}
