import Testing

@testable import LetterKit

/// The HTML page: text escaped, ink as elements, one block a line with the
/// render's breaks, a sheet as wide as the paper, nothing from elsewhere.
@Suite("Export: HTML page")
struct HTMLPageTests {
    static let paper = (try? Paper(lines: 6, columns: 20)) ?? .postcard

    /// The `<div class="line…">` elements of a page, whole.
    func lineElements(_ html: String) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<div class=\"line") }.map(String.init)
    }

    // MARK: Escaping

    @Test func everyCharacterHTMLGivesMeaningToIsEscaped() {
        #expect(HTMLInk.escaped(#"a & b < c > d " e ' f"#) == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
        #expect(HTMLInk.escaped("&amp;") == "&amp;amp;")
        #expect(HTMLInk.escaped("안녕 😀 e\u{301}") == "안녕 😀 e\u{301}")
        #expect(HTMLInk.escaped("") == "")
    }

    @Test func textOfEveryLineIsEscapedEvenInsideInk() {
        let text = styled("<b>&'\"</b>", (0..<4, .b))
        let html = HTMLPage.html(of: [text], paper: Self.paper, title: "t")
        #expect(lineElements(html) == ["<div class=\"line\"><strong>&lt;b&gt;&amp;</strong>&#39;&quot;&lt;/b&gt;</div>"])
    }

    @Test func titleIsTheGivenNameEscaped() {
        let html = HTMLPage.html(of: [styled("x")], paper: Self.paper, title: "<Tom & Jerry's>.letter")
        #expect(html.contains("<title>&lt;Tom &amp; Jerry&#39;s&gt;.letter</title>"))
        #expect(!html.contains("<Tom"))
    }

    // MARK: Ink

    static let inkCases: [(name: String, text: StyledText, line: String)] = [
        ("plain", styled("Dear Sam,"), "Dear Sam,"),
        ("bold", styled("Dear Sam,", (5..<8, .b)), "Dear <strong>Sam</strong>,"),
        ("italic", styled("a long day", (2..<6, .i)), "a <em>long</em> day"),
        ("underline", styled("see this", (4..<8, .u)), "see <u>this</u>"),
        ("color", styled("red ink", (0..<3, .red)), "<span style=\"color:#ff0000\">red</span> ink"),
        ("yellowHighlightIsAPlainMark", styled("mark me", (0..<4, .mark)), "<mark>mark</mark> me"),
        (
            "otherHighlightsNameTheirColour", styled("pen", (0..<3, Ink(highlight: .green))),
            "<mark style=\"background:#90ee90\">pen</mark>"
        ),
        (
            "customColour", styled("x", (0..<1, Ink(color: .rgb(RGB(red: 0x12, green: 0xAB, blue: 0xEF))))),
            "<span style=\"color:#12abef\">x</span>"
        ),
        (
            "everyMarkNestsHighlightColourUnderlineBoldItalic",
            styled("all", (0..<3, Ink(bold: true, italic: true, underline: true, color: .navy, highlight: .yellow))),
            "<mark><span style=\"color:#000080\"><u><strong><em>all</em></strong></u></span></mark>"
        ),
        (
            "nestedRunsCloseAndReopenSoNoElementCrossesAnother", styled("abc", (0..<3, .b), (1..<2, .bi)),
            "<strong>a</strong><strong><em>b</em></strong><strong>c</strong>"
        ),
        ("wideCharacters", styled("안녕 漢字", (0..<2, .u)), "<u>안녕</u> 漢字"),
        ("controlCharactersInCaretForm", styled("a\u{7}b\tc"), "a^Gb^Ic"),
    ]

    @Test(arguments: inkCases.indices)
    func inkIsWrittenAsElements(index: Int) {
        let (name, text, line) = Self.inkCases[index]
        let html = HTMLPage.html(of: [text], paper: Self.paper, title: "t")
        #expect(lineElements(html) == ["<div class=\"line\">\(line)</div>"], "\(name)")
    }

    // MARK: Lines

    @Test func linesBreakAsTheRenderDoesAndDropHangingSpaces() {
        // 20 columns: "Dear Min-ji, it has " wraps after the space; the
        // highlighted spaces at the line's end are dropped with their ink.
        let text = styled("Dear Min-ji, it has been   long", (13..<24, .mark))
        let html = HTMLPage.html(of: [text], paper: Self.paper, title: "t")
        let render = Document(text.string, columns: 20).shownLines
        #expect(render == ["Dear Min-ji, it has ", "been   long"])
        #expect(lineElements(html) == [
            "<div class=\"line\">Dear Min-ji, <mark>it has</mark></div>",
            "<div class=\"line\"><mark>been</mark>   long</div>",
        ])
    }

    @Test func emptyLinesAreEmptyBlocksAndWideCharactersNeverStraddle() {
        // 20 columns: after "a" and nine syllables (19 cells) the tenth goes down.
        let paragraphs = [styled("a가나다라마바사아자차", (0..<3, .b)), styled(""), styled("끝")]
        let html = HTMLPage.html(of: paragraphs, paper: Self.paper, title: "t")
        #expect(lineElements(html) == [
            "<div class=\"line\"><strong>a가나</strong>다라마바사아자</div>",
            "<div class=\"line\">차</div>",
            "<div class=\"line\"></div>",
            "<div class=\"line\">끝</div>",
        ])
    }

    @Test func linesPastThePaperAreMarkedOverAndTheRestOfTheSheetIsRuled() {
        let short = HTMLPage.html(of: [styled("a"), styled("b")], paper: Self.paper, title: "t")
        #expect(short.contains("<div class=\"rules\" aria-hidden=\"true\" style=\"height:calc(var(--line) * 4)\"></div>"))
        #expect(!short.contains("line over"))

        let long = HTMLPage.html(of: (0..<8).map { styled("\($0)") }, paper: Self.paper, title: "t")
        #expect(lineElements(long).filter { $0.hasPrefix("<div class=\"line over\">") }
            == ["<div class=\"line over\">6</div>", "<div class=\"line over\">7</div>"])
        #expect(!long.contains("class=\"rules\""))

        let full = HTMLPage.html(of: (0..<6).map { styled("\($0)") }, paper: Self.paper, title: "t")
        #expect(!full.contains("class=\"rules\"") && !full.contains("line over"))
    }

    // MARK: The page

    @Test func sheetIsAsWideAsThePaperInCells() {
        let html = HTMLPage.html(of: [styled("x")], paper: .letter, title: "t")
        #expect(html.contains("width: 64ch;"))
        #expect(html.contains("white-space: pre;"))
        #expect(html.contains("border-bottom: 1px solid"))
        #expect(html.contains("background: #fdf6e3;"))
        #expect(html.contains("color: #000087;"))
    }

    @Test func pageIsStandaloneUTF8() {
        let html = HTMLPage.html(of: [styled("Dear Sam, see https://example.com", (0..<4, .b))], paper: .letter, title: "t")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"und\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.hasSuffix("</main>\n</body>\n</html>\n"))
        // The only address in the page is the letter's own text.
        let outside = html.replacing("https://example.com", with: "")
        for reference in ["http:", "https:", "//", "src=", "href=", "@import", "url(", "<script", "<link"] {
            #expect(!outside.contains(reference), "\(reference)")
        }
    }

    @Test(arguments: [
        ("Dear Sam", "und"), ("Dear 민지", "ko"), ("漢字と かな", "ja"), ("漢字", "zh"), ("한자 漢字 かな", "ko"),
        ("ｶﾀｶﾅ", "ja"), ("", "und"),
    ])
    func languageIsGuessedFromTheScripts(text: String, language: String) {
        #expect(HTMLInk.language(of: [styled("x"), styled(text)]) == language)
        let html = HTMLPage.html(of: [styled(text)], paper: .letter, title: "t")
        #expect(html.contains("<html lang=\"\(language)\">"))
    }

    @Test func aGivenLanguageWinsAndPutsItsCJKFaceFirst() {
        let html = HTMLPage.html(of: [styled("Dear 민지")], paper: .letter, title: "t", language: "ja-JP")
        #expect(html.contains("<html lang=\"ja-JP\">"))
        let hangul = "\"Letter Narrow\", \"Letter Hangul\", \"Letter Hangul Noto\", "
        #expect(html.contains("font-family: \(hangul)\"Noto Sans Mono CJK JP\", \"Noto Sans Mono CJK KR\", "))
        #expect(HTMLPage.fontStack(language: "ko").hasPrefix(hangul + "\"Noto Sans Mono CJK KR\", \"Noto Sans Mono CJK JP\""))
        #expect(HTMLPage.fontStack(language: "und").hasPrefix(hangul + "\"Noto Sans Mono CJK KR\""))
        #expect(HTMLPage.fontStack(language: "zh").hasSuffix("monospace"))
        let hostile = HTMLPage.html(of: [styled("x")], paper: .letter, title: "t", language: "\"><script>")
        #expect(hostile.contains("<html lang=\"&quot;&gt;&lt;script&gt;\">"))
    }
}
