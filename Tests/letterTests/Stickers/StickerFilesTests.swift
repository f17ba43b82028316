import Glibc
import LetterKit
import Testing

@testable import letter

/// Stickers' files on disk: the person's own listed only as small regular
/// PNG files inside their folder, and a sticker's file written beside a
/// letter never over a different file.
@Suite("Stickers: files on disk")
struct StickerFilesTests {
    static let png: [UInt8] = StickerFiles.signature + [0, 0, 0, 13]
    static let otherPNG: [UInt8] = StickerFiles.signature + [9, 9, 9, 9]

    @Test func aNewStickerIsWrittenInTheStickersFolder() throws {
        let letter = try FilesScratch()
        let result = StickerFiles.write([StickerWrite(id: 3, path: "stickers/heart.png", png: Self.png)], folder: letter.path)
        #expect(result.written == [3: "stickers/heart.png"])
        #expect(result.notWritten.isEmpty)
        #expect(readBytes(letter.file("stickers/heart.png")) == Self.png)
    }

    @Test func theSameFileIsKeptAndADifferentOneNeverOverwritten() throws {
        let letter = try FilesScratch()
        _ = try letter.folder("stickers")
        try writeBytes(letter.file("stickers/heart.png"), Self.otherPNG)
        try writeBytes(letter.file("stickers/star.png"), Self.png)
        let result = StickerFiles.write(
            [
                StickerWrite(id: 0, path: "stickers/heart.png", png: Self.png),
                StickerWrite(id: 1, path: "stickers/star.png", png: Self.png),
            ], folder: letter.path)
        #expect(result.written == [0: "stickers/heart-2.png", 1: "stickers/star.png"])
        #expect(readBytes(letter.file("stickers/heart.png")) == Self.otherPNG)
        #expect(readBytes(letter.file("stickers/heart-2.png")) == Self.png)
    }

    @Test func aPathOutOfTheFolderIsNotWritten() throws {
        let letter = try FilesScratch()
        let result = StickerFiles.write(
            [StickerWrite(id: 0, path: "../evil.png", png: Self.png), StickerWrite(id: 1, path: "/tmp/x.png", png: Self.png)],
            folder: letter.path)
        #expect(result.written.isEmpty)
        #expect(result.notWritten.map(\.path) == ["../evil.png", "/tmp/x.png"])
    }

    @Test func aFullDiskIsSaidNotThrown() throws {
        let scratch = try FilesScratch()
        let tiny = try scratch.mountTinyFilesystem("tiny", size: "16k")
        let big = StickerFiles.signature + [UInt8](repeating: 7, count: 64 * 1024)
        let result = StickerFiles.write([StickerWrite(id: 0, path: "stickers/big.png", png: big)], folder: tiny)
        #expect(result.notWritten == [StickerNotWritten(path: "stickers/big.png", problem: .noSpace)])
        #expect(readBytes(tiny + "/stickers/big.png") == nil, "no half-written file is left")
    }

    @Test func theirOwnAreSmallPNGFilesInsideTheirFolder() throws {
        let own = try FilesScratch()
        let outside = try FilesScratch()
        try writeBytes(own.file("cat.png"), Self.png)
        try writeBytes(own.file("b\u{1B}[31m.png"), Self.png)
        try writeBytes(own.file("notes.txt"), Self.png)
        try writeBytes(own.file("fake.png"), Array("not a png".utf8))
        try writeBytes(own.file("huge.png"), Self.png + [UInt8](repeating: 0, count: StickerFiles.sizeLimit))
        try writeBytes(own.file(".hidden.png"), Self.png)
        try writeBytes(outside.file("secret.png"), Self.png)
        #expect(symlink(outside.file("secret.png"), own.file("link.png")) == 0)
        #expect(mkfifo(own.file("pipe.png"), 0o644) == 0)
        let (choices, skipped) = StickerFiles.own(in: own.path)
        #expect(choices.map(\.name) == ["b\u{1B}[31m", "cat"])
        #expect(choices.allSatisfy { $0.isOwn && $0.png == Self.png })
        #expect(skipped == 5)
        // A hostile name is shown escaped.
        #expect(StickerNames.shown(choices[0].name) == "b^[[31m")
    }

    @Test func noFolderListsNothing() {
        #expect(StickerFiles.own(in: "/nonexistent/letter/stickers").choices.isEmpty)
        #expect(StickerFiles.own(in: nil).skipped == 0)
    }
}
