import Foundation
import Testing

@testable import LetterKit

/// A printout goes to the program that draws it as JSON: read back, it is
/// the same printout, mark for mark, whatever the letter holds.
@Suite("Print: a printout survives its encoding")
struct PrintoutCodingTests {
    /// A paper with a rounded border (arcs at its corners) and a letterhead.
    static let card = try? Paper(name: "card", lines: 12, columns: 40)
        .withLook(PaperLook(margin: 2, border: .rounded, letterhead: "— Hana —"))

    static var envelope: Envelope {
        var envelope = Envelope()
        envelope[.to] = "김민지"
        envelope[.address] = "서울시 종로구 1"
        envelope[.from] = "Sam"
        return envelope
    }

    static let cases: [(name: String, body: String, paper: Paper?, envelope: Envelope)] = [
        ("empty", "", .letter, Envelope()),
        ("ink", "Dear Sam,\n**bold** *italic* [under]{.underline} [marked]{.mark} [red]{color=red} [own]{color=#12ab3f}", .letter, Envelope()),
        ("pictures", "Hi\n\n![a bridge](bridge.png)\n\n![notes](notes.pdf)\n\nBye", .letter, Envelope()),
        ("korean", "사랑하는 민지에게,\n안녕하세요! 서울은 벌써 **가을**이 깊어서 하늘이 아주 맑아요.", .postcard, envelope),
        ("japanese", "拝啓　秋も深まってまいりましたが、庭の紅葉がとても[きれい]{.mark}です。", .long, Envelope()),
        ("mixed, right to left, emoji", "Dear 민지, 素晴らしい — שלום 😀\n    indented   spaces", .manuscript, Envelope()),
        ("rounded border, letterhead", "A card.\n\n![a bridge](../photos/bridge.png)", card, envelope),
        ("stickers", "# Big ![heart](stickers/heart.png){.sticker}\nA ![x](../x.png){.sticker} b", .letter, Envelope()),
    ]

    @Test(arguments: cases.indices)
    func aPrintoutReadBackIsTheSamePrintout(index: Int) throws {
        let test = Self.cases[index]
        let paper = try #require(test.paper, "\(test.name)")
        var (_, printout) = PrintReading.printout(test.body, paper: paper, envelope: test.envelope)
        printout.language = "ko-KR"
        let bytes = try JSONEncoder().encode(printout)
        let read = try JSONDecoder().decode(Printout.self, from: bytes)
        #expect(read == printout, "\(test.name)")
        #expect(!printout.pages.isEmpty, "\(test.name)")
    }

    /// The cases hold every kind of mark, so a kind that did not survive
    /// would be seen above.
    @Test func theCasesHoldEveryKindOfMark() throws {
        var kinds: Set<String> = []
        for test in Self.cases {
            let paper = try #require(test.paper)
            for page in PrintReading.printout(test.body, paper: paper, envelope: test.envelope).printout.pages {
                for mark in page.marks {
                    switch mark {
                    case .fill: kinds.insert("fill")
                    case .stroke: kinds.insert("stroke")
                    case .arc: kinds.insert("arc")
                    case .text(let text): kinds.insert("text \(text.role)")
                    case .picture: kinds.insert("picture")
                    case .sticker: kinds.insert("sticker")
                    }
                }
            }
        }
        #expect(kinds.isSuperset(of: ["fill", "stroke", "arc", "text line", "text letterhead", "text envelope", "picture", "sticker"]), "\(kinds.sorted())")
    }
}
