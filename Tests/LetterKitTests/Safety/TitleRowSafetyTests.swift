import Testing

@testable import LetterKit

/// The editor's title row names the file, the recipient and the paper:
/// data, escaped as every name on a terminal is.
@Suite("Safety: the editor's title row")
struct TitleRowSafetyTests {
    static let names: [(path: String, shown: String)] = [
        ("/letters/min\u{1B}[2J.letter", "min^[[2J.letter"),
        ("/letters/min\u{9B}31m.letter", "min~[31m.letter"),
        ("/letters/photo\u{202E}rettel.exe", "photo<U+202E>rettel.exe"),
        ("/letters/a\u{2067}b\u{2069}.letter", "a<U+2067>b<U+2069>.letter"),
        ("/letters/bell\u{07}\u{7F}.letter", "bell^G^?.letter"),
    ]

    @Test(arguments: names.indices)
    func theFilesNameIsEscaped(index: Int) {
        let (path, shown) = Self.names[index]
        let harness = EditorHarness.defaultPaper(text: "Dear Min-ji,", path: path)
        #expect(harness.titleRow.contains(shown), "\(harness.titleRow)")
        let scalars = harness.frame.rows[0].flatMap { Array($0.text.unicodeScalars) }
        #expect(!scalars.contains(where: TerminalSafe.needsEscaping))
    }

    @Test func theRecipientIsEscaped() {
        var harness = EditorHarness.defaultPaper(text: "Hi", path: "/letters/min.letter")
        harness.state.envelope[.to] = "Min\u{202E}ij \u{1B}]0;x\u{07}"
        #expect(harness.titleRow.contains("to Min<U+202E>ij ^[]0;x^G"), "\(harness.titleRow)")
    }
}

/// The letterbox's rows show names, titles, recipients and openings: data,
/// escaped as on the command line.
@Suite("Safety: the letterbox's rows")
struct BoxRowSafetyTests {
    @Test func aLettersTitleRecipientAndOpeningAreEscaped() {
        let box = BoxHarness(
            letters: [
                BoxFixture.letter(
                    "a.letter", title: "Dear \u{202E}maS", opening: "Dear \u{202E}maS ring \u{1B}]0;x\u{07}",
                    recipient: "Sam\u{9B}2J")
            ], rows: 8, columns: 72)
        #expect(box.screenText.contains("Dear <U+202E>maS"), "\(box.screenText)")
        #expect(box.screenText.contains("to Sam~[2J"), "\(box.screenText)")
        #expect(box.screenText.contains("ring ^[]0;x^G"), "\(box.screenText)")
        let scalars = box.frame.rows.flatMap { $0.flatMap { Array($0.text.unicodeScalars) } }
        #expect(!scalars.contains(where: TerminalSafe.needsEscaping))
    }
}
