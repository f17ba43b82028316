import Testing

@testable import LetterKit

/// Styled text in, canonical Markdown out, and back: one writing for every
/// styled text, escapes for every character pandoc would read as markup, and
/// blank edges left outside the marks.
@Suite struct MarkdownInkWriteTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var text: StyledText
        var markdown: String
        init(_ name: String, _ text: StyledText, _ markdown: String) {
            self.name = name
            self.text = text
            self.markdown = markdown
        }
        var testDescription: String { name }
    }

    static let u = Ink.u
    static let red = Ink.red

    /// Texts every mark of which writing carries: written as shown, read back whole.
    @Test(arguments: [
        Row("plain", styled("Dear Sam,"), "Dear Sam,"),
        Row("empty", styled(""), ""),
        Row("bold", styled("Dear Sam", (0..<4, .b)), "**Dear** Sam"),
        Row("italic", styled("Dear Sam", (5..<8, .i)), "Dear *Sam*"),
        Row("both", styled("both", (0..<4, .bi)), "***both***"),
        Row("boldWithItalicAtItsStart", styled("ab", (0..<1, .bi), (1..<2, .b)), "***a*b**"),
        Row("boldWithItalicAtItsEnd", styled("ab", (0..<1, .b), (1..<2, .bi)), "**a*b***"),
        Row("boldThenItalic", styled("ab", (0..<1, .b), (1..<2, .i)), "**a***b*"),
        Row("italicThenBold", styled("ab", (0..<1, .i), (1..<2, .b)), "*a***b**"),
        Row("italicAcrossABoldWord", styled("abc", (0..<1, .i), (1..<2, .bi), (2..<3, .i)), "*a****b****c*"),
        Row("boldItalicThenItalic", styled("ab", (0..<1, .bi), (1..<2, .i)), "***a****b*"),
        Row("boldThenBothThenItalic", styled("abc", (0..<1, .b), (1..<2, .bi), (2..<3, .i)), "**a*b****c*"),
        Row("intrawordBold", styled("abc", (1..<2, .b)), "a**b**c"),
        Row("underline", styled("Dear Sam", (0..<4, u)), "[Dear]{.underline} Sam"),
        Row("mark", styled("x", (0..<1, .mark)), "[x]{.mark}"),
        Row("namedBackground", styled("x", (0..<1, Ink(highlight: .pink))), "[x]{background=pink}"),
        Row("customBackground", styled("x", (0..<1, Ink(highlight: .rgb(RGB(red: 0xFF, green: 0xCC, blue: 0))))),
            "[x]{background=#ffcc00}"),
        Row("yellowByValueIsNotMark", styled("x", (0..<1, Ink(highlight: .rgb(RGB(red: 0xFF, green: 0xFF, blue: 0))))),
            "[x]{background=#ffff00}"),
        Row("color", styled("x", (0..<1, Ink(color: .brown))), "[x]{color=brown}"),
        Row("customColor", styled("x", (0..<1, Ink(color: .rgb(RGB(red: 0xAB, green: 0xCD, blue: 0xEF))))),
            "[x]{color=#abcdef}"),
        Row("combinedInFixedOrder", styled("Dear Sam", (0..<4, Ink(bold: true, underline: true, color: .red))),
            "[**Dear**]{.underline color=red} Sam"),
        Row("everyAttributeInOrder",
            styled("x", (0..<1, Ink(bold: true, italic: true, underline: true, color: .navy, highlight: .green))),
            "[***x***]{.underline background=green color=navy}"),
        Row("nestedWhenColourIsInsideUnderline", styled("a b c", (0..<2, u), (2..<3, u.with(.color(.red))), (3..<5, u)),
            "[a [b]{color=red} c]{.underline}"),
        Row("colourAcrossAnUnderlineEdge", styled("ab", (0..<1, red.with(.underline(true))), (1..<2, red)),
            "[a]{.underline color=red}[b]{color=red}"),
        Row("underlineKeptOnAnInnerSpace", styled("a b", (0..<3, u)), "[a b]{.underline}"),
        Row("boldKeptOnAnInnerSpace", styled("a b", (0..<3, .b)), "**a b**"),
        Row("emphasisInsideASpanAndOut", styled("a b c", (0..<1, .b), (2..<3, Ink(bold: true, highlight: .yellow))),
            "**a** [**b**]{.mark} c"),
        Row("koreanBold", styled("안녕하세요 친구", (0..<5, .b)), "**안녕하세요** 친구"),
        Row("japaneseUnderlined", styled("こんにちは。", (0..<5, u)), "[こんにちは]{.underline}。"),
        Row("emojiHighlighted", styled("👨‍👩‍👧🇰🇷", (0..<2, .mark)), "[👨‍👩‍👧🇰🇷]{.mark}"),
        Row("combiningMarkAloneBold", styled("\u{301}a", (0..<2, .b)), "**\u{301}a**"),
    ])
    func writtenAndReadBack(_ row: Row) {
        #expect(Exact(MarkdownInk.serialize(row.text)) == Exact(row.markdown))
        expectStyled(MarkdownInk.parse(row.markdown), row.text, "read back")
    }

    /// Every character pandoc reads as markup is escaped, and only those.
    @Test(arguments: [
        Row("starsBetweenDigits", styled("2*3*4"), #"2\*3\*4"#),
        Row("underscoresInAWord", styled("snake_case"), #"snake\_case"#),
        Row("brackets", styled("[x]"), #"\[x\]"#),
        Row("backslash", styled(#"C:\path"#), #"C:\\path"#),
        Row("backtick", styled("`code`"), #"\`code\`"#),
        Row("angle", styled("a<b>c"), #"a\<b>c"#),
        Row("bracesAndOtherPunctuationNotEscaped", styled(#"{}#!a@&'"-.|>"#), #"{}#!a@&'"-.|>"#),
        Row("subscriptSuperscriptAndMathEscaped", styled("H~2~O 2^10^ $x$"), #"H\~2\~O 2\^10\^ \$x\$"#),
        Row("entityEscaped", styled("&amp; &#160; & a&b;"), #"\&amp; \&#160; & a\&b;"#),
        Row("citationEscapedAddressNot", styled("@smith a@b.c (@x)"), #"\@smith a@b.c (\@x)"#),
        Row("everySpecialInsideBold", styled(#"*_[]\`<"#, (0..<7, .b)), #"**\*\_\[\]\\\`\<**"#),
        Row("unclosedMarkupWrittenEscaped", styled("**unclosed"), #"\*\*unclosed"#),
        Row("spanLookalikeWrittenEscaped", styled("[x]{.mark}"), #"\[x\]{.mark}"#),
        Row("bangBeforeASpan", styled("Hi!x", (3..<4, .mark)), #"Hi\![x]{.mark}"#),
        Row("caretBeforeASpan", styled("2^x", (2..<3, .mark)), #"2\^[x]{.mark}"#),
        Row("caretFirstInASpan", styled("^x", (0..<2, .mark)), #"[\^x]{.mark}"#),
        Row("caretFirstInANestedSpan", styled("^x", (0..<1, u.with(.highlight(.yellow))), (1..<2, u)),
            #"[[\^]{.mark}x]{.underline}"#),
        Row("bangBeforeEmphasisNotEscaped", styled("Hi!x", (3..<4, .b)), "Hi!**x**"),
        Row("noBreakSpaceWrittenAsItself", styled("a\u{A0}b"), "a\u{A0}b"),
    ])
    func escapes(_ row: Row) {
        #expect(Exact(MarkdownInk.serialize(row.text)) == Exact(row.markdown))
        expectStyled(MarkdownInk.parse(row.markdown), row.text, "read back")
    }

    /// Marks on blank characters at the edge of a run cannot be written: they
    /// go, and nothing else does.
    @Test(arguments: [
        Row("boldTrailingSpace", styled("Dear Sam", (0..<5, .b)), "**Dear** Sam"),
        Row("boldLeadingSpace", styled("Dear Sam", (4..<8, .b)), "Dear **Sam**"),
        Row("italicOnlyOnSpaces", styled("a   b", (1..<4, .i)), "a   b"),
        Row("underlineEdgeSpaces", styled(" Dear ", (0..<6, u)), " [Dear]{.underline} "),
        Row("highlightOnALoneSpace", styled("a b", (1..<2, .mark)), "a b"),
        Row("colourOnTheSpaceBetweenTwoColours", styled("a b", (0..<2, red), (2..<3, Ink(color: .blue)) ),
            "[a]{color=red} [b]{color=blue}"),
        Row("ideographicSpaceIsBlank", styled("안\u{3000}녕", (0..<2, .b)), "**안**\u{3000}녕"),
        Row("tabIsBlank", styled("a\tb", (0..<2, .i)), "*a*\tb"),
        Row("spaceBetweenUnderlinedWordsKeptInsideBold",
            styled("a b", (0..<1, .b.with(.underline(true))), (1..<2, u), (2..<3, .b.with(.underline(true)))),
            "[**a** **b**]{.underline}"),
    ])
    func blankEdgesLoseTheirMarks(_ row: Row) {
        let markdown = MarkdownInk.serialize(row.text)
        #expect(Exact(markdown) == Exact(row.markdown))
        let normalized = MarkdownInk.normalized(row.text)
        expectStyled(MarkdownInk.parse(markdown), normalized, "read back is the normalized text")
        #expect(Exact(normalized.string) == Exact(row.text.string))
        for offset in 0..<row.text.count where normalized.ink(at: offset) != row.text.ink(at: offset) {
            #expect(row.text.characters[offset].isBlank, "only blank characters change, not \(offset)")
        }
    }

    @Test func brokenMarkupReadThenWrittenIsEscapedAndReadsTheSame() {
        for broken in ["**unclosed", "[x]{.unknown}", "[x]{color=chartreuse}", "[x]", "a ] b", "2 * 3", "`a*b*`"] {
            let text = MarkdownInk.parse(broken)
            let written = MarkdownInk.serialize(text)
            #expect(Exact(MarkdownInk.parse(written).string) == Exact(broken), "\(broken) → \(written)")
            #expect(MarkdownInk.serialize(MarkdownInk.parse(written)) == written)
        }
        #expect(MarkdownInk.serialize(MarkdownInk.parse("**unclosed")) == #"\*\*unclosed"#)
    }

    @Test func otherWritingsReadTheSameAndWriteCanonically() {
        // pandoc's other spellings of the same marks come back in the one writing.
        let pairs = [
            ("__bold__ and _it_", "**bold** and *it*"),
            ("[x]{color=red .underline}", "[x]{.underline color=red}"),
            ("[x]{background=yellow}", "[x]{.mark}"),
            ("[x]{.ul}", "[x]{.underline}"),
            ("[x]{color=RED}", "[x]{color=red}"),
            ("[x]{color=#ABCDEF}", "[x]{color=#abcdef}"),
            ("[**x**]{.mark}[**y**]{.mark}", "[**xy**]{.mark}"),
            ("**a**[**b**]{}", "**ab**"),
            (##"\#\!"##, "#!"),
        ]
        for (other, canonical) in pairs {
            #expect(MarkdownInk.serialize(MarkdownInk.parse(other)) == canonical, "\(other)")
        }
    }

    @Test func writingIsAPropertyOfTheTextNotOfHowItWasBuilt() {
        // Bold applied word by word, or all at once, writes the same.
        var piecewise = styled("Dear Sam")
        piecewise.apply(.bold(true), to: 0..<4)
        piecewise.apply(.bold(true), to: 4..<8)
        let whole = styled("Dear Sam", (0..<8, .b))
        #expect(MarkdownInk.serialize(piecewise) == MarkdownInk.serialize(whole))
        #expect(MarkdownInk.serialize(whole) == "**Dear Sam**")
    }
}
