import Testing

@testable import LetterKit

/// Colour names and `#RRGGBB`, read in any case and written one way.
@Suite struct InkColorTests {
    @Test(arguments: [
        ("navy", InkColor.navy), ("black", .black), ("blue", .blue), ("red", .red), ("green", .green),
        ("brown", .brown), ("purple", .purple), ("gray", .gray),
    ])
    func everyInkNameReadsAndIsWrittenBack(_ name: String, _ color: InkColor) {
        #expect(InkColor(name) == color)
        #expect(InkColor(name.uppercased()) == color, "names read in any case")
        #expect(color.name == name)
    }

    @Test(arguments: [
        ("yellow", Highlight.yellow), ("green", .green), ("pink", .pink), ("blue", .blue), ("orange", .orange),
    ])
    func everyHighlightNameReadsAndIsWrittenBack(_ name: String, _ highlight: Highlight) {
        #expect(Highlight(name) == highlight)
        #expect(Highlight("\(name.prefix(1).uppercased())\(name.dropFirst())") == highlight)
        #expect(highlight.name == name)
    }

    @Test func hexReadsInAnyCaseAndIsWrittenInLowerCase() {
        let color = InkColor("#A0b1FF")
        #expect(color == .rgb(RGB(red: 0xA0, green: 0xB1, blue: 0xFF)))
        #expect(color?.name == "#a0b1ff")
        #expect(Highlight("#00FF7f")?.name == "#00ff7f")
    }

    @Test(arguments: [
        "", "#", "#fff", "#12345", "#1234567", "#12345g", "12345678", "#12 456", "chartreuse", "grey", " red",
        "red ", "#-12345", "＃123456", "#１２３４５６", "yellow",
    ])
    func notAnInkColour(_ text: String) {
        #expect(InkColor(text) == nil)
    }

    @Test(arguments: ["navy", "black", "red", "purple", "gray", "lime", "#ff", "yellowish"])
    func notAHighlight(_ text: String) {
        #expect(Highlight(text) == nil)
    }

    @Test func aCustomColourThatLooksNamedStaysCustom() {
        // #000080 is navy's value but was written as a value: it stays one.
        let color = InkColor("#000080")
        #expect(color != .navy)
        #expect(color?.rgb == InkColor.navy.rgb)
        #expect(color?.name == "#000080")
    }

    @Test func namedColoursHaveTheirCSSValues() {
        #expect(InkColor.navy.rgb.hex == "#000080")
        #expect(InkColor.brown.rgb.hex == "#a52a2a")
        #expect(InkColor.gray.rgb.hex == "#808080")
        #expect(Highlight.yellow.rgb.hex == "#ffff00")
        #expect(Highlight.green.rgb.hex == "#90ee90")
        #expect(Highlight.blue.rgb.hex == "#add8e6")
        #expect(Highlight.pink.rgb.hex == "#ffc0cb")
        #expect(Highlight.orange.rgb.hex == "#ffa500")
        // Every named colour differs from every other.
        #expect(Set(InkColor.named.map(\.rgb)).count == InkColor.named.count)
        #expect(Set(Highlight.named.map(\.rgb)).count == Highlight.named.count)
    }

    @Test func everyByteRoundTripsThroughHex() {
        for value in 0...255 {
            let byte = UInt8(value)
            let rgb = RGB(red: byte, green: 255 - byte, blue: byte / 2)
            #expect(RGB(hex: rgb.hex) == rgb)
            #expect(RGB(hex: rgb.hex.uppercased()) == rgb)
        }
    }
}
