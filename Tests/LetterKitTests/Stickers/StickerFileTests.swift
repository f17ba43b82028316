import PropertyBased
import Testing

@testable import LetterKit

/// Stickers in a letter's Markdown: `![name](path){.sticker}` inside a line,
/// read as one character and written back the same.
@Suite struct StickerFileTests {
    /// A body read into a page and written again.
    static func roundTrip(_ body: String) -> (page: Page, body: String) {
        let page = Page(paper: roomy, body: body, ink: true)
        let written = LetterFile.body(
            of: page.document.styledParagraphs, ink: true, keeping: page.markdownSources,
            pictures: page.document.pictures, stickers: page.document.stickers)
        return (page, written)
    }

    @Test(arguments: [
        "Dear Sam ![heart](stickers/heart.png){.sticker} love",
        "![heart](stickers/heart.png){.sticker}",
        "**Dear ![heart](stickers/heart.png){.sticker} Sam**",
        "[x ![star](stickers/star.png){.sticker}]{color=red}",
        "wow!![heart](stickers/heart.png){.sticker}",
        "![my cat](<stickers/my cat.png>){.sticker}![heart](stickers/heart.png){.sticker}",
        "안녕 ![a\\]b](stickers/a.png){.sticker} 😀",
    ])
    func writtenBackAsRead(body: String) {
        let (page, written) = Self.roundTrip(body)
        #expect(page.document.paragraphs.count == 1)
        #expect(page.document.pictures.isEmpty, "a sticker is not a picture block")
        #expect(!page.document.stickers.isEmpty)
        #expect(written == body)
    }

    @Test func aStickerIsOneCharacterOfItsLine() {
        let (page, _) = Self.roundTrip("a ![heart](stickers/heart.png){.sticker} b\n![star](s/star.png){.sticker}")
        let first = page.document.paragraphs[0]
        #expect(first.characters.count == 5)
        #expect(page.document.stickers.sticker(for: first.characters[2]) == Sticker(name: "heart", path: "stickers/heart.png"))
        #expect(page.document.shownLines == ["a :heart: b", ":star:"])
    }

    @Test(arguments: [
        ("\\![heart](stickers/heart.png){.sticker}", "![heart](stickers/heart.png){.sticker}"),
        ("a ![heart](stickers/heart.png){.stickers}", "a ![heart](stickers/heart.png){.stickers}"),
        ("a ![heart](stickers/heart.png) b", "a ![heart](stickers/heart.png) b"),
        ("a ![heart](stickers/heart.png){.sticker}\u{301}", "a ![heart](stickers/heart.png){.sticker}\u{301}"),
    ])
    func notAStickerStaysText(body: String, shown: String) {
        let (page, rewritten) = Self.roundTrip(body)
        #expect(page.document.stickers.isEmpty)
        #expect(page.document.pictures.isEmpty)
        #expect(page.text == shown)
        // Written back, it reads as the same text again.
        #expect(Self.roundTrip(rewritten).page.text == shown)
    }

    @Test func aMarkInTheFileIsNotASticker() {
        let (page, _) = Self.roundTrip("a\(stk(0))b ![heart](stickers/heart.png){.sticker}")
        #expect(page.document.paragraphs[0].characters[1] == "\u{FFFD}")
        #expect(page.document.stickers.stickers == [Sticker(name: "heart", path: "stickers/heart.png")])
    }

    @Test func plainTextAndTheClipboardForm() {
        var shelf = StickerShelf()
        shelf.add(Stickers.heart)
        let text = Array("a\(stk(0))b")
        #expect(StickerText.plain(text, shelf: shelf) == "a:heart:b")
        #expect(StickerText.markdown(of: text, shelf: shelf) == "a![heart](stickers/heart.png){.sticker}b")
        #expect(LetterFile.body(of: [StyledText(text)], ink: false, stickers: shelf) == "a:heart:b")
    }

    static let names = ["heart", "my cat", "a]b", "x*y", "naïve", "\\", "안녕"]
    static let paths = ["stickers/heart.png", "stickers/my cat.png", "s/(x).png", "stickers/a>b.png"]

    /// Styled paragraphs with stickers among their characters, and the shelf.
    static let paragraphs = Gen.drawn { rng -> (StyledText, StickerShelf) in
        var shelf = StickerShelf()
        let base = InkPieces.styledText(using: &rng)
        var characters = base.characters
        var runs = base.runs
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let sticker = Sticker(
                name: names.randomElement(using: &rng) ?? "heart", path: paths.randomElement(using: &rng) ?? "s.png")
            let mark = StickerMark(id: shelf.add(sticker)).character
            let at = Int.random(in: 0...characters.count, using: &rng)
            characters.insert(mark, at: at)
            runs = runs.map { run in
                let low = run.range.lowerBound >= at ? run.range.lowerBound + 1 : run.range.lowerBound
                let high = run.range.upperBound > at ? run.range.upperBound + 1 : run.range.upperBound
                return StyleRun(low..<high, run.ink)
            }
        }
        // Built as the document builds paragraphs: graphemes of their string.
        let regrouped = Array(String(characters))
        guard regrouped.count == characters.count else { return (StyledText(Array(String(base.characters))), shelf) }
        return (StyledText(characters, runs: runs), shelf)
    }

    @Test func writingThenReadingGivesTheStickersBack() async {
        await propertyCheck(count: 300, input: Self.paragraphs) { drawn in
            let (text, shelf) = drawn
            let body = LetterFile.body(of: [text], ink: true, stickers: shelf)
            var pictures = PictureShelf()
            var read = StickerShelf()
            var sources = MarkdownSources()
            let paragraphs = LetterFile.styledParagraphs(
                ofBody: body, paper: roomy, reading: PictureReading(folder: "."), shelf: &pictures, stickers: &read,
                sources: &sources)
            let expected = MarkdownInk.normalized(text)
            #expect(paragraphs.count == 1, "\(body)")
            guard let back = paragraphs.first else { return }
            #expect(resolved(back.characters, read) == resolved(expected.characters, shelf), "\(body)")
            #expect(back.runs == expected.runs, "\(body)")
        }
    }

    /// A line is read for stickers when `{.sticker}` stands anywhere in it,
    /// exactly so; near misses are text.
    @Test(arguments: [
        ("![a](s/a.png){.sticker}", true), ("{.sticker}", true), ("편지 {.sticker} 끝", true),
        ("{{.sticker}}", true), ("{.stick{.sticker}", true), ("", false), ("{.sticker", false),
        ("{.sticke}", false), ("{.STICKER}", false), (".sticker}", false), ("{ .sticker}", false),
        // A combining mark joins the brace: the characters are not `}`.
        ("{.sticker}\u{301}", false), ("{.sticker}\u{301}{.sticker}", true),
    ])
    func aLineMayHoldStickersOnlyWithTheAttribute(line: String, holds: Bool) {
        #expect(StickerText.mayHold(Substring(line)) == holds)
        // A slice in the middle of a longer text is looked at alone.
        let padded = "xx" + line + "yy"
        let middle = padded.dropFirst(2).dropLast(2)
        #expect(StickerText.mayHold(middle) == holds)
    }
}
