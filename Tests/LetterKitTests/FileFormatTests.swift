import PropertyBased
import Testing

@testable import LetterKit

/// Text for the round trip: scripts of several widths, combining marks, emoji,
/// and the characters most likely to confuse a parser of lines and fences
/// (`-`, `:`, `#`, BOMs in the middle, escapes, other Unicode line breaks).
let letterScalars = Gen<UnicodeScalar>.oneOf(
    Gen.unicodeScalar(in: " "..."~"),
    Gen.unicodeScalar(in: "\u{A0}"..."\u{24F}"),
    Gen.unicodeScalar(in: "\u{300}"..."\u{36F}"),
    Gen.unicodeScalar(in: "\u{3040}"..."\u{30FF}"),
    Gen.unicodeScalar(in: "\u{AC00}"..."\u{D7A3}"),
    Gen.unicodeScalar(in: "\u{1F300}"..."\u{1FAFF}"),
    Gen<UnicodeScalar?>.element(of: ["-", "-", ":", "#", " ", "\u{FEFF}", "\u{200D}", "\t", "\u{1B}", "\u{85}", "\u{2028}"])
        .map { $0 ?? "-" }
)

/// One line of text, without line breaks.
let letterLine = letterScalars.array(of: 0...24).map { scalars in
    var line = ""
    line.unicodeScalars.append(contentsOf: scalars)
    return line
}

/// Any scalar but NUL and the surrogates, with CR and LF made common so the
/// text has line breaks of every kind, mixed.
let anyScalar = Gen<UnicodeScalar>.oneOf(
    Gen<UInt32>.value(in: 1...0x10_FFFF).map { UnicodeScalar($0) ?? "\u{FFFD}" },
    Gen<UnicodeScalar?>.element(of: ["\r", "\n", "\r", "\n", "-", "\u{FEFF}"]).map { $0 ?? "\n" }
)

func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Letter file format")
struct FileFormatTests {
    // MARK: Round trip

    @Test func anyConsistentTextRoundTripsByteForByte() async {
        await propertyCheck(
            count: 400,
            input: letterLine.array(of: 0...8),
            Gen<LineEnding?>.element(of: [LineEnding.lf, .crlf]).map { $0 ?? .lf },
            Gen.bool,
            letterLine.array(of: 0...4).optional(),
            Gen.bool
        ) { lines, ending, bom, frontMatter, finalNewline in
            let eol = ending.rawValue
            var text = bom ? "\u{FEFF}" : ""
            if let frontMatter {
                text += "---" + eol
                for line in frontMatter where line != "---" { text += line + eol }
                text += "---" + eol
            }
            text += lines.joined(separator: eol)
            if finalNewline && !lines.isEmpty { text += eol }
            let bytes = utf8(text)

            let file: LetterFile
            do { file = try LetterFile(bytes: bytes, format: .letter) } catch {
                Issue.record("refused valid text: \(error)")
                return
            }
            #expect(file.bytes == bytes)
            #expect(utf8(file.text) == bytes)
            // A body may itself start with U+FEFF: then that is the BOM.
            #expect(file.hasBOM == bytes.starts(with: [0xEF, 0xBB, 0xBF]))
            #expect(!file.hadMixedLineEndings)
            if text.contains("\n") { #expect(file.lineEnding == ending) }
            if let frontMatter {
                #expect(file.frontMatter?.lines == frontMatter.filter { $0 != "---" })
                // The body is the text after the block, "\n" between lines; a final
                // newline ends the last line rather than being part of the body.
                let after = lines.joined(separator: "\n") + (finalNewline && !lines.isEmpty ? "\n" : "")
                #expect(utf8(file.body + (file.endsWithNewline ? "\n" : "")) == utf8(after))
            }
            // Reading what was written gives the same letter again.
            #expect(LetterFile(text: file.text, format: .letter) == file)
        }
    }

    @Test func anyTextIsReadTheSameAfterSavingAndRoundTripsWhenItsEndingsAgree() async {
        await propertyCheck(count: 400, input: anyScalar.array(of: 0...80)) { scalars in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let bytes = utf8(text)
            let file: LetterFile
            do { file = try LetterFile(bytes: bytes, format: .letter) } catch {
                Issue.record("refused valid text: \(error)")
                return
            }
            if !file.hadMixedLineEndings { #expect(file.bytes == bytes) }
            // Saved once, the shape is settled: saving again changes nothing.
            let again = LetterFile(text: file.text, format: .letter)
            #expect(again.bytes == file.bytes)
            #expect(utf8(again.body) == utf8(file.body))
            #expect(again.frontMatter == file.frontMatter)
        }
    }

    @Test(arguments: [
        "", "\n", "\r\n", "\r", "a", "a\n", "a\r\n", "a\n\n", "a\r\n\r\n", "\u{FEFF}", "\u{FEFF}\n", "\u{FEFF}a\r\n",
        "---", "---\n", "---\n---", "---\n---\n", "---\n---\n\n", "---\r\n---\r\n", "---\na: b\n---",
        "---\na: b\n---\nbody", "---\na: b\n---\nbody\n", "\u{FEFF}---\r\npaper: long\r\n---\r\nHi\r\n",
        "--- \na: b\n---\n", "---\na: b\n", "---\n\n---\n\n\n", "a\rb\rc\r", "e\u{301}\r\n\u{1F44D}\u{1F3FD}",
    ])
    func edgeCasesRoundTrip(text: String) throws {
        for format in [LetterFile.Format.letter, .plain] {
            let file = try LetterFile(bytes: utf8(text), format: format)
            #expect(file.bytes == utf8(text), "\(format)")
        }
    }

    // MARK: Structure

    @Test func readsFrontMatterBodyAndShape() throws {
        let file = try LetterFile(
            bytes: utf8("\u{FEFF}---\r\npaper: postcard\r\nto: Mum # who else\r\n---\r\nDear Mum,\r\n\r\nLove\r\n"), format: .letter)
        #expect(file.hasBOM)
        #expect(file.lineEnding == .crlf)
        #expect(file.endsWithNewline)
        #expect(file.frontMatter?.lines == ["paper: postcard", "to: Mum # who else"])
        #expect(file.frontMatter?.value(for: "to") == "Mum")
        #expect(utf8(file.body) == utf8("Dear Mum,\n\nLove"))
        #expect(file.paper == .postcard)
    }

    @Test func aFinalNewlineEndsTheLastLine() throws {
        #expect(try LetterFile(bytes: utf8("a\n"), format: .letter).body == "a")
        #expect(try LetterFile(bytes: utf8("a\n"), format: .letter).endsWithNewline)
        #expect(try LetterFile(bytes: utf8("a\n\n"), format: .letter).body == "a\n")
        #expect(try LetterFile(bytes: utf8("a"), format: .letter).endsWithNewline == false)
        #expect(try LetterFile(bytes: utf8("---\np: q\n---\n"), format: .letter).body == "")
        #expect(try LetterFile(bytes: utf8("---\np: q\n---\n"), format: .letter).endsWithNewline == false)
    }

    @Test func withoutAClosingFenceItIsAllBody() throws {
        let file = try LetterFile(bytes: utf8("---\npaper: long\nno end"), format: .letter)
        #expect(file.frontMatter == nil)
        #expect(file.body == "---\npaper: long\nno end")
        #expect(file.paper == nil)
    }

    @Test func mixedLineEndingsAreWrittenAsTheMostFrequent() throws {
        let file = try LetterFile(bytes: utf8("a\r\nb\r\nc\nd\r\n"), format: .letter)
        #expect(file.hadMixedLineEndings)
        #expect(file.lineEnding == .crlf)
        #expect(file.bytes == utf8("a\r\nb\r\nc\r\nd\r\n"))
        // On a tie the first seen wins.
        #expect(try LetterFile(bytes: utf8("a\nb\r\n"), format: .letter).lineEnding == .lf)
        #expect(try LetterFile(bytes: utf8("a\r\nb\n"), format: .letter).lineEnding == .crlf)
    }

    @Test func theBodyTheEditorGivesIsWrittenWithTheFilesEndings() throws {
        var file = try LetterFile(bytes: utf8("---\r\npaper: letter\r\n---\r\nold\r\n"), format: .letter)
        file.body = "new\nlines\r\nand\rmore"
        #expect(file.bytes == utf8("---\r\npaper: letter\r\n---\r\nnew\r\nlines\r\nand\r\nmore\r\n"))
    }

    @Test func anEmptyBodyKeepsAFileThatEndsAtItsFence() throws {
        var file = try LetterFile(bytes: utf8("---\npaper: long\n---"), format: .letter)
        #expect(file.bytes == utf8("---\npaper: long\n---"))
        file.body = "Hi"
        #expect(file.bytes == utf8("---\npaper: long\n---\nHi"))
    }

    // MARK: Paper

    @Test func recordsAPresetAndKeepsUnknownKeysInOrder() throws {
        var file = try LetterFile(bytes: utf8("---\n# notes\nto: Mum\npaper: letter\nlines: 20\nmood: 'happy'\n---\nHi\n"), format: .letter)
        #expect(file.paper == (try Paper.letter.resized(lines: 20)))
        file.setPaper(.postcard)
        #expect(file.frontMatter?.lines == ["# notes", "to: Mum", "paper: postcard", "mood: 'happy'"])
        #expect(file.paper == .postcard)
        #expect(file.bytes == utf8("---\n# notes\nto: Mum\npaper: postcard\nmood: 'happy'\n---\nHi\n"))
    }

    @Test func recordsACustomPaperAndReadsItBack() throws {
        var file = LetterFile(body: "Hi", format: .letter)
        let custom = try Paper(lines: 12, columns: 30)
        file.setPaper(custom)
        #expect(file.text == "---\npaper: custom\nlines: 12\ncolumns: 30\n---\nHi\n")
        let reread = try LetterFile(bytes: file.bytes, format: .letter)
        #expect(reread.paper == custom)
        #expect(reread == file)
    }

    @Test func anUnchangedPaperLeavesItsLineAsWritten() throws {
        var file = try LetterFile(bytes: utf8("---\npaper:   \"long\"   # mine\n---\n"), format: .letter)
        #expect(file.paper == .long)
        file.setPaper(.long)
        #expect(file.bytes == utf8("---\npaper:   \"long\"   # mine\n---\n"))
    }

    @Test func badPapersAreExplained() throws {
        #expect(throws: FrontMatterError.unknownPaper("a4", known: Paper.presets.map(\.name))) {
            try LetterFile(bytes: utf8("---\npaper: a4\n---\n"), format: .letter).recordedPaper()
        }
        #expect(throws: FrontMatterError.notANumber(key: "lines", value: "many")) {
            try LetterFile(bytes: utf8("---\nlines: many\n---\n"), format: .letter).recordedPaper()
        }
        #expect(throws: FrontMatterError.badPaper(PaperError.columnsOutOfRange(1).description)) {
            try LetterFile(bytes: utf8("---\npaper: custom\nlines: 3\ncolumns: 1\n---\n"), format: .letter).recordedPaper()
        }
        #expect(try LetterFile(bytes: utf8("---\nto: Mum\n---\n"), format: .letter).recordedPaper() == nil)
        #expect(try LetterFile(bytes: utf8("just text\n"), format: .letter).recordedPaper() == nil)
    }

    @Test func onlyLettersGetFrontMatter() {
        #expect(LetterFile.usesFrontMatter(path: "mom.letter"))
        #expect(LetterFile.usesFrontMatter(path: "/a/b.c/MOM.LETTER"))
        #expect(!LetterFile.usesFrontMatter(path: "notes.txt"))
        #expect(!LetterFile.usesFrontMatter(path: "readme.md"))
        #expect(!LetterFile.usesFrontMatter(path: "letter"))
        #expect(!LetterFile.usesFrontMatter(path: ".letter"))

        var plain = LetterFile(body: "hello", format: .plain)
        plain.prepareForSaving(at: "notes.txt", paper: .postcard)
        #expect(plain.text == "hello\n")
        var letter = LetterFile(body: "hello", format: .plain)
        letter.prepareForSaving(at: "mom.letter", paper: .postcard)
        #expect(letter.text == "---\npaper: postcard\nformat: 2\n---\nhello\n")
        // A Markdown file's own `---` block is text: no key is added to it.
        var markdown = LetterFile(text: "---\ntitle: x\n---\n# Hi\n", format: LetterFile.Format(path: "post.md"))
        markdown.prepareForSaving(at: "post.md", paper: .long)
        #expect(markdown.text == "---\ntitle: x\n---\n# Hi\n")

        #expect(LetterFile.newLetter(path: "a.letter", paper: .letter).text == "---\npaper: letter\nformat: 2\n---\n\n")
        #expect(LetterFile.newLetter(path: "a.txt", paper: .letter).text == "\n")
    }

    @Test func newLettersAreNamedDotLetter() {
        #expect(LetterFile.pathForNewLetter(named: "mom") == "mom.letter")
        #expect(LetterFile.pathForNewLetter(named: "dir.d/mom") == "dir.d/mom.letter")
        #expect(LetterFile.pathForNewLetter(named: "mom.txt") == "mom.txt")
        #expect(LetterFile.pathForNewLetter(named: ".hidden") == ".hidden.letter")
    }

    @Test func frontMatterKeysThatCouldNotBeReadBackAreRefused() {
        var block = FrontMatter()
        for key in ["a: b", "---", "", "two\nlines", " indented", "#comment"] {
            let accepted = block.set("x", for: key)
            #expect(!accepted, "key \(key)")
        }
        #expect(block.lines.isEmpty)
        var accepted = block.set("one\nline", for: "to")
        #expect(accepted)
        #expect(block.lines == ["to: \"one\\nline\""])
        #expect(block.value(for: "to") == "one\nline")
        accepted = block.set("again", for: "to")
        #expect(accepted)
        #expect(block.lines == ["to: again"])
        block.remove("to")
        #expect(block.lines.isEmpty)
    }

    // MARK: Hostile bytes

    @Test func hostileBytesAreRefused() {
        #expect(throws: LetterFileError.invalidUTF8(offset: 3)) { try LetterFile(bytes: [0x61, 0x62, 0x63, 0xFF], format: .letter) }
        #expect(throws: LetterFileError.binary(offset: 1)) { try LetterFile(bytes: [0x61, 0x00], format: .letter) }
        let huge = [UInt8](repeating: 0x61, count: LetterText.sizeLimit + 1)
        #expect(throws: LetterFileError.tooLarge(bytes: huge.count, limit: LetterText.sizeLimit)) {
            try LetterFile(bytes: huge, format: .letter)
        }
        #expect(LetterFileError.binary(offset: 1).message(path: "x.letter").hasPrefix("x.letter: binary data"))
    }

    @Test func escapeSequencesAreKeptAsText() throws {
        let text = "Hi \u{1B}[2J there\u{7}\n"
        let file = try LetterFile(bytes: utf8(text), format: .letter)
        #expect(file.body == "Hi \u{1B}[2J there\u{7}")
        #expect(file.bytes == utf8(text))
    }
}
