import Testing

@testable import LetterKit

/// The letterbox drawn as text: each row kind, the title and status rows,
/// prompts, and what an empty or too small screen says.
@Suite("Letterbox drawing")
struct BoxRenderTests {
    static let mixed = [
        BoxFixture.letter(
            "autumn.letter", title: "Dear Min-ji,", used: 9, opening: "It has been a long autumn here. 오늘은 정말 좋은 날이에요.",
            recipient: "Min-ji", date: "2025-10-14"),
        BoxFixture.letter(
            "sea.letter", title: "강릉 바다", modified: 1_760_000_000, used: 12, opening: "해가 바다로",
            picture: "/box/sea.files/sunset.png"),
        BoxFixture.letter("broken.txt", problem: "not UTF-8 text"),
    ]

    @Test func eachKindOfRowDrawsItsFields() {
        let box = BoxHarness(folders: [BoxFixture.book, BoxFixture.trip], letters: Self.mixed, rows: 12, columns: 72)
        let expected = """
             Letterbox · ~/Letters · newest first                           F1 help
              Autumn letters · book                                       2 letters
              trip/                                                       2 letters
              Dear Min-ji,                                                to Min-ji
              2025-10-14  9/18  It has been a long autumn here. 오…   autumn.letter
              ┌──────┐ 강릉 바다
              └──────┘ 2025-10-09  12/18  해가 바다로                    sea.letter
            ! broken.txt
              not UTF-8 text


             Enter opens · / searches · n writes · F1 help
            """
        #expect(box.screenText == expected, "\n\(box.screenText)")
        // The selected row stands out across the terminal; a broken letter's mark and reason are the problem's.
        #expect(box.frame.rows[1].allSatisfy { $0.style == .selection })
        #expect(box.frame.rows[7][0].style == .problem)
        #expect(box.frame.rows[8][2].style == .problem)
        #expect(box.frame.rows[4][2].style == .detail)
    }

    @Test func theOpeningLeavesOutTheTitleAlreadyShown() {
        let box = BoxHarness(letters: [BoxFixture.letter("spring.letter", title: "Dear Sam,", opening: "Dear Sam, The cherry trees are out.")])
        #expect(box.screen[2] == "  2025-10-09  9/18  The cherry trees are ou…  spring.letter")
    }

    @Test func twoLettersThatOpenAlikeAreToldApartByTheirFileNames() {
        let letters = [
            BoxFixture.letter("민지에게 가을.letter", title: "Dear Min-ji,", opening: "Dear Min-ji, It has been a long autumn here."),
            BoxFixture.letter("민지에게 겨울.md", title: "Dear Min-ji,", opening: "Dear Min-ji, It has been a long autumn here."),
            BoxFixture.letter(
                "2025년 10월 14일 강릉에서 민지에게 보내는 긴 편지.letter", title: "Dear Min-ji,",
                opening: "Dear Min-ji, It has been a long autumn here."),
            BoxFixture.letter("untitled.letter"),
        ]
        let box = BoxHarness(letters: letters, rows: 14, columns: 80)
        #expect(box.screen[2] == "  2025-10-09  9/18  It has been a long autumn here.        민지에게 가을.letter")
        #expect(box.screen[4] == "  2025-10-09  9/18  It has been a long autumn here.            민지에게 겨울.md")
        // A long name is cut in the middle: its start and its extension both show.
        #expect(box.screen[6] == "  2025-10-09  9/18  It has been a long autumn here.    2025년 10월… 편지.letter")
        // A letter with no text is titled by its name already.
        #expect(box.screen[7] == "  untitled.letter")
        #expect(!box.screen[8].contains("untitled"))
        for line in box.screen { #expect(CellWidth.of(line) <= 80, "\(line)") }
    }

    @Test(arguments: [
        ("short.letter", 24, "short.letter"),
        ("a-very-long-file-name-for-a-letter.letter", 24, "a-very-long…etter.letter"),
        ("가나다라마바사아자차카타파하.letter", 20, "가나다라마…하.letter"),
    ])
    func aFileNameIsCutInTheMiddleToItsCells(name: String, cells: Int, shown: String) {
        #expect(CellCut.middle(name, to: cells) == shown)
        #expect(CellWidth.of(CellCut.middle(name, to: cells)) <= cells)
    }

    @Test func aNameThatIsNotUTF8IsShownEscaped() {
        let name = RawPath.string(Array("caf".utf8) + [0xE9] + Array(".letter".utf8))
        let box = BoxHarness(letters: [BoxFixture.letter(name, opening: "Hi")], rows: 8, columns: 60)
        #expect(box.screen[1] == "  caf\\xe9.letter")
        #expect(box.screen[2] == "  2025-10-09  9/18  Hi")
    }

    @Test func aThumbnailIsAskedForOnceAndDrawnInItsColours() {
        var box = BoxHarness(letters: Self.mixed, rows: 12, columns: 72)
        let asked = box.log.flatMap(\.effects)
        let request = ThumbnailRequest(path: "/box/sea.files/sunset.png", confinedTo: "/box", columns: 8, rows: 2)
        #expect(asked == [.drawThumbnails([request])])
        #expect(box.press(.down, .up) == [])
        let glyph = PictureGlyph(symbol: "▀", foreground: 196, background: 21)
        let art = PictureArt(columns: 8, rows: Array(repeating: Array(repeating: glyph, count: 8), count: 2))
        box.send(.thumbnailDrawn(path: "/box/sea.files/sunset.png", look: .art(art)))
        #expect(box.screen[3] == "  ▀▀▀▀▀▀▀▀ 강릉 바다")
        let cell = box.frame.rows[3][2]
        #expect(cell.style == .thumbnail)
        #expect(cell.ink.color == .rgb(RGB(xterm256: 196)))
        box.send(.thumbnailDrawn(path: "/box/sea.files/sunset.png", look: .problem(.missing)))
        #expect(box.screen[3] == "  missing  강릉 바다")
        // Why, in two short lines, whatever the trouble.
        box.send(.thumbnailDrawn(path: "/box/sea.files/sunset.png", look: .problem(.outsideFolder)))
        #expect(box.screen[3] == "  outside  강릉 바다")
        #expect(box.screen[4].hasPrefix("  folder"))
    }

    @Test func thumbnailsAreAskedForOnlyForRowsOnScreen() {
        let many = (1...10).map { BoxFixture.letter("p\($0).letter", picture: "/box/p\($0).png") }
        var box = BoxHarness(letters: many, rows: 8, columns: 60)
        // Six rows of list: three letters.
        let requests = (1...3).map {
            ThumbnailRequest(path: "/box/p\($0).png", confinedTo: "/box", columns: 8, rows: 2)
        }
        #expect(box.log.flatMap(\.effects) == [.drawThumbnails(requests)])
        #expect(box.press(.down) == [])
        let fourth = ThumbnailRequest(path: "/box/p4.png", confinedTo: "/box", columns: 8, rows: 2)
        #expect(box.press(.down, .down) == [.drawThumbnails([fourth])])
    }

    @Test func marksShowAndAreCounted() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 10, columns: 80)
        box.press(.character(" "), .character(" "))
        #expect(box.screen[1].hasPrefix("✓ Dear Min-ji,"))
        #expect(box.screen[3].hasPrefix("✓ Dear Hana,"))
        #expect(box.screen[5].hasPrefix("  Grandmother,"))
        #expect(box.selectedPath == "/box/winter.md")
        #expect(box.statusRow.hasSuffix("3 letters · 2 marked"))
        #expect(box.frame.rows[1][0].style == .marked)
    }

    @Test func theSearchPromptAndItsResults() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 10, columns: 60)
        box.press(.character("/"))
        // Until something is typed the folder's rows stay.
        #expect(box.statusRow == " Search:                                          3 letters")
        #expect(box.screen[1] == "  Dear Min-ji,")
        let effects = box.type("봄")
        #expect(effects == [.search("봄")])
        box.send(.found(query: "봄", results: [BoxFixture.three[1]]))
        #expect(box.titleRow.contains("search results, best first"))
        #expect(box.screen[1] == "  Dear Hana,")
        #expect(box.statusRow == " Search: 봄                                  1 letter found")
        #expect(box.frame.cursor?.row == 9 && box.frame.cursor?.column == 11)
        box.type("x")
        box.send(.found(query: "봄x", results: []))
        #expect(box.screen[2] == "  No letter holds “봄x”")
    }

    @Test func theDeleteQuestion() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 10, columns: 80)
        box.press(.character("d"))
        #expect(box.statusRow == " Move autumn.letter and its files to the trash?  y: yes  any other key: no")
    }

    @Test func anEmptyBoxSaysHowToStart() {
        let box = BoxHarness(letters: [], rows: 8, columns: 60)
        #expect(box.screen[2] == "  No letters here yet: n writes one")
        #expect(box.statusRow.hasSuffix("0 letters"))
    }

    @Test func aTerminalTooSmallSaysSo() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 4, columns: 60)
        #expect(box.screen[1] == " Terminal too small for the letterbox: it needs 30×5, has")
        #expect(box.screen[2] == " 60×4. q quits.")
        #expect(box.press(.character("q")) == [.quit])
    }

    @Test func theProgressBar() {
        let frame = renderProgress(boxName: "~/Letters", done: 250, total: 1000, TerminalSize(rows: 8, columns: 24))
        #expect(frame.lines == [
            " Letterbox · ~/Letters", "", "", "Reading letters: 250 of", "  █████░░░░░░░░░░░░░░░", "", "", "",
        ])
    }
}

/// Every picture problem's thumbnail words fit the thumbnail's 8 cells.
@Suite("Letterbox: a thumbnail's problem words")
struct BoxThumbnailWordsTests {
    @Test(arguments: [
        PictureProblem.missing, .unreadable(reason: "Permission denied"), .notAFile, .notAPicture,
        .tooLarge(bytes: 1 << 30, limit: 50 << 20), .tooManyPixels(width: 20_000, height: 1, limit: 10_000),
        .tooManyPixelsInAll(width: 10_000, height: 10_000, limit: 40_000_000), .damaged(reason: "x"), .outsideFolder,
    ])
    func theWordsFitEightCells(problem: PictureProblem) {
        let (first, second) = problem.thumbnailWords
        #expect(!first.isEmpty)
        #expect(CellWidth.of(first) <= 8 && CellWidth.of(second) <= 8)
    }
}
