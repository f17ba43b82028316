import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// The commands on styled letters: markup is never counted, `render --color`
/// shows the ink, `export` writes Markdown and HTML.
@Suite("Ink: check, render and export on styled letters")
struct InkCommandTests {
    /// A styled Korean and English letter on a 20-column paper. Counted with
    /// its markup, its first line would be 38 cells and wrap; drawn, it is 17.
    static let styledBody = """
        **Dear** *Min-ji*,
        [오늘은]{.underline} [좋은 날]{.mark}!
        [Red]{color=red} & <b>
        """
    static let visibleBody = "Dear Min-ji,\n오늘은 좋은 날!\nRed & <b>"
    static let front = "---\npaper: custom\nlines: 4\ncolumns: 20\n---\n"

    func write(_ scratch: FilesScratch, _ name: String, _ text: String) throws -> String {
        let path = scratch.file(name)
        try writeText(path, text)
        return path
    }

    // MARK: Counting

    @Test func markupIsNotCountedSoAStyledLetterFitsWithThePlainLineBreaks() throws {
        let scratch = try FilesScratch()
        let styled = try write(scratch, "styled.letter", Self.front + Self.styledBody + "\n")
        let plain = try write(scratch, "plain.letter", Self.front + Self.visibleBody + "\n")
        #expect(try runTool([letterBinary, "check", styled]).output == "fits: 3 of 4 lines\n")
        let render = try runTool([letterBinary, "render", styled])
        #expect(render.output == "Dear Min-ji,\n오늘은 좋은 날!\nRed & <b>\n")
        #expect(render.output == (try runTool([letterBinary, "render", plain])).output)
        #expect(try runTool([letterBinary, "export", styled, "--to", "txt"]).output == render.output)
    }

    @Test func markupThatWouldPushALineOverTheWidthStillFits() throws {
        let scratch = try FilesScratch()
        // 19 cells drawn, 35 with the marks: one line, not two.
        let path = try write(scratch, "tight.md", "**one** **two** *three* **four**\n")
        #expect(try runTool([letterBinary, "check", path, "--columns", "20", "--lines", "1"]).output == "fits: 1 of 1 lines\n")
        #expect(try runTool([letterBinary, "render", path, "--columns", "20"]).output == "one two three four\n")
    }

    @Test func aPlainTextFileKeepsAndCountsItsMarks() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "notes.txt", "**one** **two** *three* **four**\n")
        let check = try runTool([letterBinary, "check", path, "--columns", "20", "--lines", "1"])
        #expect(check.status == 1)
        #expect(check.output == "over: 2 of 1 lines, 1 too many\n")
        #expect(try runTool([letterBinary, "render", path, "--columns", "20"]).output == "**one** **two** \n*three* **four**\n")
        let color = try runTool([letterBinary, "render", "--color", path, "--columns", "20"])
        #expect(color.output == "**one** **two** \n*three* **four**\n")
    }

    // MARK: render --color

    @Test func renderColorShowsTheInkAndStripsToThePlainRender() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "styled.letter", Self.front + Self.styledBody + "\n")
        let color = try runTool([letterBinary, "render", "--color", path])
        #expect(color.status == 0)
        let esc = "\u{1B}["
        #expect(color.output == """
            \(esc)0;1mDear\(esc)0m \(esc)0;3mMin-ji\(esc)0m,
            \(esc)0;4m오늘은\(esc)0m \(esc)0;48;2;255;255;0m좋은 날\(esc)0m!
            \(esc)0;38;2;255;0;0mRed\(esc)0m & <b>

            """)
        let plain = try runTool([letterBinary, "render", path]).output
        #expect(stripSGR(color.output) == plain)
    }

    @Test(arguments: [
        ("a.letter", "---\npaper: postcard\n---\n**Dear** [Sam]{.underline color=#336699}, a long line of *words* to wrap \\* 2\n\n[끝]{.mark}\n"),
        ("b.md", "[x]{background=pink} ***y*** `code` <tag> \u{1B}[31m not red\n"),
        ("c.txt", "**kept** as [typed]{.mark}\n"),
    ])
    func renderColorWithoutItsEscapesIsTheRender(name: String, text: String) throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, name, text)
        for columns in ["6", "13", "40"] {
            let color = try runTool([letterBinary, "render", "--color", path, "--columns", columns])
            let plain = try runTool([letterBinary, "render", path, "--columns", columns])
            #expect(color.status == 0 && plain.status == 0)
            #expect(stripSGR(color.output) == plain.output, "\(name) at \(columns) columns")
            // The letter's own escape character is shown, never sent.
            #expect(!color.output.contains("\u{1B}[31m"))
        }
    }

    // MARK: export --to md

    @Test func exportToMarkdownWritesTheBodyCanonicallyWithoutFrontMatter() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "mom.letter", "---\npaper: postcard\nto: Mum\n---\r\n__Dear__ _Mum_,\r\n\r\n[[hi]{.mark}]{color=RED}\r\n")
        let result = try runTool([letterBinary, "export", path, "--to", "md"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "**Dear** *Mum*,\n\n[hi]{.mark color=red}\n")
    }

    @Test func exportToMarkdownEscapesAPlainFilesMarks() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "notes.txt", "2*3*4 and snake_case [x]\n")
        let markdown = scratch.file("notes.md")
        #expect(try runTool([letterBinary, "export", path, "--to", "md", "-o", markdown]).status == 0)
        #expect(readBytes(markdown) == Array("2\\*3\\*4 and snake\\_case \\[x\\]\n".utf8))
        // Read back as Markdown, it shows the characters the plain file had.
        #expect(try runTool([letterBinary, "render", markdown]).output == "2*3*4 and snake_case [x]\n")
    }

    @Test func exportToMarkdownWillNotOverwriteTheLetterItself() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "note.md", "**hi**\n")
        let result = try runTool([letterBinary, "export", path, "--to", "md", "-o", path])
        #expect(result.status == 2)
        #expect(result.output.contains("is the letter itself"))
        #expect(readBytes(path) == Array("**hi**\n".utf8))
    }

    // MARK: export --to html

    @Test func exportToHTMLWritesOnePageWithTheTxtLines() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "min & ji.letter", Self.front + Self.styledBody + "\n")
        let out = scratch.file("page.html")
        let result = try runTool([letterBinary, "export", path, "--to", "html", "-o", out])
        #expect(result.status == 0, "\(result.output)")
        #expect(permissions(out) == System.newFileMode)
        let html = String(decoding: readBytes(out) ?? [], as: UTF8.self)
        #expect(html.contains("<title>min &amp; ji.letter</title>"))
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("width: 20ch;"))
        #expect(html.contains("<div class=\"line\"><strong>Dear</strong> <em>Min-ji</em>,</div>"))
        #expect(html.contains("<div class=\"line\"><span style=\"color:#ff0000\">Red</span> &amp; &lt;b&gt;</div>"))
        let txt = try runTool([letterBinary, "export", path, "--to", "txt"]).output
        #expect(htmlLineTexts(html) + [""] == txt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))

        // `-o -` is standard output, the same page.
        let dash = try run([letterBinary, "export", path, "--to", "html", "-o", "-"])
        #expect(dash.status == 0 && dash.output == html)
    }

    @Test func exportToHTMLTakesTheLanguageFromTheFrontMatter() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "fr.letter", "---\nlang: fr-FR\n---\nChère *Min-ji*, 안녕\n")
        let html = try runTool([letterBinary, "export", path, "--to", "html"]).output
        #expect(html.contains("<html lang=\"fr-FR\">"))
    }

    @Test(arguments: [["render", "--color"], ["export", "--to", "md"], ["export", "--to", "html"]])
    func aFullStandardOutputIsStatus1ForTheNewOutputs(command: [String]) throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "s.letter", Self.front + Self.styledBody + "\n")
        let quoted = ([letterBinary, command[0], path] + command.dropFirst()).map { "'\($0)'" }.joined(separator: " ")
        let full = try run(["/bin/sh", "-c", quoted + " > /dev/full"])
        #expect(full.status == 1, "\(command): \(full.error)")
        #expect(full.error == "letter: cannot write to standard output: No space left on device\n")
        #expect(try run(["/bin/sh", "-c", quoted + " > /dev/null"]).status == 0)
    }

    @Test func exportToHTMLOfALetterOverItsPageMarksTheLinesAndSaysSo() throws {
        let scratch = try FilesScratch()
        let path = try write(scratch, "long.letter", "---\npaper: custom\nlines: 2\ncolumns: 10\n---\n*a*\nb\n**c**\n")
        let result = try run([letterBinary, "export", path, "--to", "html"])
        #expect(result.status == 0)
        #expect(result.output.contains("<div class=\"line over\"><strong>c</strong></div>"))
        #expect(result.error == "letter: note: \(path) is 1 line over the page\n")
    }
}

/// `text` without its `ESC [ … m` sequences.
func stripSGR(_ text: String) -> String {
    var output = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}", scalars.first == "[" {
            while let next = scalars.popFirst(), next != "m" {}
            continue
        }
        output.unicodeScalars.append(scalar)
    }
    return output
}

/// The text of each line element of an exported page: tags removed, the five
/// references the writer uses decoded (scalar by scalar, as a browser reads).
func htmlLineTexts(_ html: String) -> [String] {
    var lines: [String] = []
    for row in html.split(separator: "\n") where row.unicodeScalars.starts(with: "<div class=\"line".unicodeScalars) {
        var text = String.UnicodeScalarView()
        var inTag = false
        var scalars = row.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if inTag {
                if scalar == ">" { inTag = false }
            } else if scalar == "<" {
                inTag = true
            } else if scalar == "&" {
                let references: [(String, Unicode.Scalar)] = [("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("#39;", "'"), ("amp;", "&")]
                guard let (name, character) = references.first(where: { scalars.starts(with: $0.0.unicodeScalars) }) else {
                    text.append(scalar)
                    continue
                }
                scalars = scalars.dropFirst(name.unicodeScalars.count)
                text.append(character)
            } else {
                text.append(scalar)
            }
        }
        lines.append(String(text))
    }
    return lines
}
