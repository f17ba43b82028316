import Testing

@testable import LetterKit

/// A letter's page as a message carries it: its pictures at `cid:`
/// addresses, nothing it loads from elsewhere, the files sent named.
@Suite("Mail: the page")
struct MailPageTests {
    static let paper: Paper = (try? Paper(lines: 10, columns: 30)) ?? .letter

    /// The page of a letter that is `sources`' blocks, four lines each.
    static func page(_ sources: [PictureSource], addresses: [String: String]) -> String {
        var shelf = PictureShelf()
        let paragraphs = sources.map { StyledText([PictureMark(id: shelf.add($0), lines: 4).character]) }
        return MailPage.html(
            of: paragraphs, paper: paper, title: "t", pictures: shelf, addresses: addresses, attached: ["tone.mp3"])
    }

    @Test func aPictureIsItsCidAddressAndAFilmItsCard() {
        let html = Self.page(
            [PictureSource(caption: "sky", path: "sky.png"), PictureSource(caption: "walk", path: "walk.mp4")],
            addresses: ["sky.png": "cid:picture1.ab@letter", "walk.mp4": "cid:no@letter"])
        #expect(html.contains("<img src=\"cid:picture1.ab@letter\""))
        #expect(!html.contains("cid:no@letter") && !html.contains("<video"))
        #expect(html.contains("<li>📎 tone.mp3</li>"))
        #expect(html.contains("content=\"\(MailPage.contentSecurityPolicy)\""))
    }

    /// A picture the message does not carry is its frame, never a path.
    @Test func aPictureWithoutAnAddressIsItsFrame() {
        let html = Self.page([PictureSource(caption: "sky", path: "sky.png")], addresses: [:])
        #expect(!html.contains("<img") && !html.contains("sky.png\""))
    }

    @Test func thePolicyLoadsOnlyTheMessagesOwnPictures() {
        let policy = MailPage.contentSecurityPolicy
        #expect(policy.hasPrefix("default-src 'none';") && policy.contains("img-src cid:;"))
        #expect(!policy.contains("script") && !policy.contains("file:") && !policy.contains("data:"))
    }

    @Test func thePlainLinesEndWithTheFilesSent() {
        #expect(MailPage.plain("Hi\n", attached: []) == "Hi\n")
        #expect(MailPage.plain("Hi\n", attached: ["a.mp3", "b\u{1B}.mp4"]) == "Hi\n\n📎 a.mp3\n📎 b^[.mp4\n")
    }

    @Test func aFilesTypeIsItsExtensions() {
        #expect(MailPage.mediaType(ofFileNamed: "TONE.MP3") == "audio/mpeg")
        #expect(MailPage.mediaType(ofFileNamed: "walk.mp4") == "video/mp4")
        #expect(MailPage.mediaType(ofFileNamed: "notes.pdf") == "application/octet-stream")
        #expect(MailPage.mediaType(ofFileNamed: ".mp3") == "application/octet-stream")
    }
}
