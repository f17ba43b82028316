import Foundation
import Testing

@testable import LetterKit

/// A letter saved before its body was Markdown other tools read line for
/// line (no `format:` in its front matter, one paragraph a line) opens
/// exactly as it did and is written in the new form when saved.
struct OldFormatTests {
    /// `Tests/Fixtures/before-format-2.letter`, committed as the editor wrote
    /// letters then: leading spaces, runs of empty lines, lines that look like
    /// Markdown blocks, ink, a picture, a final empty line.
    static func fixture() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/before-format-2.letter")
        return Array(try Data(contentsOf: url))
    }

    static let oldBody = """
        Dear **Min-ji**,

          It has been a *long* autumn here. 오늘은 [정말]{color=red} 좋은 날이에요.
        # not a heading, a line
        - not a list
        1. not a list either
        > not a quote
        ---
            not code, four spaces



        Two empty lines above; [the walk]{.underline} we took.
        ![강릉, 해 질 녘](picture-letter.files/sunset.png){lines=3}
        Write soon,
        *Hana*

        """

    static func page(_ body: String) -> Page {
        Page(paper: .letter, body: body, ink: true, pictures: PictureReading(folder: "/letters"))
    }

    @Test func anOldLetterOpensAsItAlwaysDid() throws {
        let bytes = try Self.fixture()
        let file = try LetterFile(bytes: bytes, format: .letter)
        #expect(file.bodyForm == .lines)
        #expect(Exact(file.body) == Exact(Self.oldBody))
        #expect(file.bytes == bytes)
        #expect(file.paper == .letter)
    }

    @Test func anOldLetterIsWrittenInTheNewFormWhenSavedAndReadsBackTheSame() throws {
        var file = try LetterFile(bytes: try Self.fixture(), format: .letter)
        file.prepareForSaving(at: "/letters/autumn.letter", paper: .letter)
        #expect(file.frontMatter?.value(for: "format") == "2")
        #expect(file.frontMatter?.value(for: "to") == "김민지")
        let text = file.text
        #expect(text.contains("\nDear **Min-ji**,\n\n\u{A0}\u{A0}It has been"))
        #expect(text.contains("\n\\# not a heading, a line\\\n\\- not a list\\\n1\\. not a list either\\\n"))
        #expect(text.hasSuffix("Write soon,\\\n*Hana*\\\n&nbsp;\n"))

        let reread = try LetterFile(bytes: file.bytes, format: .letter)
        #expect(reread.bodyForm == .markdown)
        #expect(Exact(reread.body) == Exact(Self.oldBody))
        let before = Self.page(Self.oldBody)
        let after = Self.page(reread.body)
        #expect(after.document.styledParagraphs == before.document.styledParagraphs)
        #expect(after.document.pictures == before.document.pictures)
        #expect(after.plainText(folder: "/letters") == before.plainText(folder: "/letters"))
    }

    /// Saved again unedited, a letter in the new form is written byte for byte.
    @Test func aNewFormLetterSavedUneditedKeepsItsBytes() throws {
        var file = try LetterFile(bytes: try Self.fixture(), format: .letter)
        file.prepareForSaving(at: "/letters/autumn.letter", paper: .letter)
        let saved = file.bytes
        var reread = try LetterFile(bytes: saved, format: .letter)
        reread.prepareForSaving(at: "/letters/autumn.letter", paper: .letter)
        #expect(reread.bytes == saved)
    }
}
