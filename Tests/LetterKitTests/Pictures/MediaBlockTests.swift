import PropertyBased
import Testing

@testable import LetterKit

/// A video is a block of lines drawn from its poster, with ▶ and its length
/// over its middle row; a sound is a one-line card with its length; pictures
/// and other attachments behave as they did.
@Suite struct MediaBlockTests {
    let clip = MediaFacts(kind: .video, milliseconds: 3_000, width: 320, height: 240, bytes: 14_299)
    let tone = MediaFacts(kind: .sound, milliseconds: 2_040, bytes: 176_478)

    @Test(arguments: [
        ("a.png", PictureKind.picture), ("clip.mp4", .video), ("/x/CLIP.MOV", .video), ("tone.wav", .attachment),
        ("voice.mp3", .attachment), ("notes.pdf", .attachment), ("noname", .attachment),
    ] as [(String, PictureKind)])
    func aVideoIsAKindOfItsOwn(path: String, kind: PictureKind) {
        #expect(PictureKind(path: path) == kind)
    }

    /// The card of a sound: a note, the name escaped as captions are, the
    /// length when it is known; an attachment keeps its clip and size, and
    /// so does a sound whose file cannot be read, with why.
    @Test(arguments: [
        ("/a/tone.wav", PictureLook?.none, "♪ tone.wav"),
        ("/a/tone.wav", .media(MediaFacts(kind: .sound, milliseconds: 2_040, bytes: 9), poster: nil), "♪ tone.wav · 0:02"),
        ("/a/long.ogg", .media(MediaFacts(kind: .sound, milliseconds: 3_723_000, bytes: 9), poster: nil), "♪ long.ogg · 1:02:03"),
        ("/a/cut.mp3", .media(MediaFacts(kind: .sound, milliseconds: nil, bytes: 9), poster: nil), "♪ cut.mp3"),
        ("/a/gone.wav", .problem(.missing), "📎 gone.wav · file not found"),
        ("/a/b\u{1B}[2Jad.mp3", .media(MediaFacts(kind: .sound, milliseconds: 42_000, bytes: 9), poster: nil), "♪ b^[[2Jad.mp3 · 0:42"),
        ("/a/ticket.pdf", .attachment(bytes: 3_000), "📎 ticket.pdf · 3 KB"),
    ] as [(String, PictureLook?, String)])
    func aSoundIsACardWithItsLength(path: String, look: PictureLook?, card: String) {
        let rows = PictureBox.rows(for: PictureSource(caption: "x", path: path), look: look, columns: 40, lines: 1)
        #expect(rows == [card])
    }

    /// Before its poster comes, or when there is none: the frame, the
    /// caption on the middle row, ▶ and the length under it, as `render`
    /// shows it; on one line, its card.
    @Test func aVideoWithoutAPosterIsItsFrameWithPlayAndLength() {
        let source = PictureSource(caption: "Beach", path: "/a/clip.mp4")
        let waiting = PictureBox.rows(for: source, look: nil, columns: 20, lines: 5)
        #expect(waiting == [
            "┌──────────────────┐",
            "│                  │",
            "│      Beach       │",
            "│        ▶         │",
            "└──────────────────┘",
        ])
        let known = PictureBox.rows(for: source, look: .media(clip, poster: nil), columns: 20, lines: 5)
        #expect(known[2] == "│      Beach       │")
        #expect(known[3] == "│      ▶ 0:03      │")
        let oneLine = PictureBox.rows(for: source, look: .media(clip, poster: nil), columns: 20, lines: 1)
        #expect(oneLine == ["▶ Beach · 0:03      "])
        let broken = PictureBox.rows(for: source, look: .problem(.notMedia), columns: 40, lines: 4)
        #expect(broken[1].contains(" Beach "))
        #expect(broken[2].contains("damaged: not a video or sound this e…"), "cut to the frame")
    }

    @Test(arguments: [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (8, 3)])
    func theMiddleRowIsTheCaptions(lines: Int, row: Int) {
        #expect(PictureBox.middleRow(lines: lines) == row)
    }

    @Test func thePlayLabelCarriesTheLength() {
        #expect(PictureBox.playLabel(clip) == " ▶ 0:03 ")
        #expect(PictureBox.playLabel(MediaFacts(kind: .video, milliseconds: nil, bytes: 1)) == " ▶ ")
        #expect(PictureBox.playLabel(nil) == " ▶ ")
    }

    /// A video takes lines as a picture does: from its size when the file
    /// is read, as the letter wrote them when it gives them (even with the
    /// file missing), a few when nothing says; a sound takes one.
    @Test func aVideoTakesLinesAndASoundOne() {
        let paper = Paper.letter
        let natural = PictureHeight.natural(width: 320, height: 240, paper: paper)
        let body = "![beach](clip.mp4)\n![gone](gone.mp4){lines=5}\n![new](new.mp4)\n![tone](tone.wav)\n![old](old.mp4){lines=3}"
        let reading = PictureReading(folder: "/home/a", facts: ["/home/a/clip.mp4": .media(clip)])
        #expect(LetterFile.picturesNeedingFacts(inBody: body, folder: "/home/a") == ["/home/a/clip.mp4", "/home/a/new.mp4"])
        let page = Page(paper: paper, body: body, ink: true, pictures: reading)
        #expect(page.document.pictureMarks.map(\.lines) == [natural, 5, PictureHeight.unknown(paper: paper), 1, 3])
        #expect(PictureHeight.natural(of: tone, paper: paper) == PictureHeight.unknown(paper: paper))
    }

    @Test func aVideoSavesItsLinesASoundNone() {
        var shelf = PictureShelf()
        let video = shelf.add(PictureSource(caption: "beach", path: "/home/a/clip.mp4"))
        let sound = shelf.add(PictureSource(caption: "tone", path: "/home/a/tone.wav"))
        let line = { (id: Int, lines: Int) in
            LetterFile.pictureLine(
                for: StyledText([PictureMark(id: id, lines: lines).character]), shelf: shelf, folder: "/home/a")
        }
        #expect(line(video, 7) == "![beach](clip.mp4){lines=7}")
        #expect(line(sound, 1) == "![tone](tone.wav)")
    }
}

/// A video's block in the editor: attached with its size's lines, its poster
/// drawn with ▶ and the length over its middle row, its facts for the rest
/// of the editor; a sound's card at once.
@Suite struct EditorMediaTests {
    let clip = MediaFacts(kind: .video, milliseconds: 3_000, width: 320, height: 240, bytes: 14_299)

    private func editor() throws -> EditorHarness {
        var editor = EditorHarness(
            paper: try Paper(lines: 12, columns: 20), text: "Dear Sam,", path: "/home/a/trip.letter", rows: 18,
            columns: 60)
        editor.send(.move(.documentEnd, selecting: false))
        return editor
    }

    private func attach(_ path: String, _ facts: PictureFacts, to editor: inout EditorHarness) {
        editor.press(.alt(.character("p")))
        editor.type(path)
        editor.press(.enter)
        editor.send(.attachmentLooked(path: path, facts))
    }

    @Test func aVideosPosterCarriesPlayAndItsLength() throws {
        var editor = try editor()
        attach("/home/a/clip.mp4", .media(clip), to: &editor)
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        // 320 × 240 at 20 columns: 20 × 240 / 320 / 2 = 7.5, so 8 lines.
        #expect(mark.lines == PictureHeight.natural(width: 320, height: 240, paper: editor.state.page.paper))
        #expect(editor.statusRow.hasPrefix(" Attached clip.mp4: \(mark.lines) lines"))
        #expect(editor.state.mediaFacts(at: mark) == nil, "not read until its look comes")
        let poster = PictureArt(
            columns: 20,
            rows: (0..<mark.lines).map { row in
                (0..<20).map { _ in PictureGlyph(symbol: "▚", foreground: UInt8(16 + row), background: 196) }
            })
        editor.send(.picturesLooked([PictureLooked(mark: mark, look: .media(clip, poster: poster))]))
        #expect(editor.state.mediaFacts(at: mark) == clip)
        let firstRow = try #require(editor.screen.firstIndex { $0.contains("▚") })
        let middle = editor.screen[firstRow + PictureBox.middleRow(lines: mark.lines)]
        #expect(middle.contains("▚▚▚▚▚▚ ▶ 0:03 ▚▚▚▚▚▚"), "\(middle)")
        let row = editor.frame.rows[firstRow + PictureBox.middleRow(lines: mark.lines)]
        let play = try #require(row.firstIndex { $0.text == "▶" })
        #expect(row[play].ink == .plain, "▶ in the paper's own colours")
        #expect(row[play - 2].ink != .plain, "the poster's colours around it")
        #expect(!editor.screen[firstRow].contains("▶"), "only the middle row")
    }

    @Test func aSoundIsACardAtOnce() throws {
        var editor = try editor()
        let tone = MediaFacts(kind: .sound, milliseconds: 2_000, bytes: 176_478)
        attach("/home/a/tone.wav", .media(tone), to: &editor)
        let mark = try #require(editor.state.page.document.pictureMarks.first)
        #expect(mark.lines == 1)
        #expect(editor.state.mediaFacts(at: mark) == tone)
        #expect(editor.screenText.contains("♪ tone.wav · 0:02"))
        #expect(editor.statusRow.hasPrefix(" Attached tone.wav as a file"))
    }

    @Test func aDamagedVideoIsRefusedAtThePrompt() throws {
        var editor = try editor()
        attach("/home/a/bad.mp4", .problem(.notMedia), to: &editor)
        #expect(editor.state.page.document.pictureMarks.isEmpty)
        #expect(editor.screenText.contains("Cannot attach bad.mp4: damaged: not a video or sound this"))
    }
}

/// Whatever a video's or a sound's name, caption, facts and block size: the
/// block is exactly its lines, each exactly the paper's width, with no
/// control character left in it; a sound's card is one line.
@Suite("Media blocks: properties")
struct MediaBlockPropertyTests {
    static let looks: [PictureLook?] = [
        nil, .problem(.missing), .problem(.notMedia), .problem(.notDrawn(reason: "letter-media \u{1B}[31mstopped")),
        .media(MediaFacts(kind: .video, milliseconds: 3_000, width: 320, height: 240, bytes: 9), poster: nil),
        .media(MediaFacts(kind: .sound, milliseconds: 3_723_000, bytes: 9), poster: nil),
        .media(MediaFacts(kind: .video, milliseconds: nil, bytes: 9), poster: nil),
    ]

    static let block = Gen.drawn { rng in
        let name = Pieces.text(0...8, from: Pieces.printable + Pieces.control, using: &rng)
        let caption = Pieces.text(0...12, from: Pieces.printable + Pieces.control, using: &rng)
        let suffix = ["mp4", "MOV", "webm", "wav", "mp3", "ogg"].randomElement(using: &rng) ?? "mp4"
        let look = looks.randomElement(using: &rng) ?? nil
        return (
            PictureSource(caption: caption, path: "/a/\(name).\(suffix)"), look, Int.random(in: 0...60, using: &rng),
            Int.random(in: 1...12, using: &rng)
        )
    }

    @Test func blocksFitTheirCells() async {
        await propertyCheck(count: 300, input: Self.block) { block in
            let (source, look, columns, lines) = block
            let rows = PictureBox.rows(for: source, look: look, columns: columns, lines: lines)
            let expected = source.kind == .video ? lines : 1
            #expect(rows.count == expected, "\(source) \(String(describing: look))")
            for row in rows {
                #expect(CellWidth.of(row) <= columns, "\(row)")
                if source.kind == .video { #expect(CellWidth.of(row) == columns, "\(row)") }
                #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(row)")
            }
        }
    }
}
