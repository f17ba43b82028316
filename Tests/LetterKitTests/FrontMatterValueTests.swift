import PropertyBased
import Testing

@testable import LetterKit

/// Any one-line value set in the front matter reads back as itself: an
/// address with "#", a name with quotes, a value that looks like YAML.
@Suite struct FrontMatterValueTests {
    @Test(arguments: [
        "12 Main St, Apt #3", "O'Brien", "\"quoted\"", "'single'", "- a list?", "#hashtag", "key: value", "ends:",
        "*star", "[bracket]", "{brace}", "@handle", "%percent", "100%", "서울시 종로구 1-2 #301", "it''s", "plain words",
    ])
    func valueReadsBackAsItself(value: String) {
        var block = FrontMatter()
        let written = block.set(value, for: "address")
        #expect(written)
        #expect(block.value(for: "address") == value, "written as \(block.lines)")
    }

    /// A value may begin with a scalar that joins the space after the colon
    /// into one character: the line is read by scalar, so it still reads back.
    @Test(arguments: [
        "\u{301}x", "\u{200D}x", "\u{FE0F}", "\u{20DD}", "\u{308}a=b", "\u{1F3FD}", "\u{301}#not a comment",
        "'\u{301}", "\u{200D}'quoted'", "a #\u{301}", "a:\u{20DD} b", "\"\u{301}\"", "x:\u{301}",
    ])
    func aValueBeginningWithAJoiningMarkReadsBackAsItself(value: String) {
        var block = FrontMatter()
        let written = block.set(value, for: "to")
        #expect(written)
        #expect(block.value(for: "to").map { Exact($0) } == Exact(value), "written as \(block.lines)")
        let read = FrontMatter.entry(in: "to: \(value)")
        #expect(read?.key == "to")
    }

    @Test func plainValuesStayPlainAndDatesAreQuoted() {
        var block = FrontMatter()
        block.set("Min-ji Kim", for: "to")
        block.set("2026-11-22", for: "date")
        #expect(block.lines == ["to: Min-ji Kim", "date: \"2026-11-22\""])
    }

    @Test func anyPrintableValueRoundTrips() async {
        let pieces = ["a", " ", "#", "'", "\"", ":", "-", "가", "😀", "[", "]", "@", "%", "*", "&", "!", "|", ">", "?", "`", ","]
        let input = Gen.drawn { rng in
            (0..<Int.random(in: 1...12, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
        }
        await propertyCheck(count: 300, input: input) { raw in
            let value = raw.trimmingLayoutSpaces
            guard !value.isEmpty else { return }
            var block = FrontMatter()
            block.set(value, for: "k")
            #expect(block.value(for: "k") == value, "written as \(block.lines)")
        }
    }

    /// A plain value ends where a comment starts: at the first `#` after a
    /// space or a tab, whichever comes first (YAML's rule); a `#` inside a
    /// word or at the start is the value's.
    @Test(arguments: [
        ("Seoul #home", "Seoul"), ("Seoul\t#home", "Seoul"), ("a\t#b #c", "a"), ("a #b\t#c", "a"),
        ("Apt#3", "Apt#3"), ("#3", "#3"), ("서울 #집", "서울"), ("a  #", "a"), ("no comment", "no comment"),
    ])
    func plainValuesEndAtTheFirstComment(_ text: String, _ value: String) {
        let read = FrontMatterValue.read(text[...])
        #expect(read.value == value)
        #expect(read.form == .plain)
    }
}
