import PropertyBased
import Testing

@testable import LetterKit

/// Which front matter values are quoted, how they are escaped, and that what
/// letter writes it reads back; `FrontMatterReadersTests` (letterTests) runs
/// PyYAML and pandoc on the same values.
@Suite struct FrontMatterQuotingTests {
    /// Values some YAML reader would type as a number, date, time, boolean,
    /// null, or read as an indicator, a comment or a key: each is written in
    /// double quotes, and nothing else changes.
    @Test(arguments: [
        // numbers: decimal, octal, hex, binary, exponent, underscores, signs, dots
        "03045", "12345", "0", "-1", "+82-10-1234-5678", "+442079460000", "1e3", "1E3", "0x1F", "0o17", "0b1010",
        "1_000", "1,000", "3.14", ".5", "+.5", ".inf", "-.inf", ".NaN",
        // dates, times and sexagesimals
        "2026-11-24", "2026-11-24T10:00:00Z", "12:30", "190:20:30", "010-1234-5678",
        // booleans and nulls of YAML 1.1 and 1.2, in every case
        "yes", "no", "on", "off", "y", "n", "Y", "N", "YES", "No", "ON", "Off", "true", "False", "TRUE", "null",
        "Null", "NULL", "~", "yEs",
        // indicators at the start
        "!x", "!!str", "&a", "*a", "\"", "'", "#", "- x", "-", "? x", "[a]", "{a}", "|", ">", "%x", "@x", "`x", ",x",
        "=", "<<",
        // inside: a key, a comment, a colon at the end
        ": ", "a: b", "a #b", "ends:", "a:b", "a#b",
    ])
    func awkwardValueIsDoubleQuoted(value: String) {
        #expect(FrontMatterValue.written(value) == "\"" + value.replacingQuoteAndBackslash + "\"")
        #expect(!FrontMatterValue.isPlain(value))
    }

    /// Words, names, addresses and mail that mean nothing else to YAML stay
    /// plain, as people write them.
    @Test(arguments: [
        "letter", "postcard", "Min-ji Kim", "O'Brien", "min@example.com", "Tom & Jerry", "Hi!", "Why?",
        "서울시 종로구 1-2", "東京都", "Ünïcødé", "Yesterday", "Nobody", "onion", "Null Island", "Noël",
        "Hana 😀", "😀 Hana", "Flat 3/2 (back)", "a, b", "x_y", "e-mail.me", "Truely", "offline",
    ])
    func ordinaryValueStaysPlain(value: String) {
        #expect(FrontMatterValue.written(value) == value)
    }

    /// Spaces at either end, tabs, line breaks, controls and characters a
    /// reader would fold or drop are escaped, so the line stays one line and
    /// the value comes back exactly.
    @Test(arguments: [
        (" lead", "\" lead\""), ("trail ", "\"trail \""), ("  ", "\"  \""), ("", "\"\""),
        ("a\nb", "\"a\\nb\""), ("a\r\nb", "\"a\\r\\nb\""), ("tab\there", "\"tab\\there\""),
        ("\u{1B}[31mred", "\"\\e[31mred\""), ("bell\u{07}", "\"bell\\x07\""), ("del\u{7F}", "\"del\\x7F\""),
        ("nul\u{0}", "\"nul\\0\""), ("next\u{85}line", "\"next\\Nline\""), ("c1\u{9B}", "\"c1\\x9B\""),
        ("line\u{2028}sep", "\"line\\Lsep\""), ("para\u{2029}sep", "\"para\\Psep\""),
        ("\u{FEFF}bom", "\"\\uFEFFbom\""), ("rlo\u{202E}x", "\"rlo\\u202Ex\""), ("soft\u{AD}hyphen", "\"soft\\xADhyphen\""),
        ("non\u{FFFF}", "\"non\\uFFFF\""), ("tag\u{E0001}", "\"tag\\U000E0001\""),
        ("C:\\path", "\"C:\\\\path\""), ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("nbsp\u{A0}inside", "\"nbsp\u{A0}inside\""), ("👨‍👩‍👧 family", "\"👨‍👩‍👧 family\""),
    ] as [(String, String)])
    func escapesKeepTheValueOnOneLine(value: String, written: String) {
        #expect(FrontMatterValue.written(value) == written)
        var block = FrontMatter()
        block.set(value, for: "to")
        #expect(block.lines == ["to: " + written])
        #expect(block.value(for: "to") == value)
    }

    /// What people write by hand is read as YAML reads it: plain with a
    /// comment, single quotes, double quotes with every escape.
    @Test(arguments: [
        ("to: Sam", "Sam"), ("to: Sam # a friend", "Sam"), ("to:   Sam   ", "Sam"), ("to:", ""), ("to: ''", ""),
        ("to: \"\"", ""), ("postcode: 03045", "03045"), ("to: 'O''Brien'", "O'Brien"), ("to: '#1' # c", "#1"),
        ("to: \"a\\tb\"", "a\tb"), ("to: \"\\u00e9t\\u00E9\"", "été"), ("to: \"\\x41\\U0001F600\"", "A😀"),
        ("to: \"say \\\"hi\\\"\"", "say \"hi\""), ("to: \"it's\" # note", "it's"), ("to: \"a\\/b\\ c\\_d\"", "a/b c\u{A0}d"),
        ("to: \"  both  \"", "  both  "), ("to: \"C:\\Users\"", "C:\\Users"), ("to: \"open", "\"open"),
    ] as [(String, String)])
    func handWrittenValuesAreRead(line: String, value: String) {
        let block = FrontMatter(parsedLines: [line])
        #expect(block.value(for: line.prefix { $0 != ":" }.description) == value)
    }

    /// A line is kept when every YAML reader already reads the value letter
    /// records (its comment and quoting survive), and rewritten when one would
    /// type it otherwise or refuse it.
    @Test(arguments: [
        ("to: Sam # a friend", "Sam", "to: Sam # a friend"),
        ("postcode: '03045' # home", "03045", "postcode: '03045' # home"),
        ("postcode: \"03045\"", "03045", "postcode: \"03045\""),
        ("postcode: 03045", "03045", "postcode: \"03045\""),
        ("date: 2026-11-24", "2026-11-24", "date: \"2026-11-24\""),
        ("to: yes", "yes", "to: \"yes\""),
        ("to: 12:30 # noon", "12:30", "to: \"12:30\""),
        ("to: \"C:\\Users\"", "C:\\Users", "to: \"C:\\\\Users\""),
        ("to: 'unclosed", "unclosed", "to: unclosed"),
        ("to: \"a\" b", "a", "to: a"),
    ] as [(String, String, String)])
    func recordingKeepsOnlyLinesEveryReaderReadsAlike(before: String, value: String, after: String) {
        var block = FrontMatter(parsedLines: [before])
        #expect(block.value(for: before.prefix { $0 != ":" }.description) == value)
        block.set(value, for: String(before.prefix { $0 != ":" }))
        #expect(block.lines == [after])
    }

    @Test func numbersAreWrittenPlainAndKeptInAnyForm() {
        var block = FrontMatter(parsedLines: ["lines: \"20\"", "columns: 30 # wide"])
        block.set(20, for: "lines")
        block.set(30, for: "columns")
        #expect(block.lines == ["lines: \"20\"", "columns: 30 # wide"])
        block.set(21, for: "lines")
        block.set(-4, for: "margin")
        #expect(block.lines == ["lines: 21", "columns: 30 # wide", "margin: -4"])
    }

    /// Any string, controls and all, comes back from the line letter writes,
    /// and the line is one line that does not close the block.
    @Test func anyStringRoundTrips() async {
        let pieces = [
            "a", "Z", "0", "9", " ", "  ", "\t", "\n", "\r", "#", "'", "\"", "\\", ":", ": ", " #", "-", ".", "+", "~",
            "가", "😀", "👨‍👩‍👧", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{200D}", "\u{301}", "\u{A0}",
            "[", "{", "!", "&", "*", "%", "@", "`", "|", ">", "?", ",", "=", "x", "\\u", "\\x4", "yes", "null", "e3",
        ]
        let input = Gen.drawn { rng in
            (0..<Int.random(in: 0...10, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
        }
        await propertyCheck(count: 500, input: input) { value in
            var block = FrontMatter()
            block.set(value, for: "k")
            #expect(block.value(for: "k") == value, "written as \(block.lines)")
            #expect(block.lines.count == 1)
            #expect(!block.lines.contains { $0.contains(where: \.isNewline) || $0 == "---" })
            // Recording the same value again leaves the line alone.
            let before = block.lines
            block.set(value, for: "k")
            #expect(block.lines == before)
        }
    }

    /// The envelope keeps a field exactly, spaces at either end too, as one
    /// line; a field of nothing but spaces is empty.
    @Test func envelopeFieldsAreExactOnOneLine() {
        var envelope = Envelope()
        envelope[.to] = "  Min-ji  "
        envelope[.address] = "1 Main St\nSeoul"
        envelope[.from] = "   "
        #expect(envelope[.to] == "  Min-ji  ")
        #expect(envelope[.address] == "1 Main St Seoul")
        #expect(envelope[.from] == nil)
        var block = FrontMatter()
        envelope.record(in: &block)
        #expect(Envelope(frontMatter: block) == envelope)
        #expect(block.lines == ["to: \"  Min-ji  \"", "address: \"1 Main St Seoul\""])
    }
}

extension String {
    /// The value with `"` and `\` escaped, as inside YAML double quotes.
    fileprivate var replacingQuoteAndBackslash: String {
        var text = ""
        for character in self {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
