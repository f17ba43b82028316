import Testing

@testable import LetterKit

/// The body's Markdown: each letter's lines written the one way, read back to
/// the same lines; Markdown written elsewhere read as pandoc joins it.
struct MarkdownBodyTests {
    /// Letter lines (joined by "\n") and the Markdown written for them.
    static let writings: [(lines: String, markdown: String)] = [
        ("", ""),
        ("Dear Sam,", "Dear Sam,"),
        ("Dear Sam,\nWrite soon,\nHana", "Dear Sam,\\\nWrite soon,\\\nHana"),
        ("a\n\nb", "a\n\nb"),
        ("a\n\n\nb", "a\\\n&nbsp;\n\nb"),
        ("a\n\n\n\nb", "a\\\n&nbsp;\\\n&nbsp;\n\nb"),
        ("\na", "&nbsp;\\\na"),
        ("\n\na", "&nbsp;\\\n&nbsp;\\\na"),
        ("a\n", "a\\\n&nbsp;"),
        ("a\n\n", "a\\\n&nbsp;\\\n&nbsp;"),
        ("\n", "&nbsp;\\\n&nbsp;"),
        ("  indented", "\u{A0}\u{A0}indented"),
        ("    code", "\u{A0}\u{A0}\u{A0}\u{A0}code"),
        ("   ", "\u{A0}\u{A0}\u{A0}"),
        ("\u{A0}x", "&#xA0;x"),
        ("\tx", "&#9;x"),
        ("# x", "\\# x"),
        ("- x", "\\- x"),
        ("+ x", "\\+ x"),
        ("> x", "\\> x"),
        ("| a | b |", "\\| a | b |"),
        ("---", "\\---"),
        ("===", "\\==="),
        (": x", "\\: x"),
        ("~~~", "\\~~~"),
        ("% title", "\\% title"),
        ("1. x", "1\\. x"),
        ("2026) x", "2026\\) x"),
        ("a. x", "a\\. x"),
        ("iv. x", "iv\\. x"),
        ("(1) x", "\\(1) x"),
        ("(@) x", "\\(@) x"),
        ("1.5 kg", "1.5 kg"),
        ("Dr. Kim", "Dr. Kim"),
        ("\\&nbsp;", "\\&nbsp;"),
        ("a\\\\", "a\\\\"),
        ("a\\\\\nb", "a\\\\\\\nb"),
        ("x  \ny", "x \u{A0}\\\ny"),
        ("a  b", "a \u{A0}b"),
        ("a   b", "a \u{A0}\u{A0}b"),
        ("a \u{A0}b", "a &#xA0;b"),
        ("a\u{A0}b", "a\u{A0}b"),
        ("a\u{A0} \u{A0}b", "a\u{A0} &#xA0;b"),
        ("\u{A0} x", "&#xA0;\u{A0}x"),
        ("\\&#xA0;", "\\&#xA0;"),
        ("![a](p.png){lines=3}\nb", "![a](p.png){lines=3}\\\nb"),
        // The README's example.
        (
            "Dear Min-ji,\n    (four spaces)\n# not a heading\n- milk\n\n\n\nWrite soon,\nHana",
            "Dear Min-ji,\\\n\u{A0}\u{A0}\u{A0}\u{A0}(four spaces)\\\n\\# not a heading\\\n\\- milk\\\n&nbsp;\\\n&nbsp;\n\nWrite soon,\\\nHana"
        ),
    ]

    @Test(arguments: writings)
    func writesEachLetterLineSoOtherToolsShowIt(lines: String, markdown: String) {
        #expect(Exact(MarkdownBody.markdown(ofLines: lines)) == Exact(markdown))
        #expect(Exact(MarkdownBody.lines(ofMarkdown: markdown).body) == Exact(lines))
    }

    /// Lines as a letter saved before `format: 2` may hold them (written by
    /// hand, or before an escape was added), which read back as the same text.
    @Test(arguments: ["a\\", "a\\\nb", "a\\\\\\", "&nbsp;", "~~~", "```", "@smith", "H~2~O"])
    func oldLinesReadBackAsTheSameText(lines: String) {
        let read = MarkdownBody.lines(ofMarkdown: MarkdownBody.markdown(ofLines: lines)).body
        #expect(
            LetterFile.styledParagraphs(ofBody: read, ink: true) == LetterFile.styledParagraphs(ofBody: lines, ink: true))
    }

    /// Markdown written by hand and the letter lines it reads as.
    static let readings: [(markdown: String, lines: String)] = [
        ("I hope this\nfinds you well.", "I hope this finds you well."),
        ("I hope this   \nfinds you well.", "I hope this   \nfinds you well."),
        ("one\ntwo\n\nthree\nfour", "one two\n\nthree four"),
        ("one\n\n\n\ntwo", "one\n\ntwo"),
        ("\n\none\n\n", "one"),
        ("  three leading spaces\n   joined", "three leading spaces joined"),
        ("para\n\n    code line\n    more code", "para\n\n    code line\n    more code"),
        ("para\n    lazy continuation", "para lazy continuation"),
        ("# Title\ntext\nmore", "# Title\ntext more"),
        ("- one\n- two\n  wrapped", "- one\n- two wrapped"),
        ("* one\n* two", "* one\n* two"),
        ("1. one\n2. two", "1. one\n2. two"),
        ("> quoted\n> more", "> quoted\n> more"),
        ("text\n---", "text\n---"),
        ("```\ncode\n\n  kept\n```\nafter", "```\ncode\n\n  kept\n```\nafter"),
        ("**bold\nacross** lines", "**bold across** lines"),
        ("before\n![a](p.png){lines=2}\nafter", "before\n![a](p.png){lines=2}\nafter"),
        ("&nbsp;", ""),
        ("&nbsp;\nmore", "&nbsp; more"),
        ("x\r", "x\r"),
    ]

    @Test(arguments: readings)
    func readsMarkdownWrittenElsewhereAsPandocJoinsIt(markdown: String, lines: String) {
        #expect(Exact(MarkdownBody.lines(ofMarkdown: markdown).body) == Exact(lines))
    }

    @Test func unEditedHardWrappedParagraphIsWrittenBackAsItWasRead() {
        let markdown = "Dear Sam,\n\nI hope this\nfinds you well,\nand the garden too.\n\nLove"
        let read = MarkdownBody.lines(ofMarkdown: markdown)
        #expect(read.body == "Dear Sam,\n\nI hope this finds you well, and the garden too.\n\nLove")
        #expect(MarkdownBody.markdown(ofLines: read.body, keeping: read.sources) == markdown)
        let edited = read.body.replacingFirst("Love", with: "Love,\nHana")
        #expect(
            MarkdownBody.markdown(ofLines: edited, keeping: read.sources)
                == "Dear Sam,\n\nI hope this\nfinds you well,\nand the garden too.\n\nLove,\\\nHana")
    }

    @Test func blockLinesWrittenElsewhereStayAsWrittenUntilEdited() {
        let markdown = "# Title\n- one\n- two"
        let read = MarkdownBody.lines(ofMarkdown: markdown)
        #expect(read.body == "# Title\n- one\n- two")
        #expect(MarkdownBody.markdown(ofLines: read.body, keeping: read.sources) == markdown)
        let edited = "# Title\n- one\n- three"
        let written = MarkdownBody.markdown(ofLines: edited, keeping: read.sources)
        #expect(written == "# Title\n- one\\\n\\- three")
        #expect(MarkdownBody.lines(ofMarkdown: written).body == edited)
    }

    @Test func aYAMLBlockAtTheTopOfAMarkdownFileKeepsItsLines() {
        let markdown = "---\ntitle: x\nauthor: y\n---\nHello\nthere"
        let read = MarkdownBody.lines(ofMarkdown: markdown)
        #expect(read.body == "---\ntitle: x\nauthor: y\n---\nHello there")
        let edited = read.body + "!\n\nBye"
        let written = MarkdownBody.markdown(ofLines: edited, keeping: read.sources)
        #expect(written == "---\ntitle: x\nauthor: y\n---\nHello there!\n\nBye")
        #expect(MarkdownBody.lines(ofMarkdown: written).body == edited)
        #expect(MarkdownBody.lines(ofMarkdown: "x\n---\ntitle: x\nauthor: y").body == "x\n---\ntitle: x author: y")
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
