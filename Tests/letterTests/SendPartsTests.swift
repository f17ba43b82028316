import Foundation
import Glibc
import LetterKit
import Testing

@testable import letter

/// `letter send`: the parts a message carries (pictures and stickers the
/// page shows, sounds and films beside it) and its people (Cc, config.toml's
/// sender, addresses in other scripts), read back by Python's `email`
/// package (its modern policy) from the `.eml` the real binary writes.
@Suite("Send: the parts and the people")
struct SendPartsTests {
    let scratch: FilesScratch
    let photo = PNGFixture.image(width: 4, height: 4) { _, _ in RGBA.red }
    let tone: [UInt8] = Array("ID3 not really a sound".utf8) + [0, 1, 2, 255]
    let film: [UInt8] = [0, 0, 0, 24] + Array("ftypmp42 not really a film".utf8)

    init() throws {
        scratch = try FilesScratch()
    }

    /// A letter with a title, a picture, two stickers (its own and a shipped
    /// one), a sound and a film with a caption, beside its files.
    func writeLetter() throws -> String {
        _ = try scratch.folder("spring.files")
        _ = try scratch.folder("stickers")
        try writeBytes(scratch.file("spring.files/photo.png"), photo)
        try writeBytes(scratch.file("stickers/own.png"), PNGFixture.image(width: 16, height: 16) { _, _ in RGBA.red })
        try writeBytes(scratch.file("spring.files/tone.mp3"), tone)
        try writeBytes(scratch.file("spring.files/film.mp4"), film)
        let path = scratch.file("spring.letter")
        try writeText(
            path,
            """
            ---
            paper: letter
            format: 2
            title: 봄 소식
            to: 김민지
            from: 이하나
            email: 누구@한국.kr
            ---
            민지에게 ![own](stickers/own.png){.sticker} ![sun](stickers/sun.png){.sticker}

            ![a photo](spring.files/photo.png){lines=3}

            ![](spring.files/tone.mp3)

            ![Our walk](spring.files/film.mp4)

            """)
        return path
    }

    func send(_ arguments: [String], environment: [String: String]? = nil) throws -> ReadMessage {
        let message = scratch.file("out.eml")
        let sent = try run([letterBinary, "send"] + arguments + ["-o", message], environment: environment)
        #expect(sent.status == 0, "\(sent.error)")
        return try ReadMessage.of(message)
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @Test func picturesAndStickersAreRelatedPartsAndSoundsAndFilmsAreAttached() throws {
        let path = try writeLetter()
        let parsed = try send([path, "--from", "hana@example.org", "--cc", "a@example.com", "--cc", "b@example.net"])
        #expect(
            parsed.parts.map(\.type) == [
                "multipart/mixed", "multipart/alternative", "text/plain", "multipart/related", "text/html",
                "image/png", "image/png", "image/png", "audio/mpeg", "video/mp4",
            ])
        // Every cid: of the page is a part of the message, and the page shows
        // the picture and both stickers by one.
        let ids = Set(parsed.parts.compactMap(\.cid))
        #expect(Set(parsed.cids).count == 3)
        #expect(parsed.cids.allSatisfy(ids.contains), "\(parsed.cids) \(ids)")
        let picture = try #require(parsed.parts.first { $0.filename == "photo.png" })
        #expect(picture.disposition == "inline" && picture.hex == Self.hex(photo))
        #expect(parsed.parts.contains { $0.filename == "own.png" && $0.disposition == "inline" })
        let sound = try #require(parsed.parts.first { $0.type == "audio/mpeg" })
        #expect(sound.disposition == "attachment" && sound.filename == "tone.mp3" && sound.hex == Self.hex(tone))
        let video = try #require(parsed.parts.first { $0.type == "video/mp4" })
        #expect(video.disposition == "attachment" && video.filename == "film.mp4" && video.hex == Self.hex(film))
        // Both parts name the files sent, though the film's block shows its caption.
        #expect(parsed.plain.hasSuffix("\n📎 tone.mp3\n📎 film.mp4\n"), "\(parsed.plain)")
        #expect(parsed.html.contains("📎 film.mp4") && parsed.html.contains("Our walk"))
        // Nothing remote, nothing active, nothing the page carries by itself.
        #expect(parsed.html.contains("img-src cid:;"))
        #expect(!parsed.html.contains("<script") && !parsed.html.contains("data:") && !parsed.html.contains("<video"))
        #expect(parsed.subject == "봄 소식")
        #expect(parsed.cc == ["a@example.com", "b@example.net"])
        #expect(parsed.fromName == "이하나")
    }

    /// The envelope's address in Korean: its domain goes as IDNA, the
    /// person's name and the subject as RFC 2047 words that decode back.
    @Test func aDomainInAnotherScriptIsWrittenAsIDNA() throws {
        let path = try writeLetter()
        let parsed = try send([path, "--from", "hana@예시.한국", "--cc", "친구@例え.jp"])
        #expect(parsed.to == ["누구@xn--3e0b707e.kr"], "\(parsed.headers)")
        #expect(parsed.headers.contains("@xn--3e0b707e.kr") && !parsed.headers.contains("한국.kr"))
        #expect(parsed.cc == ["친구@xn--r8jz45g.jp"])
        #expect(parsed.fromAddress == "hana@xn--vv4b11d.xn--3e0b707e")
        #expect(parsed.subject == "봄 소식")
        #expect(parsed.headers.contains("Subject: =?"))
    }

    /// A picture the letter names out of its folder, by `..` or through a
    /// link, is never read: the page draws its frame, no part carries it;
    /// nor is one at a web address fetched.
    @Test func aPictureOutOfTheLettersFolderIsNotRead() throws {
        _ = try scratch.folder("box")
        _ = try scratch.folder("box/in")
        let secret = PNGFixture.image(width: 2, height: 2) { _, _ in RGBA.red }
        try writeBytes(scratch.file("x.png"), secret)
        #expect(symlink(scratch.file("x.png"), scratch.file("box/in/link.png")) == 0)
        let path = scratch.file("box/in/a.letter")
        try writeText(path, "Hi\n\n![up](../../x.png)\n\n![link](link.png)\n\n![web](https://example.com/w.png)\n")
        let parsed = try send([path, "--from", "a@b.c", "--to", "d@e.f"])
        #expect(parsed.parts.map(\.type) == ["multipart/alternative", "text/plain", "text/html"])
        #expect(parsed.cids.isEmpty)
        #expect(!parsed.parts.contains { $0.hex == Self.hex(secret) })
        // A picture at a web address stays its frame: nothing remote.
        #expect(!parsed.html.contains("example.com") && parsed.html.contains("web"))
    }

    /// An SVG drawing, which can hold scripts, goes as the PNG drawn of it,
    /// as an export copies it; its own text never enters the message.
    @Test func anSVGDrawingIsSentAsThePNGDrawnOfIt() throws {
        try writeText(
            scratch.file("sky.svg"),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\" onload=\"alert(1)\"><rect width=\"8\" height=\"8\" fill=\"blue\"/></svg>")
        let path = scratch.file("a.letter")
        try writeText(path, "Hi\n\n![sky](sky.svg)\n")
        let parsed = try send([path, "--from", "a@b.c", "--to", "d@e.f"])
        let picture = try #require(parsed.parts.first { $0.type == "image/png" })
        #expect(picture.filename == "sky.png" && picture.hex?.hasPrefix("89504e47") == true)
        #expect(parsed.cids == [picture.cid])
        let raw = String(decoding: try #require(readBytes(scratch.file("out.eml"))), as: UTF8.self)
        #expect(!raw.contains("onload") && !parsed.html.contains("<svg"))
    }

    /// A sound named out of the letter's folder is not read either: the
    /// letter is not sent without it.
    @Test func aSoundOutOfTheLettersFolderStopsTheSend() throws {
        _ = try scratch.folder("box")
        _ = try scratch.folder("box/in")
        try writeBytes(scratch.file("x.mp3"), tone)
        let path = scratch.file("box/in/a.letter")
        try writeText(path, "Hi\n\n![](../../x.mp3)\n")
        let refused = try run([letterBinary, "send", path, "--from", "a@b.c", "--to", "d@e.f", "--dry-run"])
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
        #expect(refused.error.contains("x.mp3"), "\(refused.error)")
    }

    /// Without --from, config.toml's `from` is the sender, its name too when
    /// the envelope has none; a `from` that is no address is an error.
    @Test func theSenderComesFromTheSettingsWithoutFrom() throws {
        _ = try scratch.folder("config")
        let config = try scratch.folder("config/letter")
        try writeText(config + "/config.toml", "from = \"이하나 <hana@example.org>\"\n")
        let path = scratch.file("note.letter")
        try writeText(path, "Hello\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = scratch.file("config")
        let parsed = try send([path, "--to", "min@example.com"], environment: environment)
        #expect(parsed.fromName == "이하나" && parsed.fromAddress == "hana@example.org")
        #expect(parsed.subject == "Hello")
        try writeText(config + "/config.toml", "from = \"hana\"\n")
        let refused = try run([letterBinary, "send", path, "--to", "min@example.com", "--dry-run"], environment: environment)
        #expect(refused.status == 2)
        #expect(refused.error.contains("config.toml"), "\(refused.error)")
    }

    @Test func aDryRunListsTheNewParts() throws {
        let path = try writeLetter()
        let shown = try run([letterBinary, "send", path, "--from", "hana@example.org", "--cc", "a@example.com", "--dry-run"])
        #expect(shown.status == 0, "\(shown.error)")
        #expect(shown.output.contains("Cc: a@example.com\n"))
        #expect(shown.output.contains("\nmultipart/mixed\n  multipart/alternative\n    text/plain; charset=utf-8 (quoted-printable)\n    multipart/related\n      text/html; charset=utf-8 (quoted-printable)\n"), "\(shown.output)")
        #expect(shown.output.contains("      image/png; inline; photo.png (base64, \(photo.count) bytes)\n"))
        #expect(shown.output.contains("  audio/mpeg; attachment; tone.mp3 (base64, \(tone.count) bytes)\n"))
        #expect(shown.output.contains("  video/mp4; attachment; film.mp4 (base64, \(film.count) bytes)\n"))
    }
}
