import Testing

@testable import LetterKit

/// The printout's writing: every line where render breaks it, every
/// character in its cells, the rows one line apart, for each script and
/// each preset.
@Suite("Print: lines as the screen has them")
struct PrintLayoutTests {
    static let english = """
        Dear Sam,
        The leaves turned early this year and the river is **higher** than anyone here remembers; we walked along it on Sunday and counted *eleven* herons.

        Write soon, and tell me about the [new house]{.underline}.
        Love, Ann
        """
    static let korean = """
        사랑하는 민지에게,
        안녕하세요! 오랜만에 편지를 씁니다. 서울은 벌써 **가을**이 깊어서 아침마다 공기가 차갑고 하늘이 아주 맑아요. 지난주에는 할머니 댁에 다녀왔는데 마당의 감나무에 감이 가득 열려 있었어요.

        건강하게 잘 지내요.
        """
    static let japanese = """
        拝啓　秋も深まってまいりましたが、いかがお過ごしでしょうか。先日は素敵なお便りをいただき、本当にありがとうございました。庭の紅葉がとても[きれい]{.mark}です。

        敬具
        """
    static let mixed = """
        Dear 민지, 안녕하세요! Tokyo was 素晴らしい and the 紅葉 in Kyoto was [unreal]{color=red}. 다음에 같이 가요 — next autumn?
            An indented line, and spaces   inside it.
        P.S. 😀 ここまで
        """

    static let letters: [(name: String, body: String)] = [
        ("english", english), ("korean", korean), ("japanese", japanese), ("mixed", mixed),
    ]

    @Test(arguments: Paper.presets)
    func everyWritingLineIsTheRenderedLineInItsCells(paper: Paper) {
        for letter in Self.letters {
            let (page, printout) = PrintReading.printout(letter.body, paper: paper)
            let (left, cell, row) = PrintReading.textLeft(paper)
            let printed = PrintReading.rows(of: printout, textLeft: left, cell: cell)
            let rendered = page.document.shownLines.enumerated().compactMap { index, line in
                let trimmed = String(line.reversed().drop(while: { $0 == " " }).reversed())
                return trimmed.isEmpty ? nil : (index, trimmed)
            }
            #expect(printed.map(\.text) == rendered.map(\.1), "\(letter.name) on \(paper.name)")
            // Rows on one page are as many rows apart as their lines are.
            for (earlier, later) in zip(printed.indices, printed.indices.dropFirst())
            where printed[earlier].page == printed[later].page {
                let lines = rendered[later].0 - rendered[earlier].0
                let apart = (printed[later].top - printed[earlier].top) / row
                #expect(abs(apart - Double(lines)) < 1e-6, "\(letter.name) on \(paper.name), line \(rendered[later].0)")
            }
        }
    }

    @Test func theSheetSpansThePageBetweenTheMarginsOnA4AndLetter() {
        // The letter paper: 64 columns, margins of 3 and a border cell on
        // each side: 72 cells across 595.276 − 72 points of A4.
        let a4 = PrintGeometry(page: .a4, columns: 64, margin: 3)
        #expect(abs(a4.cell - 523.276 / 72) < 1e-9)
        #expect(abs(a4.fontSize - 2 * 523.276 / 72) < 1e-9)
        let letter = PrintGeometry(page: .letter, columns: 64, margin: 3)
        #expect(abs(letter.cell - 540.0 / 72) < 1e-9)
        let (_, printout) = PrintReading.printout("Hi", paper: .letter, page: .letter)
        #expect(printout.pages.first?.width == 612)
        #expect(printout.pages.first?.height == 792)
        guard case .fill(let sheet, _)? = printout.pages.first?.marks.first else {
            Issue.record("the sheet is not the first mark")
            return
        }
        #expect(sheet.x == 36)
        #expect(abs(sheet.width - 540) < 1e-9)
    }

    @Test func wideCharactersTakeTwoCellsOfType() throws {
        let (_, printout) = PrintReading.printout("ab가나c", paper: .postcard)
        let page = try #require(printout.pages.first)
        let texts = PrintReading.texts(.line, on: page)
        #expect(texts.map(\.cells) == [7])
        let (_, cell, _) = PrintReading.textLeft(.postcard)
        #expect(abs((texts.first?.box.width ?? 0) - 7 * cell) < 1e-9)
        #expect(texts.first?.size == 2 * cell)
    }

    @Test func inkTravelsWithItsStretch() throws {
        let (_, printout) = PrintReading.printout(
            "a **b** *c* [d]{.underline} [e]{color=red} [f]{.mark}", paper: .postcard)
        let page = try #require(printout.pages.first)
        let texts = PrintReading.texts(.line, on: page).filter { $0.text.trimmingSpaces != "" }
        let byText = Dictionary(texts.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byText["b"]?.bold == true)
        #expect(byText["c"]?.italic == true)
        #expect(byText["d"]?.underline == true)
        #expect(byText["e"]?.color == InkColor.red.rgb)
        let navy = RGB(xterm256: 18)
        #expect(byText["a "]?.color == navy)
        // The highlight is a fill exactly under its stretch, before the type.
        let f = try #require(byText["f"])
        let fills = page.marks.compactMap { mark -> PrintRect? in
            guard case .fill(let rect, let color) = mark, color == Highlight.yellow.rgb else { return nil }
            return rect
        }
        #expect(fills == [f.box])
    }
}

extension String {
    fileprivate var trimmingSpaces: String { filter { $0 != " " } }
}
