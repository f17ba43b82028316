import Testing

@testable import LetterKit

/// The printout's sheet and pages: how many pages, the stationery drawn,
/// pictures in their blocks across page breaks, the address block and the
/// page numbers.
@Suite("Print: the sheet and its pages")
struct PrintSheetTests {
    static func numbered(_ count: Int) -> String {
        (1...count).map { "line \($0)" }.joined(separator: "\n")
    }

    // MARK: Pages
    //
    // On A4, a 72-column sheet with margins of 3 is 80 cells across 523.276
    // points: cells of 6.541, rows of 1.6 × 13.082 = 20.931 points, and
    // (841.89 − 72 − 20.931) / 20.931 = 35.8, so 35 rows a page. Its rows
    // are the border, the top margin, the lines, the bottom margin, the border.

    @Test func aLongPaperFullRunsOntoASecondPage() {
        let (_, printout) = PrintReading.printout(Self.numbered(60), paper: .long)
        #expect(printout.pages.count == 2)
        let (left, cell, _) = PrintReading.textLeft(.long)
        let rows = PrintReading.rows(of: printout, textLeft: left, cell: cell)
        // Rows 2–34 of 35 on page one hold lines 1–33.
        #expect(rows.filter { $0.page == 0 }.count == 33)
        #expect(rows.first { $0.page == 1 }?.text == "line 34")
    }

    @Test func pagesPastTheLettersLastLineAreLeftOut() {
        #expect(PrintReading.printout(Self.numbered(3), paper: .long).printout.pages.count == 1)
        #expect(PrintReading.printout("", paper: .manuscript).printout.pages.count == 1)
        // 100 lines reach row 101: pages of rows 0–34, 35–69, 70–104.
        #expect(PrintReading.printout(Self.numbered(100), paper: .manuscript).printout.pages.count == 3)
    }

    @Test func theAddressBlockTakesRoomOnPageOne() throws {
        var envelope = Envelope()
        envelope[.to] = "김민지"
        envelope[.address] = "서울시 종로구 1"
        envelope[.from] = "Sam"
        // Three lines and a blank row: 4 rows less on page one, 31 rows; so
        // row 101 falls on a fourth page (31 + 35 + 35 = 101 rows before it).
        let (_, printout) = PrintReading.printout(Self.numbered(100), paper: .manuscript, envelope: envelope)
        #expect(printout.pages.count == 4)
        let first = try #require(printout.pages.first)
        let address = PrintReading.texts(.envelope, on: first)
        #expect(address.map(\.text) == ["김민지", "서울시 종로구 1", "From Sam"])
        #expect(address.map(\.bold) == [true, false, false])
        #expect(printout.title == "김민지")
        #expect(printout.pages.dropFirst().allSatisfy { PrintReading.texts(.envelope, on: $0).isEmpty })
    }

    @Test func theTitleIsTheFileNameWithoutARecipient() {
        #expect(PrintReading.printout("Hi", paper: .letter).printout.title == "test.letter")
    }

    @Test func pageNumbersOnlyPastOnePage() {
        let one = PrintReading.printout(Self.numbered(5), paper: .long).printout
        #expect(one.pages.allSatisfy { PrintReading.texts(.pageNumber, on: $0).isEmpty })
        let two = PrintReading.printout(Self.numbered(60), paper: .long).printout
        #expect(two.pages.map { PrintReading.texts(.pageNumber, on: $0).map(\.text) } == [["1 / 2"], ["2 / 2"]])
    }

    // MARK: Stationery

    static func paper(_ look: PaperLook, lines: Int = 6) throws -> Paper {
        try Paper(lines: lines, columns: 20).withLook(look)
    }

    @Test func theStationerysColoursAreThePages() throws {
        let colors = PaperColors(
            paper: .rgb(RGB(red: 1, green: 2, blue: 3)), ink: .palette(196), rule: .palette(21), border: .palette(28))
        let (_, printout) = PrintReading.printout("Hi", paper: try Self.paper(PaperLook(colors: colors)))
        let page = try #require(printout.pages.first)
        guard case .fill(_, let sheet)? = page.marks.first else {
            Issue.record("no sheet")
            return
        }
        #expect(sheet == RGB(red: 1, green: 2, blue: 3))
        #expect(PrintReading.texts(.line, on: page).first?.color == RGB(xterm256: 196))
        let colorsUsed = Set(PrintReading.strokes(on: page).map(\.color))
        #expect(colorsUsed == [RGB(xterm256: 21), RGB(xterm256: 28)])
    }

    @Test func eachBorderStyleDrawsItsLines() throws {
        func marks(_ border: BorderStyle) throws -> (strokes: Int, arcs: Int) {
            let (_, printout) = PrintReading.printout("", paper: try Self.paper(PaperLook(border: border, ruling: .none)))
            let page = try #require(printout.pages.first)
            let arcs = page.marks.filter { if case .arc = $0 { true } else { false } }.count
            return (PrintReading.strokes(on: page).count, arcs)
        }
        #expect(try marks(.single) == (4, 0))
        #expect(try marks(.double) == (8, 0))
        #expect(try marks(.rounded) == (4, 4))
        #expect(try marks(.none) == (0, 0))
    }

    @Test func rulingUnderEveryWritingLineOrNone() throws {
        let (left, _, _) = PrintReading.textLeft(try Self.paper(.standard))
        func rules(_ ruling: Ruling) throws -> Int {
            let (_, printout) = PrintReading.printout("Hi", paper: try Self.paper(PaperLook(ruling: ruling)))
            return PrintReading.strokes(on: try #require(printout.pages.first)).filter { $0.from.x == left }.count
        }
        #expect(try rules(.underline) == 6)
        #expect(try rules(.none) == 0)
    }

    @Test func theLetterheadIsCentredInTheTopMargin() throws {
        let paper = try Self.paper(PaperLook(letterhead: "Oak House"))
        let (_, printout) = PrintReading.printout("Hi", paper: paper)
        let page = try #require(printout.pages.first)
        let head = try #require(PrintReading.texts(.letterhead, on: page).first)
        let (left, cell, row) = PrintReading.textLeft(paper)
        #expect(head.text == "Oak House")
        // 9 cells in 20: 5 cells in; one row above the first writing line.
        #expect(abs(head.box.x - (left + 5 * cell)) < 1e-9)
        let line = try #require(PrintReading.texts(.line, on: page).first)
        #expect(abs(line.box.y - head.box.y - row) < 1e-9)
    }

    @Test func linesPastThePaperAreRedOnPink() throws {
        let paper = try Paper(lines: 2, columns: 20)
        let (_, printout) = PrintReading.printout("one\ntwo\nthree", paper: paper)
        let page = try #require(printout.pages.first)
        let texts = PrintReading.texts(.line, on: page)
        #expect(texts.map(\.color) == [RGB(xterm256: 18), RGB(xterm256: 18), RGB(xterm256: 124)])
        let pink = page.marks.filter { if case .fill(_, RGB(xterm256: 224)) = $0 { true } else { false } }
        #expect(pink.count == 1)
    }

    // MARK: Pictures

    @Test func aPictureTakesItsBlockAndIsSplitAtAPageBreak() throws {
        // Line 31 is row 32 of page one (rows 0–34): lines 31–33 there, the
        // other 7 of the 10 on page two.
        let body = Self.numbered(30) + "\n![Sun](/pics/sun.png){lines=10}\nafter"
        let (_, printout) = PrintReading.printout(body, paper: .long)
        #expect(printout.pages.count == 2)
        let (_, _, row) = PrintReading.textLeft(.long)
        let first = PrintReading.pictures(on: printout.pages[0])
        let second = PrintReading.pictures(on: printout.pages[1])
        #expect(first.count == 1 && second.count == 1)
        #expect(first.first?.source.path == "/pics/sun.png")
        #expect(abs((first.first?.box.height ?? 0) - 10 * row) < 1e-9)
        #expect(abs((first.first?.clip.height ?? 0) - 3 * row) < 1e-9)
        #expect(abs((second.first?.clip.height ?? 0) - 7 * row) < 1e-9)
        #expect(abs((second.first?.box.height ?? 0) - 10 * row) < 1e-9)
        // The block's top on page two lies three rows above the sheet's top.
        if let box = second.first?.box, let clip = second.first?.clip {
            #expect(abs(clip.y - box.y - 3 * row) < 1e-9)
        }
        // No rule runs under a picture's lines, and the text goes on after it.
        let (left, cell, _) = PrintReading.textLeft(.long)
        #expect(PrintReading.rows(of: printout, textLeft: left, cell: cell).last?.text == "after")
    }

    @Test func anAttachmentIsItsCardAsText() throws {
        let (page, printout) = PrintReading.printout("![](/files/song.mp3)", paper: .postcard)
        let texts = PrintReading.texts(.line, on: try #require(printout.pages.first))
        let rendered = InkedLines.lines(
            of: page.document.styledParagraphs, columns: 40, pictures: page.document.pictures)
        #expect(texts.map(\.text) == rendered.map(\.trimmedText))
        #expect(texts.first?.text.contains("song.mp3") == true)
    }
}
