import Glibc
import LetterKit
import LetterPictures
import Testing

@testable import letter

/// On real folders: a trash or a rename takes only the files folders that
/// are the letter's alone, and a name that is not UTF-8 is listed, indexed,
/// found, renamed and trashed with its bytes kept.
@Suite("Letterbox: files folders and raw names on disk")
@MainActor
struct FilesFolderDiskTests {
    static let moment = LocalTime(year: 2024, month: 10, day: 1, hour: 9, minute: 5, second: 7)

    static func exists(_ path: String) -> Bool { System.withRawPath(path) { access($0, F_OK) } == 0 }

    @Test func trashingOneOfTwoLettersWithAStemLeavesTheOthersFiles() throws {
        let box = try BoxFixture()
        let letter = try box.write(
            "autumn.letter", "Dear Min-ji,\n![a](autumn.letter.files/a.png)\n![s](autumn.files/s.png)\n")
        try box.write("autumn.letter.files/a.png", "a")
        try box.write("autumn.md", "Notes\n![m](autumn.md.files/m.png)\n")
        try box.write("autumn.md.files/m.png", "m")
        try box.write("autumn.files/s.png", "shared")
        let decision = FilesFolders.decision(forLetterAt: letter)
        #expect(decision.taken == ["autumn.letter.files"])
        #expect(decision.shared == [.init(folder: "autumn.files", sharedWith: ["autumn.md"])])
        let entries = try Trash.move(letter, environment: box.environment, now: Self.moment)
        #expect(entries.map { FilePath.name(of: $0.original) } == ["autumn.letter", "autumn.letter.files"])
        #expect(Self.exists(box.path("autumn.md.files/m.png")) && Self.exists(box.path("autumn.files/s.png")))
        #expect(!Self.exists(box.path("autumn.letter.files")))
    }

    @Test func trashingAPlainTextLetterNeverTakesTheStemFolder() throws {
        let box = try BoxFixture()
        let letter = try box.write("autumn.txt", "![s](autumn.files/s.png) is only text here\n")
        try box.write("autumn.files/s.png", "s")
        let entries = try Trash.move(letter, environment: box.environment, now: Self.moment)
        #expect(entries.count == 1)
        #expect(Self.exists(box.path("autumn.files/s.png")))
    }

    @Test func renamingKeepsASharedFolderWhereItIsAndItsPicturesStillResolve() throws {
        let box = try BoxFixture()
        let text = "Dear Min-ji,\n![s](autumn.files/s.png){lines=2}\n![a](<autumn.letter.files/my photo.png>)\n"
        try box.write("autumn.letter", text)
        try box.write("autumn.letter.files/my photo.png", "a")
        try box.write("autumn.files/s.png", "s")
        try box.write("winter.letter", "![w](./autumn.files/s.png)\n")
        let (outcome, files) = LetterRenamer.rename(from: box.path("autumn.letter"), to: box.path("가을.letter"))
        #expect(outcome == .done)
        #expect(files.moved == [.init(from: "autumn.letter.files", to: "가을.letter.files")])
        #expect(files.shared == [.init(folder: "autumn.files", sharedWith: ["winter.letter"])])
        #expect(
            TrashTests.text(box.path("가을.letter"))
                == "Dear Min-ji,\n![s](autumn.files/s.png){lines=2}\n![a](<가을.letter.files/my photo.png>)\n")
        #expect(Self.exists(box.path("autumn.files/s.png")) && Self.exists(box.path("가을.letter.files/my photo.png")))
    }

    @Test func renamingRewritesAnAbsolutePathIntoTheFolder() throws {
        let box = try BoxFixture()
        try box.write(
            "walk.md", "![x](\(box.path("walk.md.files/x.png")))\n![y](walk.md.files/../walk.md.files/y.png)\n")
        try box.write("walk.md.files/x.png", "x")
        #expect(LetterRenamer.rename(from: box.path("walk.md"), to: box.path("stroll.md")).outcome == .done)
        #expect(
            TrashTests.text(box.path("stroll.md"))
                == "![x](\(box.path("stroll.md.files/x.png")))\n![y](stroll.md.files/y.png)\n")
    }

    // MARK: Names that are not UTF-8

    /// "café" in Latin-1, as another system wrote it: not UTF-8.
    nonisolated static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9]
    /// An EUC-KR "편지" folder.
    nonisolated static let eucKRFolder: [UInt8] = [0xC6, 0xED, 0xC1, 0xF6]

    /// Makes `bytes` (a path inside the box) with the C library, as bytes.
    nonisolated static func makeRaw(_ box: BoxFixture, folder: [UInt8]? = nil, file: [UInt8], text: String) throws -> String {
        var path = Array(box.box.utf8) + [UInt8(ascii: "/")]
        if let folder {
            path += folder
            let made = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
                mkdir($0.baseAddress!, 0o755)
            }
            guard made == 0 else { throw FilesTestError("mkdir: errno \(errno)") }
            path += [UInt8(ascii: "/")]
        }
        path += file
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else { throw FilesTestError("open: errno \(errno)") }
        defer { close(descriptor) }
        try System.writeAll(Array(text.utf8), to: descriptor)
        return RawPath.string(path)
    }

    nonisolated static let rawNames: [(String, [UInt8]?, [UInt8])] = [
        ("latin1Letter", nil, latin1Name + Array(".letter".utf8)),
        ("latin1InAnEucKRFolder", eucKRFolder, latin1Name + Array(".md".utf8)),
        ("loneContinuationByte", nil, [0x80] + Array("x.txt".utf8)),
        ("truncatedHangul", nil, [0xED, 0x8E] + Array(".letter".utf8)),
        ("aCarrierScalarWrittenAsUTF8", nil, Array("\u{EF80}.letter".utf8)),
    ]

    @Test(arguments: rawNames)
    func aNameThatIsNotUTF8IsListedIndexedFoundRenamedAndTrashed(_ name: String, folder: [UInt8]?, file: [UInt8]) throws
    {
        let box = try BoxFixture()
        let path = try Self.makeRaw(box, folder: folder, file: file, text: "Dear Min-ji,\nthe persimmons are ripe\n")
        #expect(RawPath.bytes(of: path) == Array(box.box.utf8) + [0x2F] + (folder.map { $0 + [0x2F] } ?? []) + file)
        #expect(BoxWalker.letters(in: box.box).map(\.path) == [path])
        let index = try box.openIndex()
        try index.refresh()
        #expect(try index.search("persimmons").map(\.path) == [path])
        #expect(try index.letters(order: .name).first?.problem == nil)
        if let folder {
            // The folder is a row, and going into it lists the letter.
            let root = try BoxFolders.listing(box: box.box, folder: "", order: .name, catalog: index)
            #expect(root.folders.map(\.path) == [RawPath.string(Array(box.box.utf8) + [0x2F] + folder)])
            let inside = try BoxFolders.listing(box: box.box, folder: RawPath.string(folder), order: .name, catalog: index)
            #expect(inside.letters.map(\.path) == [path])
        }
        // Opened as the editor opens it.
        #expect(
            try LoadedLetter.readBytes(path: path, limit: 1000) == Array("Dear Min-ji,\nthe persimmons are ripe\n".utf8)
        )
        // Renamed with its bytes kept; a new name may hold them too.
        let renamed = FilePath.join(FilePath.folder(of: path), RawPath.string(file + Array("-2".utf8)))
        #expect(LetterRenamer.rename(from: path, to: renamed).outcome == .done)
        #expect(!Self.exists(path) && Self.exists(renamed))
        // Trashed, the info file naming its bytes percent-encoded.
        let entries = try Trash.move(renamed, environment: box.environment, now: Self.moment)
        #expect(!Self.exists(renamed))
        let info = try #require(TrashTests.text(entries[0].info))
        #expect(info.contains("Path=\(TrashInfo.percentEncoded(renamed))\n"))
        #expect(TrashInfo.percentDecoded(TrashInfo.percentEncoded(renamed)) == renamed)
    }

    @Test func aPictureInAFolderNamedInEUCKRIsDrawn() throws {
        let box = try BoxFixture()
        let png = EditorPicturesEndToEndTests.quadrants()
        let path = try Self.makeRaw(box, folder: Self.eucKRFolder, file: Array("sea.png".utf8), text: "")
        try System.withRawPath(path) { raw in
            let descriptor = open(raw, O_WRONLY | O_TRUNC)
            defer { close(descriptor) }
            try System.writeAll(png, to: descriptor)
        }
        var looker = PictureLooker()
        #expect(looker.facts(at: path) == .picture(width: 64, height: 32, bytes: Int64(png.count)))
        let request = PictureRequest(
            mark: PictureMark(id: 0, lines: 4), source: PictureSource(caption: "sea", path: path), columns: 20)
        guard case .art = looker.look(for: request, colors: .indexed256) else {
            Issue.record("the picture was not drawn")
            return
        }
    }

    @Test func theRowShowsTheBytesEscaped() {
        let name = RawPath.string(Self.latin1Name + Array(".letter".utf8))
        #expect(RawPath.displayed(name) == "caf\\xe9.letter")
    }
}
