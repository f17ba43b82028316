import Testing

@testable import LetterKit

/// A book's file and the paths in it; a file's day as the list shows it.
@Suite("Books and days")
struct BookBindingTests {
    @Test(arguments: [
        ("/box/Book", "/box/autumn.letter", "../autumn.letter"),
        ("/box/Book", "/box/trip/sea.letter", "../trip/sea.letter"),
        ("/box/Book", "/box/Book/inside.letter", "inside.letter"),
        ("/box/a/b", "/box/c.letter", "../../c.letter"),
        ("/box/Book", "/other/x.letter", "../../other/x.letter"),
    ])
    func relativePaths(folder: String, letter: String, expected: String) {
        #expect(BookBinding.relativePath(from: folder, to: letter) == expected)
    }

    @Test func theBookFileInTOML() {
        let binding = BookBinding(
            folder: "/box/할머니께 \"편지\"", title: "할머니께 \"편지\"",
            letters: ["/box/winter.md", "/box/trip/back\\slash.letter"])
        #expect(
            binding.bookFile(author: "Hana Park") == """
                title = "할머니께 \\"편지\\""
                author = "Hana Park"
                letters = [
                    "../winter.md",
                    "../trip/back\\\\slash.letter",
                ]

                """)
        #expect(binding.bookFile(author: nil).contains("author = \"\"\n"))
        #expect(TOMLText.basicString("a\tb\u{1}") == "\"a\\tb\\u0001\"")
    }

    @Test(arguments: [
        (Int64(0), 0, "1970-01-01"),
        (Int64(1_760_000_000), 0, "2025-10-09"),
        (Int64(1_760_000_000), 9 * 3600, "2025-10-09"),
        (Int64(1_760_036_000), 9 * 3600, "2025-10-10"),
        (Int64(951_782_400), 0, "2000-02-29"),
        (Int64(-1), 0, "1969-12-31"),
        (Int64(4_107_542_400), 0, "2100-03-01"),
    ])
    func days(seconds: Int64, offset: Int, expected: String) {
        #expect(CalendarDay(secondsSince1970: seconds, utcOffset: offset).description == expected)
    }

    @Test func extremeTimesDoNotTrap() {
        _ = CalendarDay(secondsSince1970: .max, utcOffset: .max).description
        _ = CalendarDay(secondsSince1970: .min, utcOffset: .min).description
    }
}

/// A renamed letter's picture blocks follow its files folder in the
/// Markdown form too.
@Suite("Renaming a letter's files folder, Markdown form")
struct FilesFolderRenameMarkdownTests {
    /// In the Markdown form a picture between two lines ends with a hard break.
    @Test func aPictureBlockEndingWithAHardBreakKeepsIt() {
        let text = "---\nformat: 2\n---\nDear Min-ji,\\\n![sun](autumn.files/sun.png){lines=8}\\\r\nLove\n"
        let moves = [FilesFolderRename.Move(from: "/box/autumn.files", to: "/box/fall.letter.files")]
        #expect(
            FilesFolderRename.text(text, in: "/box", moving: moves)
                == "---\nformat: 2\n---\nDear Min-ji,\\\n![sun](fall.letter.files/sun.png){lines=8}\\\r\nLove\n")
    }
}
