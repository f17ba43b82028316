import Foundation
import Glibc
import LetterKit
import LetterPictureFiles
import LetterSystem
import Testing

/// What crosses the pipe to `letter-pictures`: every question and answer
/// framed, read back and decoded to the same value, cells symbol for symbol
/// and colour for colour; and frames that are not frames refused.
@Suite("Pictures: the picture program's questions and answers on the pipe")
struct PicturesHelperCodingTests {
    /// `value` framed, read back through a pipe by a `FrameReader`, and decoded.
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value? {
        let frame = try #require(PictureFrames.frame(value))
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // A frame larger than a pipe's buffer is written from another thread.
        let writer = ends[1]
        Thread {
            _ = PictureFrames.write(frame, to: writer)
            close(writer)
        }.start()
        var reader = FrameReader(descriptor: ends[0])
        let read = reader.next(timeout: 10_000)
        guard case .frame(let body) = read else {
            Issue.record("not a frame: \(read)")
            return nil
        }
        return PictureFrames.value(Value.self, from: body)
    }

    static let glyphs: [PictureGlyph] = [
        PictureGlyph(symbol: " "),
        PictureGlyph(symbol: "▀", foreground: 196, background: 21),
        PictureGlyph(symbol: "▄", foreground: 0, background: 255),
        PictureGlyph(symbol: "█", foreground: 16, background: nil),
        PictureGlyph(symbol: "▐", foreground: nil, background: 231),
        // One character of two scalars, and one that would join the next
        // cell's symbol were the row a single string.
        PictureGlyph(symbol: "e\u{301}", foreground: 100),
        PictureGlyph(symbol: "\u{1F1EF}\u{1F1F5}"),
    ]

    static let arts: [PictureArt] = [
        PictureArt(columns: 0, rows: []),
        PictureArt(columns: 3, rows: []),
        PictureArt(columns: 1, rows: [[PictureGlyph(symbol: " ")]]),
        PictureArt(columns: glyphs.count, rows: [glyphs, glyphs.reversed()]),
        screenful(),
    ]

    /// 80 × 20 cells of every block symbol and every palette index, some
    /// backgrounds the paper's.
    static func screenful() -> PictureArt {
        let symbols: [Character] = ["▀", "▄", "▌", "▐", "▘", "▝", "▗", "▖", " "]
        var rows: [[PictureGlyph]] = []
        for row in 0..<20 {
            var cells: [PictureGlyph] = []
            for column in 0..<80 {
                let background: UInt8? = column % 5 == 0 ? nil : UInt8(row)
                cells.append(
                    PictureGlyph(
                        symbol: symbols[(row + column) % symbols.count], foreground: UInt8((row * 80 + column) % 256),
                        background: background))
            }
            rows.append(cells)
        }
        return PictureArt(columns: 80, rows: rows)
    }

    @Test(arguments: arts)
    func drawnCellsComeBackExactly(art: PictureArt) throws {
        let answer = try #require(try Self.roundTrip(PictureAnswer(.art(art))))
        #expect(answer.look == .art(art))
    }

    static let looks: [PictureLook] = [
        .attachment(bytes: 0), .attachment(bytes: 5_000_000_000), .problem(.missing),
        .problem(.unreadable(reason: "Permission denied")), .problem(.notAFile), .problem(.notAPicture),
        .problem(.tooLarge(bytes: 60 << 20, limit: 50 << 20)),
        .problem(.tooManyPixels(width: 20_000, height: 10, limit: 10_000)),
        .problem(.tooManyPixelsInAll(width: 9_000, height: 9_000, limit: 40_000_000)),
        .problem(.damaged(reason: "cut short \u{1B}[2J")), .problem(.outsideFolder), .problem(.address),
        .problem(.notDrawn(reason: "the picture program stopped")),
    ]

    @Test(arguments: looks)
    func everyLookComesBack(look: PictureLook) throws {
        let answer = try #require(try Self.roundTrip(PictureAnswer(look)))
        #expect(answer.look == look)
    }

    static let answers: [PictureAnswer] = [
        .facts(.picture(width: 64, height: 32, bytes: 812)), .facts(.attachment(bytes: 3)),
        .facts(.problem(.outsideFolder)), .drawing(true), .drawing(false), .png(nil), .png([0x89, 0x50, 0x4E, 0x47, 0, 255]),
        .note(nil), .note("a picture library said: GdkPixbuf: info_cb (and 1 more)"),
    ]

    @Test(arguments: answers)
    func everyOtherAnswerComesBack(answer: PictureAnswer) throws {
        #expect(try Self.roundTrip(answer) == answer)
        #expect(answer.look == nil, "an answer that is no look is never taken for one")
    }

    static let questions: [PictureQuestion] = [
        .facts(path: "/letters/bridge.png", confinedTo: "/letters", decoding: true),
        .facts(path: "/tmp/a b/ünïcode.png", confinedTo: nil, decoding: false),
        .look(
            PictureRequest(
                mark: PictureMark(id: 7, lines: 12),
                source: PictureSource(caption: "the [bridge]", path: "/l/b.png", confinedTo: "/l"), columns: 60),
            colors: .indexed256),
        .thumbnail(path: "/box/a.files/sea.png", confinedTo: "/box", columns: 8, rows: 2, colors: .monochromeOnPaper),
        .thumbnail(path: "/box/sea.png", confinedTo: nil, columns: 8, rows: 2, colors: .monochrome),
        .isDrawing(path: "/l/map.svg", confinedTo: "/l"), .drawingPNG(path: "/l/map.svg", confinedTo: nil), .libraryNote,
    ]

    @Test(arguments: questions)
    func everyQuestionComesBack(question: PictureQuestion) throws {
        #expect(try Self.roundTrip(question) == question)
    }

    /// Cells whose rows do not add up are no picture: never cells out of place.
    @Test func artOutOfStepIsNoPicture() {
        let good = PictureArt.Coded(PictureArt(columns: 2, rows: [[PictureGlyph(symbol: "▀"), PictureGlyph(symbol: "▄")]]))
        #expect(good.art != nil)
        var short = good
        short.symbols[0].removeLast()
        var twoCharacters = good
        twoCharacters.symbols[0][0] = "ab"
        var colours = good
        colours.backgrounds = []
        for broken in [short, twoCharacters, colours] { #expect(broken.art == nil, "\(broken)") }
    }

    /// `bytes` written to a pipe and closed, then read as one frame.
    static func read(_ bytes: [UInt8]) throws -> FrameRead {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        var reader = FrameReader(descriptor: ends[0])
        return reader.next(timeout: 5_000)
    }

    @Test(arguments: [
        ("", "closed"), ("3\nabc", "frame"), ("5\nabc", "broken"), ("x\nabc", "broken"), ("12345678901\n", "broken"),
        ("\n", "broken"), ("99999999999999999999", "broken"), ("-1\n", "broken"),
    ])
    func framesThatAreNotFramesAreRefused(bytes: String, expected: String) throws {
        let read = try Self.read(Array(bytes.utf8))
        switch read {
        case .frame(let body): #expect(expected == "frame" && body == Array("abc".utf8), "\(read)")
        case .closed: #expect(expected == "closed", "\(read)")
        case .broken: #expect(expected == "broken", "\(read)")
        case .timedOut: Issue.record("timed out on a closed pipe")
        }
    }

    @Test func aSilentPeerTimesOut() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var reader = FrameReader(descriptor: ends[0])
        #expect(reader.next(timeout: 50) == .timedOut)
    }
}
