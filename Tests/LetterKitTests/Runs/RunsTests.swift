import Testing

@testable import LetterKit

/// A letter's lines as runs and back: what a line writes, what a line
/// reads, the nearest pen, the size a fontSize names, and a letter longer
/// than its paper.
@Suite("Runs: a letter as rich text data")
struct RunsTests {
    static let folder = "/letters"

    static func text(_ text: String, size: Double? = nil, color: String? = nil, background: String? = nil, style: [String]? = nil)
        -> Run
    {
        Run(text: TextRun(text: text, fontSize: size, textColor: color, background: background, textStyle: style))
    }

    func text(_ text: String, size: Double? = nil, color: String? = nil, background: String? = nil, style: [String]? = nil)
        -> Run
    {
        Self.text(text, size: size, color: color, background: background, style: style)
    }

    // MARK: Writing a line

    static let writtenLines: [(StyledText, [Run])] = [
        (styled(""), [Run]()),
        (styled("Dear Sam"), [Run(text: TextRun(text: "Dear Sam"))]),
        (
            styled("Dear Sam,", (0..<4, .b), (5..<8, Ink(italic: true, underline: true, color: .red))),
            [
                Run(text: TextRun(text: "Dear", textStyle: ["bold"])), Run(text: TextRun(text: " ")),
                Run(text: TextRun(text: "Sam", textColor: "#ff0000", textStyle: ["italic", "underline"])),
                Run(text: TextRun(text: ",")),
            ]
        ),
        (
            styled("오늘은 좋은 날", (4..<8, .mark)),
            [Run(text: TextRun(text: "오늘은 ")), Run(text: TextRun(text: "좋은 날", background: "#ffff00"))]
        ),
        // Black is a colour of its own: the paper's ink (navy on the
        // standard paper) is the one left out.
        (styled("ink", (0..<3, Ink(color: .black))), [Run(text: TextRun(text: "ink", textColor: "#000000"))]),
        (
            styled("all", (0..<3, Ink(bold: true, italic: true, underline: true, highlight: .rgb(RGB(red: 1, green: 2, blue: 3))))),
            [Run(text: TextRun(text: "all", background: "#010203", textStyle: ["bold", "italic", "underline"]))]
        ),
    ]

    @Test(arguments: writtenLines)
    func aLineWritesOneRunPerInkWithOnlyWhatDiffers(line: StyledText, expected: [Run]) {
        #expect(LetterRuns.runs(ofLine: line, pictures: PictureShelf(), folder: Self.folder, columns: 30) == expected)
    }

    @Test func aPictureIsAnImageOfItsLinesAndTheLettersPath() {
        var shelf = PictureShelf()
        let id = shelf.add(PictureSource(caption: "the bridge", path: "/letters/pictures/bridge.png", confinedTo: Self.folder))
        let line = StyledText([PictureMark(id: id, lines: 3).character])
        let runs = LetterRuns.runs(ofLine: line, pictures: shelf, folder: Self.folder, columns: 30)
        #expect(runs == [Run(image: ImageRun(url: "pictures/bridge.png", width: 210, height: 42, alt: "the bridge"))])
    }

    // MARK: Reading a line

    @Test func aLineReadsItsInkAndTakesColoursToTheNearestPen() throws {
        let line = try LetterRuns.line(
            from: [
                text("Dear", style: ["bold", "bold"]), text(" "),
                text("Sam", color: "#E01010", background: "#fff000", style: ["underline", "italic"]),
            ], at: 0)
        #expect(
            line.pieces == [
                .text(styled("Dear Sam", (0..<4, .b), (5..<8, Ink(italic: true, underline: true, color: .red, highlight: .yellow))))
            ])
        #expect(line.size == .normal)
    }

    @Test func missingAttributesAreTheDefaultsAndWhiteIsNoHighlight() throws {
        let line = try LetterRuns.line(from: [text("plain", background: "#FFFFFF"), text("")], at: 0)
        #expect(line.pieces == [.text(styled("plain"))])
    }

    /// An accent alone in the next run joins the letter before it, in that
    /// letter's ink: offsets stay whole characters.
    @Test func aGraphemeSplitAcrossRunsIsOneCharacter() throws {
        let line = try LetterRuns.line(from: [text("cafe", style: ["bold"]), text("\u{301}!")], at: 0)
        #expect(line.pieces == [.text(styled("cafe\u{301}!", (0..<4, .b)))])
    }

    @Test func aPicturesMarkSpelledInTheTextIsNoPicture() throws {
        let mark = String(PictureMark(id: 0, lines: 2).character)
        let line = try LetterRuns.line(from: [text("a" + mark), text("b")], at: 0)
        #expect(line.pieces == [.text(styled("a\u{FFFD}b"))])
    }

    @Test func controlCharactersStayAsInAnyLetter() throws {
        let line = try LetterRuns.line(from: [text("tab\there \u{1B}[31m")], at: 0)
        #expect(line.pieces == [.text(styled("tab\there \u{1B}[31m"))])
    }

    /// The seam for type sizes: every size is read and checked, and the
    /// line's size is the largest of its runs'.
    @Test(arguments: [
        ([Double?](), TypeSize.normal), ([nil, 14], .normal), ([12, 20], .wide), ([30, 14], .large), ([17.9], .normal),
    ])
    func aLinesSizeIsTheLargestItsRunsName(sizes: [Double?], expected: TypeSize) throws {
        let line = try LetterRuns.line(from: sizes.map { Self.text("x", size: $0) }, at: 0)
        #expect(line.size == expected)
    }

    @Test(arguments: [
        (0.5, TypeSize.normal), (13, .normal), (14, .normal), (17.99, .normal), (18, .wide), (21, .wide), (23.9, .wide),
        (24, .large), (28, .large), (1000, .large),
    ])
    func aFontSizeNamesASize(fontSize: Double, expected: TypeSize) {
        #expect(TypeSize(fontSize: fontSize) == expected)
    }

    @Test func eachSizeIsWrittenWithAFontSizeInItsOwnBand() {
        for size in TypeSize.allCases {
            #expect(TypeSize(fontSize: size.fontSize ?? TypeSize.normalFontSize) == size)
        }
        #expect(TypeSize.normal.fontSize == nil)
    }

    static let badValues: [([Run], String)] = [
        ([text("x", size: 0)], "$[3][0].text.fontSize: expected a positive number"),
        ([text("x"), text("y", size: -2)], "$[3][1].text.fontSize: expected a positive number"),
        ([text("x", color: "red")], "$[3][0].text.textColor: expected a colour as \"#rrggbb\""),
        ([text("x", background: "#ffff0")], "$[3][0].text.background: expected a colour as \"#rrggbb\""),
        ([text("x", style: ["bold", "strike"])], "$[3][0].text.textStyle[1]: expected \"bold\", \"italic\" or \"underline\""),
        ([text("two\nlines")], "$[3][0].text.text: holds a line break (U+000A); each line of the letter is a list of its own"),
        ([text("a\r")], "$[3][0].text.text: holds a line break (U+000D); each line of the letter is a list of its own"),
        ([text("nul\u{0}")], "$[3][0].text.text: holds NUL (U+0000), which a letter cannot hold"),
        ([Run(text: nil, image: nil)], "$[3][0]: expected \"text\" or \"image\""),
        (
            [Run(text: TextRun(text: "x"), image: ImageRun(url: "a.png"))],
            "$[3][0]: holds both \"text\" and \"image\"; a run is one of them"
        ),
        ([Run(image: ImageRun(url: ""))], "$[3][0].image.url: expected a URL or a path, not \"\""),
        ([Run(image: ImageRun(url: "a.png", width: 0))], "$[3][0].image.width: expected a positive number"),
        ([Run(image: ImageRun(url: "a.png", height: -1))], "$[3][0].image.height: expected a positive number"),
        ([Run(image: ImageRun(url: "a\n.png"))], "$[3][0].image.url: holds a line break (U+000A); each line of the letter is a list of its own"),
    ]

    @Test(arguments: badValues)
    func aBadValueIsNamedByItsPath(runs: [Run], message: String) {
        #expect(throws: RunsProblem.self) { try LetterRuns.line(from: runs, at: 3) }
        do {
            _ = try LetterRuns.line(from: runs, at: 3)
        } catch {
            #expect(error.description == message)
        }
    }

    // MARK: The nearest pen

    @Test(arguments: [
        ("#000080", InkColor.navy), ("#000000", .black), ("#0000ff", .blue), ("#ff0000", .red), ("#008000", .green),
        ("#a52a2a", .brown), ("#800080", .purple), ("#808080", .gray), ("#ffffff", .gray), ("#e01010", .red),
        ("#10105a", .navy), ("#100a30", .black), ("#00ff00", .green), ("#c0c0c0", .gray),
    ])
    func aColourTakesTheNearestNamedInk(hex: String, expected: InkColor) throws {
        let rgb = try #require(RGB(hex: hex))
        #expect(InkColor.nearestNamed(to: rgb) == expected)
    }

    @Test(arguments: [
        ("#ffffff", Highlight?.none), ("#fafafa", nil), ("#ffff00", .yellow), ("#ffee11", .yellow), ("#90ee90", .green),
        ("#ffc0cb", .pink), ("#add8e6", .blue), ("#ffa500", .orange), ("#ff8000", .orange),
    ])
    func aBackgroundTakesTheNearestPenOrNone(hex: String, expected: Highlight?) throws {
        let rgb = try #require(RGB(hex: hex))
        #expect(Highlight.nearestNamed(to: rgb) == expected)
    }

    // MARK: A letter

    @Test func imagesStandOnLinesOfTheirOwnAndAreNeverFetched() throws {
        let lines: [[Run]] = [
            [text("before "), Run(image: ImageRun(url: "https://example.com/a.png", width: 210, height: 28)), text(" after")],
        ]
        let imported = try LetterRuns.page(from: lines, paper: sheet(10, 30), folder: Self.folder)
        let document = imported.page.document
        #expect(document.styledParagraphs.map(\.string) == ["before ", String(PictureMark(id: 0, lines: 2).character), " after"])
        let picture = try #require(document.picture(at: 1))
        #expect(picture.source == PictureSource(caption: "", path: "https://example.com/a.png", confinedTo: Self.folder))
        #expect(imported.leftOut == nil)
        // Written again, the same image.
        #expect(LetterRuns.runs(of: document, folder: Self.folder)[1] == [lines[0][1]])
    }

    @Test(arguments: [
        (ImageRun(url: "a.png", width: 210, height: 42), 3),
        (ImageRun(url: "a.png", width: 420, height: 84), 3),  // twice the paper's width: half the height
        (ImageRun(url: "a.png", width: 210, height: 15), 1),
        (ImageRun(url: "a.png", width: 210, height: 1), 1),
        (ImageRun(url: "a.png", height: 1e300), PictureMark.maximumLines),
        (ImageRun(url: "a.png"), 4),  // no height: as a picture whose file says nothing
        (ImageRun(url: "notes.pdf", height: 140), 1),  // an attachment is a card of one line
    ])
    func anImageTakesItsHeightInLines(image: ImageRun, lines: Int) throws {
        let imported = try LetterRuns.page(from: [[Run(image: image)]], paper: sheet(60_000, 30), folder: Self.folder)
        #expect(imported.page.document.picture(at: 0)?.mark.lines == lines)
    }

    /// An icon no larger than a line and a half both ways (15 × 15 points)
    /// is a sticker inside its line, its name its alt or its file's name.
    @Test(arguments: [
        (ImageRun(url: "stickers/heart.png", width: 15, height: 15), Sticker(name: "heart", path: "stickers/heart.png")),
        (ImageRun(url: "a.png", height: 1, alt: "dot"), Sticker(name: "dot", path: "a.png")),
        (ImageRun(url: "https://example.com/s.png", width: 14), Sticker(name: "s", path: "https://example.com/s.png")),
    ])
    func aSmallImageIsAStickerInItsLine(image: ImageRun, sticker: Sticker) throws {
        let lines: [[Run]] = [[text("I "), Run(image: image), text(" you")]]
        let document = try LetterRuns.page(from: lines, paper: sheet(3, 30), folder: Self.folder).page.document
        #expect(document.paragraphs.count == 1)
        #expect(document.paragraphs[0].characters.count == 7)
        #expect(document.stickers.sticker(for: document.paragraphs[0].characters[2]) == sticker)
        #expect(document.picture(at: 0) == nil)
    }

    @Test func whatDoesNotFitIsLeftOutAndNamed() throws {
        let lines: [[Run]] = [[text("one")], [text("two")], [], [text("four", style: ["bold"])], [text("five")]]
        let imported = try LetterRuns.page(from: lines, paper: sheet(3, 30), folder: Self.folder)
        #expect(imported.page.document.styledParagraphs == [styled("one"), styled("two"), styled("")])
        let leftOut = try #require(imported.leftOut)
        #expect(leftOut.fromLine == 3)
        #expect(leftOut.description == "9 characters (2 lines) from $[3] on did not fit on the paper's 3 lines and were left out")
    }

    @Test func aLinesSizeIsWrittenAsItsFontSizeEvenWhenEmpty() {
        var large = styled("Dear Sam")
        large.size = .large
        var emptyWide = styled("")
        emptyWide.size = .wide
        let document = Document(styled: [large, emptyWide, styled("x")], columns: 30)
        #expect(
            LetterRuns.runs(of: document, folder: Self.folder) == [
                [text("Dear Sam", size: 28)], [text("", size: 21)], [text("x")],
            ])
    }

    @Test func sizedLinesAreReadWithTheirSizes() throws {
        let lines: [[Run]] = [[text("Dear", size: 30)], [text("", size: 20)], [text("x")]]
        let imported = try LetterRuns.page(from: lines, paper: sheet(4, 30), folder: Self.folder)
        #expect(imported.leftOut == nil)
        #expect(imported.page.document.paragraphs.map(\.size) == [.large, .wide, .normal])
        #expect(imported.page.document.lineCount == 4)
    }

    /// A large line that does not fit is left out whole, never put on the
    /// page at a size it does not have.
    @Test func aSizedLineThatDoesNotFitIsLeftOutWhole() throws {
        let lines: [[Run]] = [[text("a")], [text("b")], [text("Big", size: 28)], [text("c")]]
        let imported = try LetterRuns.page(from: lines, paper: sheet(3, 30), folder: Self.folder)
        #expect(imported.page.document.styledParagraphs == [styled("a"), styled("b")])
        #expect(imported.leftOut == RunsLeftOut(characters: 5, lines: 3, fromLine: 2, limit: 3))
    }

    @Test func aPictureTallerThanThePaperIsLeftOutWhole() throws {
        let lines: [[Run]] = [[Run(image: ImageRun(url: "a.png", height: 140))], [text("after")]]
        let imported = try LetterRuns.page(from: lines, paper: sheet(4, 30), folder: Self.folder)
        #expect(imported.page.document.styledParagraphs == [styled("")])
        #expect(imported.leftOut == RunsLeftOut(characters: 7, lines: 11, fromLine: 0, limit: 4))
    }

    /// The palette offers runs as it offers every format, beside the letter
    /// as `.json`.
    @Test func thePaletteOffersRunsAsJSONBesideTheLetter() {
        #expect(ExportFormat.paletteOrder.contains(.runs))
        #expect(ExportFormat.runs.offeredName(for: "/home/ann/autumn.letter", suggestedName: "x") == "/home/ann/autumn.json")
        #expect(ExportFormat.runs.offeredName(for: nil, suggestedName: "Dear Sam") == "Dear Sam.json")
    }

    @Test func anEmptyListIsAnEmptyLetter() throws {
        for lines in [[[Run]](), [[]]] {
            let imported = try LetterRuns.page(from: lines, paper: sheet(3, 30), folder: Self.folder)
            #expect(imported.page.document.styledParagraphs == [styled("")])
            #expect(LetterRuns.runs(of: imported.page.document, folder: Self.folder) == [[]])
        }
    }
}
