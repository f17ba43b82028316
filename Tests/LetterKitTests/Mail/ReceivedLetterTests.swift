import Testing

@testable import LetterKit

/// What a letter takes from a received message: HTML made plain, names made
/// safe, controls removed, the envelope filled, a paper that holds it all.
@Suite("Mail: a received message as a letter")
struct ReceivedLetterTests {
    static let html: [(String, [String])] = [
        ("<p>Hello &amp; welcome</p><div>Second<br>Third</div>", ["Hello & welcome", "", "Second", "Third"]),
        ("<html><head><title>Title</title><style>p { color: red }</style></head><body>Body</body></html>", ["Body"]),
        ("one<script>document.write('two')</script> three", ["one three"]),
        ("<ul><li>first</li><li>second</li></ul>", ["• first", "• second"]),
        ("a  \n  b", ["a b"]),
        ("&lt;b&gt; &#54620;&#xAE00; &nbsp;x &bogus; &amp", ["<b> 한글 \u{A0}x &bogus; &amp"]),
        ("<!-- <p>hidden</p> -->shown", ["shown"]),
        ("<img src=\"https://example.com/track.png\" alt=\"x\">text", ["text"]),
        ("a < b and c > d", ["a < b and c > d"]),
        ("<a href='x>y'>link</a>", ["link"]),
        ("&#27;[2J&#7;", ["\u{FFFD}[2J\u{FFFD}"]),
        ("<P>Upper</P><BR>case", ["Upper", "", "case"]),
        ("", []),
    ]

    @Test(arguments: html)
    func htmlIsMadePlain(html: String, lines: [String]) {
        #expect(HTMLPlainText.lines(of: html) == lines)
    }

    static let names: [(String, String)] = [
        ("leaf.png", "leaf.png"),
        ("../../x.png", "x.png"),
        ("/etc/passwd", "passwd"),
        ("..", "fallback.png"),
        ("...png", "png"),
        (".hidden.png", "hidden.png"),
        ("a..b.png", "a.b.png"),
        ("C:\\Users\\x\\y.jpg", "y.jpg"),
        ("\u{1B}[2Jevil\u{7}.png", "[2Jevil.png"),
        ("\u{202E}gnp.exe", "gnp.exe"),
        ("", "fallback.png"),
        ("사진.png", "사진.png"),
    ]

    @Test(arguments: names)
    func namesAreMadePlainFileNames(name: String, safe: String) {
        #expect(SafeFileNames.safe(name, fallback: "fallback.png") == safe)
    }

    @Test func aNameGivenTwiceIsNumbered() {
        var names = SafeFileNames()
        #expect(names.name(for: "a.png", fallback: "x") == "a.png")
        #expect(names.name(for: "../A.png", fallback: "x") == "A-2.png")
        #expect(names.name(for: "a.png", fallback: "x") == "a-3.png")
        #expect(names.name(for: "", fallback: "picture-1.png") == "picture-1.png")
    }

    @Test func base64GoesBothWays() {
        for bytes: [UInt8] in [[], [0], [0, 1], [0, 1, 2], Array(0...255)] {
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.decode("aGk=") == Array("hi".utf8))
        #expect(Base64.decode("a$k=") == nil)
        #expect(Base64.decode("abc") == nil)
        #expect(Base64.decode("a=bc") == nil)
    }

    static let message = ReceivedMessage(
        from: [.init(name: "김\u{1B}[2J민지", address: "minji@example.com")],
        to: [.init(name: nil, address: "hana@example.org"), .init(name: "Other", address: "o@example.org")],
        date: "2026-11-24", time: "1030", subject: "가을\u{1B}]52;c;ZXZpbA==\u{7} 편지",
        plain: "첫 줄\u{1B}[2J\r\n\t둘째 줄\u{9B}31m\u{202E}\r\n\n\n",
        pictures: [
            .init(name: "../../x.png", mediaType: "image/png", bytes: [1, 2, 3]),
            .init(name: "x.png", mediaType: "image/png", bytes: [4]),
            .init(name: "", mediaType: "image/jpeg", bytes: [5]),
        ])

    @Test func theLetterHoldsNoControlAndItsPicturesStayInTheFolder() {
        let letter = ReceivedLetter(of: Self.message, filesFolder: "a.letter.files")
        let texts = letter.lines.map { $0.compactMap(\.text?.text).joined() }
        #expect(texts.prefix(3) == ["첫 줄[2J", "    둘째 줄31m", ""])
        #expect(letter.lines.dropFirst(3).map { $0.first?.image?.url } == [
            "a.letter.files/x.png", "a.letter.files/x-2.png", "a.letter.files/picture-3.jpeg",
        ])
        #expect(letter.files.map(\.name) == ["x.png", "x-2.png", "picture-3.jpeg"])
        #expect(letter.envelope[.from] == "김[2J민지")
        #expect(letter.envelope[.to] == "hana@example.org")
        #expect(letter.envelope[.email] == "hana@example.org")
        #expect(letter.envelope[.date] == "2026-11-24")
        #expect(ReceivedLetter.name(of: Self.message) == "2026-11-24 가을]52;c;ZXZpbA== 편지")
    }

    @Test func aNameIsMadeOfNothingButItsDayAndSubject() {
        #expect(ReceivedLetter.name(of: ReceivedMessage(subject: "../../etc/passwd")) == "passwd")
        #expect(ReceivedLetter.name(of: ReceivedMessage(date: "2026-01-02", subject: "")) == "2026-01-02 message")
    }

    @Test func aLongMessageGetsAPaperThatHoldsIt() throws {
        let short = ReceivedLetter(of: ReceivedMessage(plain: "one\ntwo\n"), filesFolder: "x.files")
        #expect(short.paper(standard: .letter, shelf: Paper.presets, folder: "/box") == .letter)
        let text = (1...300).map { "line \($0)" }.joined(separator: "\n")
        let long = ReceivedLetter(of: ReceivedMessage(plain: text), filesFolder: "x.files")
        let chosen = long.paper(standard: .letter, shelf: Paper.presets, folder: "/box")
        #expect(chosen.lines >= 300)
        #expect(long.fits(on: chosen, folder: "/box"))
        // No paper on the shelf is long enough: the default made longer.
        let made = long.paper(standard: .letter, shelf: [.postcard], folder: "/box")
        #expect(made.lines == 300 && made.columns == Paper.letter.columns)
        #expect(long.fits(on: made, folder: "/box"))
    }
}
