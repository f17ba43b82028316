import Testing

@testable import LetterKit

/// Markdown in, characters and runs out: every mark, every escape, nesting, and
/// broken or unknown markup kept as the characters written.
@Suite struct MarkdownInkParseTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var markdown: String
        var expected: StyledText
        init(_ name: String, _ markdown: String, _ expected: StyledText) {
            self.name = name
            self.markdown = markdown
            self.expected = expected
        }
        var testDescription: String { name }
    }

    static let yellow = Ink(highlight: .yellow)
    static let underlinedRedBold = Ink(bold: true, underline: true, color: .red)

    @Test(arguments: [
        Row("plainText", "Dear Sam,", styled("Dear Sam,")),
        Row("emptyLine", "", styled("")),
        Row("bold", "**Dear** Sam", styled("Dear Sam", (0..<4, .b))),
        Row("italic", "Dear *Sam*", styled("Dear Sam", (5..<8, .i))),
        Row("boldAndItalic", "***both***", styled("both", (0..<4, .bi))),
        Row("underscoreItalic", "_it_ is", styled("it is", (0..<2, .i))),
        Row("doubleUnderscoreBold", "__bold__", styled("bold", (0..<4, .b))),
        Row("tripleUnderscoreBoth", "___both___", styled("both", (0..<4, .bi))),
        Row("italicInsideBold", "**a *b* c**", styled("a b c", (0..<2, .b), (2..<3, .bi), (3..<5, .b))),
        Row("boldInsideItalic", "*a **b** c*", styled("a b c", (0..<2, .i), (2..<3, .bi), (3..<5, .i))),
        Row("italicClosingWithBold", "**a *b***", styled("a b", (0..<2, .b), (2..<3, .bi))),
        Row("boldThenItalicTouching", "**a***b*", styled("ab", (0..<1, .b), (1..<2, .i))),
        Row("italicThenBoldTouching", "*a***b**", styled("ab", (0..<1, .i), (1..<2, .b))),
        Row("bothThenItalicClosesOneByOne", "***a** b*", styled("a b", (0..<1, .bi), (1..<3, .i))),
        Row("intrawordStar", "2*3*4", styled("234", (1..<2, .i))),
        Row("intrawordStrong", "a**b**c", styled("abc", (1..<2, .b))),
        Row("closerAfterSpaceStillCloses", "*foo *bar", styled("foo bar", (0..<4, .i))),
        Row("underline", "[Dear]{.underline} Sam", styled("Dear Sam", (0..<4, .u))),
        Row("underlineAsUl", "[Dear]{.ul}", styled("Dear", (0..<4, .u))),
        Row("underlineAsClassKey", "[Dear]{class=\"underline\"}", styled("Dear", (0..<4, .u))),
        Row("mark", "[Dear]{.mark}", styled("Dear", (0..<4, yellow))),
        Row("background", "[Dear]{background=green}", styled("Dear", (0..<4, Ink(highlight: .green)))),
        Row("backgroundHex", "[x]{background=#FFcc00}",
            styled("x", (0..<1, Ink(highlight: .rgb(RGB(red: 0xFF, green: 0xCC, blue: 0x00)))))),
        Row("color", "[Dear]{color=red}", styled("Dear", (0..<4, .red))),
        Row("colorInAnyCase", "[Dear]{color=NAVY}", styled("Dear", (0..<4, Ink(color: .navy)))),
        Row("colorQuoted", "[Dear]{color=\"purple\"}", styled("Dear", (0..<4, Ink(color: .purple)))),
        Row("colorSingleQuoted", "[Dear]{color='gray'}", styled("Dear", (0..<4, Ink(color: .gray)))),
        Row("colorHex", "[Dear]{color=#1A2B3C}",
            styled("Dear", (0..<4, Ink(color: .rgb(RGB(red: 0x1A, green: 0x2B, blue: 0x3C)))))),
        Row("combinedSpan", "[**Dear**]{.underline color=red} Sam", styled("Dear Sam", (0..<4, underlinedRedBold))),
        Row("attributesInAnyOrder", "[x]{color=red .underline .mark}",
            styled("x", (0..<1, Ink(underline: true, color: .red, highlight: .yellow)))),
        Row("spacesInsideBraces", "[x]{ .mark }", styled("x", (0..<1, yellow))),
        Row("sameAttributeTwice", "[x]{color=red color=red}", styled("x", (0..<1, .red))),
        Row("emptyAttributes", "a[b]{}c", styled("abc")),
        Row("nestedSpans", "[a [b]{color=red} c]{.underline}",
            styled("a b c", (0..<2, .u), (2..<3, Ink(underline: true, color: .red)), (3..<5, .u))),
        Row("innerColourWins", "[a [b]{color=red}]{color=blue}",
            styled("a b", (0..<2, Ink(color: .blue)), (2..<3, .red))),
        Row("spanInsideEmphasis", "*a [b]{.mark} c*",
            styled("a b c", (0..<2, .i), (2..<3, Ink(italic: true, highlight: .yellow)), (3..<5, .i))),
        Row("spaceAtSpanEdgesKept", "a[ x ]{.underline}b", styled("a x b", (1..<4, .u))),
        Row("emptySpanHoldsNothing", "a[]{.underline}b", styled("ab")),
        Row("spanThenBraces", "[x]{.mark}{y}", styled("x{y}", (0..<1, yellow))),
        Row("spanThenUnderscoreItalic", "[x]{.mark}_y_", styled("xy", (0..<1, yellow), (1..<2, .i))),
        // Korean, Japanese and emoji inside markup.
        Row("koreanBold", "**안녕하세요** 친구", styled("안녕하세요 친구", (0..<5, .b))),
        Row("koreanBoldInsideAWord", "**한**글", styled("한글", (0..<1, .b))),
        Row("japaneseItalic", "*こんにちは*。", styled("こんにちは。", (0..<5, .i))),
        Row("japaneseUnderscoreAfterKanaIsText", "漢字_かな_", styled("漢字_かな_")),
        Row("emojiFamilyMarked", "[👨‍👩‍👧]{.mark}!", styled("👨‍👩‍👧!", (0..<1, yellow))),
        Row("flagAndSkinToneBold", "**🇰🇷👍🏽**", styled("🇰🇷👍🏽", (0..<2, .b))),
        Row("combiningMarkAfterOpener", "*\u{301}a*", styled("\u{301}a", (0..<2, .i))),
        Row("characterTakesItsFirstScalarsInk", "a*\u{301}b*", styled("a\u{301}b", (1..<2, .i))),
    ])
    func marksRead(_ row: Row) {
        expectStyled(MarkdownInk.parse(row.markdown), row.expected, row.markdown)
    }

    @Test(arguments: [
        Row("escapedStar", #"2\*3\*4"#, styled("2*3*4")),
        Row("escapedUnderscore", #"snake\_case"#, styled("snake_case")),
        Row("escapedBrackets", #"\[x\]{.mark}"#, styled("[x]{.mark}")),
        Row("escapedBackslash", #"a\\b"#, styled(#"a\b"#)),
        Row("escapedBacktick", #"\`code\`"#, styled("`code`")),
        Row("escapedAngle", #"\<b>"#, styled("<b>")),
        Row("escapedHash", "\\#1 fan", styled("#1 fan")),
        Row("escapedOtherPunctuation", ##"\!\"\#\$\%\&\'\(\)\+\,\-\.\/\:\;\=\>\?\@\^\{\|\}\~"##,
            styled(##"!"#$%&'()+,-./:;=>?@^{|}~"##)),
        Row("escapedNonASCIIPunctuation", #"a\。b"#, styled("a。b")),
        Row("escapedSpaceIsNoBreakSpace", #"a\ b"#, styled("a\u{A0}b")),
        Row("backslashBeforeALetterIsText", #"\alpha"#, styled(#"\alpha"#)),
        Row("backslashBeforeADigitIsText", #"\1"#, styled(#"\1"#)),
        Row("backslashAtTheEndIsText", #"end\"#, styled(#"end\"#)),
        Row("escapedBackslashThenALoneOne", #"\\\"#, styled(#"\\"#)),
        Row("backslashBeforeAHangulSyllableIsText", #"\한"#, styled(#"\한"#)),
        Row("escapedMarkersInsideBold", #"**a\*b**"#, styled("a*b", (0..<3, .b))),
        Row("escapedUnclosed", #"\*\*unclosed"#, styled("**unclosed")),
    ])
    func escapesRead(_ row: Row) {
        expectStyled(MarkdownInk.parse(row.markdown), row.expected, row.markdown)
    }

    /// Broken or unknown markup is the characters written, every one of them.
    @Test(arguments: [
        "**unclosed", "*unclosed", "***unclosed", "unopened**", "*a**", "**a*", "****a****", "2 * 3 * 4", "a * b",
        "* not a list", "** x**", "*a ** b*", "snake_case", "snake_case_name", "a_b_", "_b_c", "__a__b", "a__b__",
        "é_b_", "x._a_", ".._b_", "[x]{.unknown}", "[x]{.Underline}", "[x]{color=chartreuse}", "[x]{color=}",
        "[x]{background=red}", "[x]{color=yellow}", "[x]{#id}", "[x]{-}", "[x]{.mark background=green}",
        "[x]{color=red color=blue}", "[x]{width=3}", "[x]{ color = red }", "[x] {.mark}", "[x]", "[x](y)",
        "![x](y)", "lone ] bracket", "lone [ bracket", "[unclosed{.mark}", "x]{.mark}", "{.mark}", "[x]{.mark",
        "`a*b*c`", "``a`b*c*``", "<b>", "<a href=\"x*y*z\">", "<http://a.b/*c*>", "<!-- *no* -->", "a < b > c",
        "\\", "_", "__", "*", "**", "***", "[", "]", "[]", "{}", "`", "<",
    ])
    func brokenMarkupStaysLiteral(_ markdown: String) {
        let text = MarkdownInk.parse(markdown)
        #expect(Exact(text.string) == Exact(markdown), "\(text)")
        #expect(text.runs.isEmpty, "\(text)")
    }

    @Test func unknownAttributesKeepTheMarkupInsideThem() {
        // The span is unknown, but the bold inside it is read; the rest stays.
        expectStyled(MarkdownInk.parse("[**a**]{.unknown}"), styled("[a]{.unknown}", (1..<2, .b)))
    }

    @Test func bracketsAreAUnitEmphasisCannotCross() {
        // The `*` inside the brackets cannot close the one outside them.
        expectStyled(MarkdownInk.parse("*a [b*] c*"), styled("a [b*] c", (0..<8, .i)))
        expectStyled(MarkdownInk.parse("[*a [b* c]"), styled("[*a [b* c]"))
    }

    /// As pandoc 2.17 reads them (checked by hand): a second pair of brackets
    /// is a reference label, never a span; `[^label]` is a footnote marker.
    @Test func referenceLabelsAndFootnoteMarkersAreNotSpans() {
        expectStyled(MarkdownInk.parse("[a][b]{.mark}"), styled("[a][b]{.mark}"))
        expectStyled(MarkdownInk.parse("[a][*b*]{.mark}"), styled("[a][b]{.mark}", (4..<5, .i)))
        expectStyled(MarkdownInk.parse("[a]{.mark}[b]{.mark}"), styled("ab", (0..<2, Ink(highlight: .yellow))))
        expectStyled(MarkdownInk.parse("[a] [b]{.mark}"), styled("[a] b", (4..<5, Ink(highlight: .yellow))))
        expectStyled(MarkdownInk.parse("[^a*b*] x"), styled("[^a*b*] x"))
        expectStyled(MarkdownInk.parse("[^a *b*]{.mark}"), styled("[^a b]{.mark}", (4..<5, .i)))
        expectStyled(MarkdownInk.parse("[*a*][^b]{.mark}"), styled("[a][^b]{.mark}", (1..<2, .i)))
        expectStyled(MarkdownInk.parse("[^]x"), styled("[^]x"))
    }

    @Test func emphasisIsNotReadInsideCodeOrTags() {
        expectStyled(MarkdownInk.parse("*a `b* c`*"), styled("a `b* c`", (0..<8, .i)))
        expectStyled(MarkdownInk.parse("<b>*x*</b>"), styled("<b>x</b>", (3..<4, .i)))
        expectStyled(MarkdownInk.parse("a<b*c*>d"), styled("a<bc>d", (3..<4, .i)), "not a tag: `*` is no tag character")
    }

    @Test func ellipsisIsNotAWordSoUnderscoreMayOpen() {
        expectStyled(MarkdownInk.parse("..._b_"), styled("...b", (3..<4, .i)))
    }

    @Test func markupIsNeverCounted() {
        #expect(MarkdownInk.parse("**word**").count == 4)
        #expect(MarkdownInk.parse("[**안녕**]{.underline color=red}").count == 2)
        #expect(MarkdownInk.parse(#"\*\*"#).count == 2)
    }

    @Test func aHostileLineReadsAsText() {
        // Openers nesting deeper and deeper (strong, emphasis, strong…), never
        // closed: pandoc reads them all as text, and so does the reader while
        // the nesting stays within its limit.
        let nested = String(repeating: "**a *a ", count: MarkdownInkReader.maximumDepth / 4)
        expectStyled(MarkdownInk.parse(nested), StyledText(nested))
        // Far past the limit: no trap, every letter kept, and the reading stable.
        let deep = String(repeating: "**a *a ", count: 3_000)
        let text = MarkdownInk.parse(deep)
        #expect(text.characters.filter { $0 == "a" }.count == 6_000)
        expectStyled(MarkdownInk.parse(MarkdownInk.serialize(text)), MarkdownInk.normalized(text))
        // Single stars pair up, a closer after a space closing as in pandoc.
        expectStyled(MarkdownInk.parse("*a *a *a *a"), styled("a a a a", (0..<2, .i), (4..<6, .i)))
        let brackets = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(MarkdownInk.parse(brackets).count == 20_000)
        let spans = String(repeating: "[x]{.mark}", count: 3_000)
        #expect(MarkdownInk.parse(spans).runs == [StyleRun(0..<3_000, Ink(highlight: .yellow))])
    }
}
