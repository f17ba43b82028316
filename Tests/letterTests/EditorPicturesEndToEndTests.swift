import Foundation
import LetterKit
import Testing

/// Pictures in the real editor: Alt-P and a path, the picture drawn in
/// 256-colour symbols on the paper, the copy made on saving, the letter
/// reopened; a missing file refused; Tab completing a name.
@Suite("Pictures end to end in tmux")
struct EditorPicturesEndToEndTests {
    func start(_ name: String, in folder: ScratchFolder) throws -> TmuxSession {
        try TmuxSession.editor(name, in: folder)
    }

    /// Alt-P, and the prompt on the status row (its hint may change; its
    /// label is the prompt).
    func openAttachPrompt(_ session: TmuxSession) throws {
        try session.alt("p")
        try session.waitFor("the attach prompt") { screen in
            screen.split(separator: "\n").contains { $0.hasPrefix(" Attach:") }
        }
    }

    /// A 64 × 32 PNG in four colours, red top left, green top right, blue
    /// bottom left, white bottom right: block symbols where they meet.
    static func quadrants() -> [UInt8] {
        PNGFixture.image(width: 64, height: 32) { x, y in
            y < 16 ? (x < 32 ? .red : .green) : (x < 32 ? .blue : .white)
        }
    }

    /// The xterm 256-colour indices a `capture-pane -e` row sets, foreground
    /// (`38;5;N`) and background (`48;5;N`) alike.
    static func paletteIndices(_ row: Substring) -> [Int] {
        var found: [Int] = []
        for marker in ["38;5;", "48;5;"] {
            var rest = row[...]
            while let range = rest.range(of: marker) {
                let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
                if let index = Int(digits) { found.append(index) }
                rest = rest[range.upperBound...]
            }
        }
        return found
    }

    /// The rows of the styled screen that show block symbols (U+2580–U+259F)
    /// inside the paper's frame.
    static func pictureRows(_ styled: String) -> [Substring] {
        styled.split(separator: "\n").filter { row in
            row.contains("│") && row.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
        }
    }

    /// The picture is on screen: rows of block symbols carrying the
    /// picture's colours from the 256-colour palette (pure red is 196).
    func waitForPicture(_ session: TmuxSession) throws -> [Substring] {
        let deadline = Date().addingTimeInterval(10)
        var styled = ""
        while Date() < deadline {
            styled = try session.styledScreen()
            let rows = Self.pictureRows(styled)
            if !rows.isEmpty, rows.contains(where: { Self.paletteIndices($0).contains(196) }) { return rows }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(description: "no picture in 256 colours on screen:\n\(styled)")
    }

    @Test func attachAPictureSeeItSaveTheCopyAndReopen() throws {
        let folder = try ScratchFolder()
        let elsewhere = try ScratchFolder()
        let original = elsewhere.file("bridge.png")
        try writeBytes(original, Self.quadrants())

        let session = try start("trip.letter", in: folder)
        try openAttachPrompt(session)
        try session.type(original)
        try session.press("Enter")
        let lines = PictureHeight.natural(width: 64, height: 32, paper: .letter)
        try session.waitFor("Attached bridge.png: \(lines) lines")

        let rows = try waitForPicture(session)
        for row in rows {
            // Colours from the cube and the grays only, and no ruled line
            // under the picture.
            #expect(Self.paletteIndices(row).allSatisfy { (16...255).contains($0) }, "\(row)")
            #expect(EditorInkEndToEndTests.underlined(row).allSatisfy { !$0.1 }, "underlined: \(row)")
        }
        #expect(Self.paletteIndices(rows.joined(separator: "\n")[...]).contains(21), "pure blue is 21")

        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(readBytes(folder.file("trip.letter.files/bridge.png")) == readBytes(original))
        let letter = try #require(folder.read("trip.letter"))
        #expect(letter.hasSuffix("---\n![bridge](trip.letter.files/bridge.png){lines=\(lines)}\n"), "\(letter)")
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        // Reopened, from the copy: the symbols again.
        try FileManager.default.removeItem(atPath: original)
        let again = try start("trip.letter", in: folder)
        _ = try waitForPicture(again)
    }

    @Test func attachingAMissingFileIsRefusedOnTheStatusRow() throws {
        let folder = try ScratchFolder()
        let session = try start("trip.letter", in: folder)
        try openAttachPrompt(session)
        try session.type("nowhere.png")
        try session.press("Enter")
        let screen = try session.waitFor("Cannot attach nowhere.png: file not found")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(rows.suffix(2).contains { $0.contains("Cannot attach nowhere.png") }, "\(screen)")
        try session.press("Escape")
        try session.waitFor("Nothing attached")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(!FileManager.default.fileExists(atPath: folder.file("trip.letter")))
    }

    /// Tab completes a folder, then the one name in it, from the working
    /// folder; Enter attaches what it completed.
    @Test func tabCompletesAUniqueName() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("photos"), withIntermediateDirectories: false)
        try writeBytes(folder.file("photos/bridge.png"), Self.quadrants())
        try writeText(folder.file("photos/notes.txt"), "not this one")
        let session = try start("trip.letter", in: folder)
        try openAttachPrompt(session)
        try session.type("ph")
        try session.press("Tab")
        try session.waitFor("Attach: photos/")
        try session.type("b")
        try session.press("Tab")
        try session.waitFor("Attach: photos/bridge.png")
        try session.press("Enter")
        try session.waitFor("Attached bridge.png")
        _ = try waitForPicture(session)
    }

    /// With 8 colours the picture is symbols alone, in the paper's black ink
    /// on white: the black half is drawn, the white half left to the paper.
    @Test func eightColoursDrawSymbolsAloneTheRightWayRound() throws {
        let folder = try ScratchFolder()
        try writeBytes(folder.file("half.png"), PNGFixture.image(width: 64, height: 32) { x, _ in x < 32 ? .white : .black })
        try writeText(folder.file("half.letter"), "---\npaper: letter\n---\n![half](half.png)\n")
        let session = try TmuxSession(
            "env TERM=xterm SWIFT_BACKTRACE=enable=no \(letterBinary) half.letter", folder: folder)
        let screen = try session.waitFor("the black half in symbols") { $0.contains("████") }
        let row = try #require(screen.split(separator: "\n").first { $0.contains("████") })
        let text = String(row)
        // White (the left half) is blank paper, black (the right) is ink.
        let cells = Array(text)
        let left = try #require(cells.firstIndex(of: "│"))
        let right = try #require(cells.lastIndex(of: "│"))
        let middle = (left + right) / 2
        let firstInk = try #require(cells.firstIndex(of: "█"))
        #expect(cells[(left + 1)..<(middle - 1)].allSatisfy { $0 == " " }, "the white half is blank: \(text)")
        #expect(firstInk >= middle - 1 && firstInk <= middle + 1, "the black half starts mid-paper: \(text)")
        let styled = try session.styledScreen()
        #expect(Self.pictureRows(styled).allSatisfy { Self.paletteIndices($0).isEmpty }, "\(styled)")
    }

    /// A picture already in the letter's files folder, named by its absolute
    /// path while the letter is named relatively: saved without a copy, and
    /// without the endless ask-and-copy that once overflowed the stack.
    @Test func aPictureAlreadyInTheFilesFolderIsNotCopiedAgain() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("trip.letter.files"), withIntermediateDirectories: false)
        try writeBytes(folder.file("trip.letter.files/sea.png"), Self.quadrants())
        let session = try start("trip.letter", in: folder)
        try openAttachPrompt(session)
        try session.type(folder.file("trip.letter.files/sea.png"))
        try session.press("Enter")
        try session.waitFor("Attached sea.png")
        try session.press("C-s")
        try session.waitFor("Saved")
        let lines = PictureHeight.natural(width: 64, height: 32, paper: .letter)
        #expect(folder.read("trip.letter")?.hasSuffix("---\n![sea](trip.letter.files/sea.png){lines=\(lines)}\n") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("trip.letter.files")) == ["sea.png"])
    }

    /// A letter whose files are missing or not pictures still opens: each
    /// block says what is wrong, and an attachment shows its card.
    @Test func badFilesNeverStopALetterFromOpening() throws {
        let folder = try ScratchFolder()
        try writeText(folder.file("ticket.pdf"), String(repeating: "%", count: 3_000))
        try writeText(folder.file("fake.png"), "Dear Mum, this is not a picture")
        try writeText(
            folder.file("trip.letter"),
            "---\npaper: letter\n---\nDear Mum,\n\n![gone](gone.png){lines=3}\n\n![fake](fake.png){lines=3}\n\n![ticket](ticket.pdf)\n")
        let session = try start("trip.letter", in: folder)
        try session.waitFor("Dear Mum,")
        try session.waitFor("file not found")
        try session.waitFor("not a picture this editor can read")
        try session.waitFor("ticket.pdf · 3 KB")
    }
}
