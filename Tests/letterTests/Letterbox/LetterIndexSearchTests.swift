import LetterKit
import Testing

@testable import letter

/// Search finds any part of a word in any script, best first.
@Suite("Letterbox: search")
struct LetterIndexSearchTests {
    static func box() throws -> (BoxFixture, LetterIndex) {
        let box = try BoxFixture()
        try box.write("korean.letter", "---\nto: 민지\n---\n민지에게,\n\n안녕하세요! 오늘은 정말 좋은 날이에요.\n", modified: 100)
        try box.write("greeting.md", "안녕하세요 from Seoul\n\nA short note.\n", modified: 50)
        try box.write("kyoto.md", "京都より\n\nこんにちは、元気ですか。木漏れ日の中で。\n", modified: 200)
        try box.write("hello.txt", "Hello there,\n\nsaying hello again: 50% off_sale \"quoted\"\n", modified: 300)
        try box.write("yellow.letter", "Colours\n\nThe **yellow** leaves of autumn.\n", modified: 400)
        try box.write("2023/to-sam.letter", "---\nto: Sam Jellow\n---\nDear friend,\n", modified: 10)
        let index = try box.openIndex()
        try index.refresh()
        return (box, index)
    }

    static func names(_ found: [LetterSummary], in box: BoxFixture) -> [String] {
        found.map { BoxListing.relativePath(of: $0.path, inBox: box.box) }
    }

    @Test func koreanPartsOfWordsAreFound() throws {
        let (box, index) = try Self.box()
        // Two characters: the LIKE scan; title matches first.
        #expect(Self.names(try index.search("안녕"), in: box) == ["greeting.md", "korean.letter"])
        // Three: the trigram index.
        #expect(Self.names(try index.search("안녕하"), in: box) == ["greeting.md", "korean.letter"])
        #expect(Self.names(try index.search("좋은 날"), in: box) == ["korean.letter"])
        #expect(Self.names(try index.search("안"), in: box) == ["greeting.md", "korean.letter"])
    }

    @Test func japanesePartsOfWordsAreFound() throws {
        let (box, index) = try Self.box()
        #expect(Self.names(try index.search("こんに"), in: box) == ["kyoto.md"])
        #expect(Self.names(try index.search("木漏れ日"), in: box) == ["kyoto.md"])
        #expect(Self.names(try index.search("京都"), in: box) == ["kyoto.md"])
    }

    @Test func englishPartsOfWordsAreFoundTitleMatchesFirst() throws {
        let (box, index) = try Self.box()
        // "Hello there," is hello.txt's title; yellow's and Jellow's are in
        // the text and the recipient.
        let found = Self.names(try index.search("ello"), in: box)
        #expect(found.first == "hello.txt")
        #expect(Set(found) == ["hello.txt", "yellow.letter", "2023/to-sam.letter"])
        #expect(Self.names(try index.search("HELLO"), in: box) == ["hello.txt"])
    }

    @Test func inkMarksAreNotSearchedButTheTextIs() throws {
        let (box, index) = try Self.box()
        #expect(Self.names(try index.search("yellow leaves"), in: box) == ["yellow.letter"])
        #expect(try index.search("**yellow").isEmpty)
    }

    @Test func theRecipientIsSearched() throws {
        let (box, index) = try Self.box()
        #expect(Self.names(try index.search("Sam Jel"), in: box) == ["2023/to-sam.letter"])
        #expect(Self.names(try index.search("민지"), in: box) == ["korean.letter"])
    }

    @Test func punctuationIsLiteral() throws {
        let (box, index) = try Self.box()
        #expect(Self.names(try index.search("50% off_"), in: box) == ["hello.txt"])
        #expect(Self.names(try index.search("\"quoted\""), in: box) == ["hello.txt"])
        #expect(Self.names(try index.search("%"), in: box) == ["hello.txt"])
        #expect(Self.names(try index.search("_"), in: box) == ["hello.txt"])
        #expect(try index.search("%%").isEmpty)
        #expect(try index.search("a* OR b").isEmpty)
        #expect(try index.search("NEAR(").isEmpty)
        #expect(try index.search("").isEmpty)
    }

    @Test func aTitleMatchRanksAboveAMatchInTheText() throws {
        let box = try BoxFixture()
        try box.write("a-text.txt", "Something else\n\nautumn autumn autumn autumn autumn\n")
        try box.write("b-title.txt", "An autumn letter\n\nother words\n")
        let index = try box.openIndex()
        try index.refresh()
        #expect(Self.names(try index.search("autumn"), in: box) == ["b-title.txt", "a-text.txt"])
        #expect(Self.names(try index.search("au"), in: box) == ["b-title.txt", "a-text.txt"])
    }
}
