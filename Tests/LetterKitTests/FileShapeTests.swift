import PropertyBased
import Testing

@testable import LetterKit

/// Pieces of bodies for the round trip of bodies: line breaks of every kind,
/// fences, BOMs and ordinary words, so bodies start and end with each of them.
private let bodyPieces: [String] = [
    "\n", "\n", "\r\n", "\r", "---", "---\n", "--- ", "\u{FEFF}", "paper: long", "Dear Sam,", " ", "안녕", "👍🏽",
    "e\u{301}", ":", "#",
]

private let bodies = Gen<String>.pick(from: bodyPieces).array(of: 0...10).map { $0.joined() }

/// Front-matter lines as the parser could produce them: no line breaks, never
/// exactly `---`.
private let frontMatterLines = Gen<String>.pick(from: ["paper: postcard", "to: Mum", "", "# note", "--", "-- -"]).array(of: 0...3)

/// `text` with each CRLF and lone CR read as LF, as the reader reads a body.
private func readAsLF(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    var previousWasCR = false
    for byte in text.utf8 {
        if byte == 0x0D {
            out.append(0x0A)
            previousWasCR = true
            continue
        }
        if !(byte == 0x0A && previousWasCR) { out.append(byte) }
        previousWasCR = false
    }
    return out
}

@Suite("Letter file shapes: formats, saving under a name, bodies that read back whole")
struct FileShapeTests {
    // MARK: Only letters have front matter

    @Test(arguments: ["notes.txt", "post.md", "README", "a.letter.txt", "dir.letter/notes", ".letter"])
    func aPlainFileKeepsItsLeadingDashBlockAsText(path: String) throws {
        let text = "---\ntitle: x\n---\nHello\n"
        let format = LetterFile.Format(path: path)
        #expect(format == (path.hasSuffix(".md") ? .markdown : .plain))
        var file = try LetterFile(bytes: utf8(text), format: format)
        #expect(file.frontMatter == nil)
        #expect(utf8(file.body) == utf8("---\ntitle: x\n---\nHello"))
        #expect(file.paper == nil)
        #expect(file.bytes == utf8(text))
        // Recording a paper in it is refused, and saving it under its own name
        // leaves it as it was.
        let recorded = file.setPaper(.postcard)
        #expect(!recorded)
        file.prepareForSaving(at: path, paper: .long)
        #expect(file.bytes == utf8(text))
    }

    @Test(arguments: ["mom.letter", "MOM.LETTER", "Mom.Letter", "/a/b.c/x.letter"])
    func aLetterReadsItsFrontMatterWhateverTheCaseOfItsExtension(path: String) throws {
        #expect(LetterFile.Format(path: path) == .letter)
        let file = try LetterFile(bytes: utf8("---\npaper: postcard\n---\nHi\n"), format: LetterFile.Format(path: path))
        #expect(file.paper == .postcard)
        #expect(file.body == "Hi")
    }

    // MARK: Saving under a name

    @Test func aNewLetterSavedAsTxtOrMdHasNoFrontMatter() {
        for (name, text) in [
            ("note.txt", "Dear Sam,\nLove\n"), ("note.md", "Dear Sam,\\\nLove\n"), ("NOTE.TXT", "Dear Sam,\nLove\n"),
            ("note", "Dear Sam,\nLove\n"),
        ] {
            // The editor's new letter starts as a `.letter` until it is named.
            var file = LetterFile.newLetter(path: "letter.letter", paper: .postcard)
            file.body = "Dear Sam,\nLove"
            file.prepareForSaving(at: name, paper: .postcard)
            #expect(file.text == text, "\(name)")
        }
    }

    @Test func aLetterSavedAsTxtLosesItsFrontMatterAndATxtSavedAsLetterGainsOne() throws {
        var letter = try LetterFile(bytes: utf8("---\npaper: postcard\nto: Mum\n---\nHi\n"), format: .letter)
        letter.prepareForSaving(at: "copy.txt", paper: .postcard)
        #expect(letter.text == "Hi\n")
        #expect(letter.format == .plain)

        let markdown = "---\ntitle: x\n---\n# Hi\n"
        var plain = try LetterFile(bytes: utf8(markdown), format: .plain)
        plain.prepareForSaving(at: "post.letter", paper: .long)
        #expect(plain.text == "---\npaper: long\nformat: 2\n---\n\\---\\\ntitle: x\\\n\\---\\\n\\# Hi\n")
        // Read back as a letter, the Markdown block is still part of the body.
        let reread = try LetterFile(bytes: plain.bytes, format: .letter)
        #expect(reread.paper == .long)
        #expect(utf8(reread.body) == utf8("---\ntitle: x\n---\n# Hi"))
    }

    // MARK: Bodies read back whole

    /// The defect as a user met it: a file without a final newline, two empty
    /// lines added at its end; the count the editor showed must survive.
    @Test func trailingEmptyLineWithoutFinalNewlineSurvivesSaving() throws {
        var file = try LetterFile(bytes: utf8("Dear Sam,\nLove"), format: .plain)
        #expect(!file.endsWithNewline)
        file.body += "\n\n"
        let shown = Document(file.body, columns: 64).lineCount
        #expect(shown == 4)
        #expect(file.bytes == utf8("Dear Sam,\nLove\n\n\n"))
        let reread = try LetterFile(bytes: file.bytes, format: .plain)
        #expect(utf8(reread.body) == utf8(file.body))
        #expect(Document(reread.body, columns: 64).lineCount == shown)
    }

    @Test(arguments: [
        "", "\n", "\n\n", "a\n", "a\r", "a\r\n", "Dear Sam,\nLove\n\n", "---", "---\n", "---\n---", "---\nx\n---\nbody",
        "---\r\n---\r\n", "\u{FEFF}", "\u{FEFF}hi\n", "\u{FEFF}---\n---",
    ])
    func edgeBodiesReadBackWholeInEveryShape(body: String) throws {
        for format in [LetterFile.Format.letter, .plain] {
            for ending in LineEnding.allCases {
                for bom in [false, true] {
                    for finalNewline in [false, true] {
                        let file = LetterFile(
                            body: body, format: format, lineEnding: ending, hasBOM: bom, endsWithNewline: finalNewline)
                        let reread = try LetterFile(bytes: file.bytes, format: format)
                        #expect(
                            utf8(reread.body) == readAsLF(body),
                            "\(format) \(ending) bom \(bom) final \(finalNewline): \(file.bytes)")
                    }
                }
            }
        }
    }

    /// The invariant of `LetterFile`: every body, in every shape, reads back as
    /// itself (line breaks as LF), and the file then settles: writing what was
    /// read gives the same bytes.
    @Test func anyBodyReadsBackWholeInAnyShape() async {
        await propertyCheck(
            count: 600,
            input: bodies,
            Gen<LetterFile.Format>.pick(from: [.letter, .plain]),
            frontMatterLines.optional(),
            Gen<LineEnding>.pick(from: LineEnding.allCases),
            Gen.bool,
            Gen.bool
        ) { body, format, frontMatter, ending, bom, finalNewline in
            var file = LetterFile(
                body: body, format: format, lineEnding: ending, hasBOM: bom, endsWithNewline: finalNewline)
            if format == .letter, let frontMatter { file.frontMatter = FrontMatter(parsedLines: frontMatter) }
            let reread: LetterFile
            do { reread = try LetterFile(bytes: file.bytes, format: format) } catch {
                Issue.record("refused its own bytes: \(error)")
                return
            }
            #expect(utf8(reread.body) == readAsLF(body), "bytes \(file.bytes)")
            if file.frontMatter != nil { #expect(reread.frontMatter == file.frontMatter) }
            if format == .plain { #expect(reread.frontMatter == nil) }
            #expect(LetterFile(text: reread.text, format: format).bytes == reread.bytes)
        }
    }

    // MARK: Mixed line endings

    @Test(arguments: [
        ("a\r\nb\nc\n", "This file mixes line endings (LF and CRLF); saving writes them all as LF"),
        ("a\r\nb\n", "This file mixes line endings (LF and CRLF); saving writes them all as CRLF"),
        ("a\rb\r\nc\nd\r", "This file mixes line endings (LF, CRLF and CR); saving writes them all as CR"),
        ("---\r\npaper: long\r\n---\nHi\nthere\n", "This file mixes line endings (LF and CRLF); saving writes them all as LF"),
    ])
    func mixedLineEndingsAreNamedWithTheOneSavingWrites(text: String, notice: String) throws {
        let file = try LetterFile(bytes: utf8(text), format: .letter)
        #expect(file.mixedLineEndingsNotice() == notice)
        #expect(file.mixedLineEndingsNotice(subject: "n.txt")?.hasPrefix("n.txt mixes line endings (") == true)
    }

    @Test(arguments: ["", "a", "a\nb\n", "a\r\nb\r\n", "a\rb", "\u{FEFF}a\r\n"])
    func oneKindOfLineEndingIsNotMixed(text: String) throws {
        let file = try LetterFile(bytes: utf8(text), format: .plain)
        #expect(!file.hadMixedLineEndings)
        #expect(file.mixedLineEndingsNotice() == nil)
    }
}
