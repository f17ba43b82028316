import Testing

@testable import LetterKit

/// A letter's videos and sounds on the HTML page (and so in the EPUB's
/// documents, the same sheet).
@Suite("Media: players on the HTML page")
struct HTMLMediaTests {
    static let paper: Paper = (try? Paper(lines: 10, columns: 30)) ?? .letter

    static func sheet(
        _ source: PictureSource, lines: Int = 4, address: String?, problems: [String: PictureProblem] = [:],
        poster: String? = nil
    ) -> String {
        var shelf = PictureShelf()
        let mark = PictureMark(id: shelf.add(source), lines: lines)
        return HTMLPage.sheet(
            of: [StyledText([mark.character])], paper: Self.paper, pictures: shelf,
            address: { _ in address }, problems: problems, poster: { _ in poster })
    }

    @Test func aVideoIsAPlayerAsTallAsItsLinesWithItsPoster() {
        let html = Self.sheet(
            PictureSource(caption: "walk \"<b>\" \u{1B}", path: "/l/clip.mp4"), address: "page.html.files/clip.mp4",
            poster: "data:image/png;base64,iVBORw0KGgo=")
        #expect(html.contains("<figure class=\"picture media video\" style=\"height:calc(var(--line) * 4)\">"), "\(html)")
        #expect(html.contains("poster=\"data:image/png;base64,iVBORw0KGgo=\""))
        #expect(html.contains("title=\"walk &quot;&lt;b&gt;&quot; ^[\""), "the caption escaped: \(html)")
        #expect(!html.contains("autoplay") && !html.contains("<script"))
    }

    @Test func aSoundIsAnAudioPlayerOnItsLine() {
        let html = Self.sheet(PictureSource(caption: "", path: "/l/tone.mp3"), lines: 1, address: "tone.mp3")
        #expect(html.contains("<audio controls=\"controls\" preload=\"metadata\" src=\"tone.mp3\" title=\"tone.mp3\">♪ tone.mp3</audio>"), "\(html)")
    }

    @Test func aMediaFileThePageCannotShowIsItsCardWithTheReason() {
        let html = Self.sheet(
            PictureSource(caption: "", path: "/l/tone.mp3"), lines: 1, address: nil, problems: ["/l/tone.mp3": .missing])
        #expect(html.contains("📎 tone.mp3 · file not found"), "as any file's card: \(html)")
        #expect(!html.contains("<audio"))
        let address = Self.sheet(PictureSource(caption: "", path: "https://example.com/a.mp4"), address: "https://example.com/a.mp4")
        #expect(!address.contains("<video") && address.contains("a web address"), "\(address)")
    }

    @Test func thePolicyAllowsMediaFromThePagesOwnPlaceOnly() {
        let policy = HTMLPage.contentSecurityPolicy
        #expect(policy.contains("media-src 'self' file:;"))
        #expect(policy.contains("default-src 'none'") && !policy.contains("script-src"))
    }
}
