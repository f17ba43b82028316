import Testing

@testable import LetterKit

/// `letter box --list`'s lines: four fields between tabs.
@Suite("Letterbox: the listing")
struct BoxListingTests {
    static func letter(path: String, title: String, date: String? = nil, problem: String? = nil) -> LetterSummary {
        LetterSummary(
            path: path, title: title, date: date, modified: 0, size: 10, linesUsed: 7, paperLines: 18,
            paperName: "letter", opening: "", problem: problem)
    }

    @Test func aLetterIsItsPathDateLinesAndTitle() {
        let letter = Self.letter(path: "/home/h/Letters/2023/autumn.letter", title: "Dear Min-ji,", date: "2023-10-01")
        #expect(
            BoxListing.line(for: letter, box: "/home/h/Letters", modifiedDay: "2024-01-01")
                == "2023/autumn.letter\t2023-10-01\t7/18\tDear Min-ji,")
    }

    @Test func withoutAnEnvelopeDateTheFilesDayIsShown() {
        let letter = Self.letter(path: "/b/n.txt", title: "hi")
        #expect(BoxListing.line(for: letter, box: "/b/", modifiedDay: "2024-01-01") == "n.txt\t2024-01-01\t7/18\thi")
    }

    @Test func aBrokenLetterIsMarkedWithItsProblem() {
        let letter = Self.letter(path: "/b/bad.txt", title: "bad.txt", problem: "binary data (a NUL byte at offset 3)")
        #expect(
            BoxListing.line(for: letter, box: "/b", modifiedDay: "2024-01-01")
                == "bad.txt\t2024-01-01\t!\tbinary data (a NUL byte at offset 3)")
    }

    @Test func tabsAndNewlinesInNamesCannotBreakTheColumns() {
        let letter = Self.letter(path: "/b/a\tb\nc.txt", title: "x\ty")
        #expect(BoxListing.line(for: letter, box: "/b", modifiedDay: "d") == "a^Ib^Jc.txt\td\t7/18\tx^Iy")
    }

    @Test func pathsAndFoldersRelativeToTheBox() {
        #expect(BoxListing.relativePath(of: "/b/x/y.md", inBox: "/b") == "x/y.md")
        #expect(BoxListing.relativePath(of: "/bb/y.md", inBox: "/b") == "/bb/y.md")
        #expect(BoxListing.relativeFolder(of: "/b/x/z/y.md", inBox: "/b") == "x/z")
        #expect(BoxListing.relativeFolder(of: "/b/y.md", inBox: "/b") == "")
        #expect(BoxListing.day(year: 2024, month: 3, day: 9) == "2024-03-09")
    }
}
