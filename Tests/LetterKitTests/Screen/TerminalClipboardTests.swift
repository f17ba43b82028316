import Testing

@testable import LetterKit

/// OSC 52: the text as UTF-8, base64 with padding, between `ESC ] 52 ; c ;`
/// and BEL; and the cap on what one sequence carries.
@Suite struct TerminalClipboardTests {
    @Test(arguments: [
        ("", ""),
        ("a", "YQ=="), ("ab", "YWI="), ("abc", "YWJj"), ("hello", "aGVsbG8="),  // each padding
        ("안녕", "7JWI64WV"),  // Korean: three bytes a syllable
        ("😀", "8J+YgA=="),  // four bytes, and the alphabet's + and /
        ("a\nb", "YQpi"),  // a newline is carried as it is
        ("Dear Ann,\n안녕하세요 😀", "RGVhciBBbm4sCuyViOuFle2VmOyEuOyalCDwn5iA"),
    ])
    func sequenceCarriesTheTextAsBase64(text: String, encoded: String) {
        #expect(TerminalClipboard.sequence(for: text) == "\u{1B}]52;c;" + encoded + "\u{07}")
    }

    @Test func everyByteValueEncodesAsTheStandardAlphabet() {
        let bytes = (0...255).map { UInt8($0) }
        #expect(
            TerminalClipboard.base64(bytes)
                == "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xN"
                + "Tk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqb"
                + "nJ2en6ChoqOkpaanqKmqq6ytrq+wsbKztLW2t7i5uru8vb6/wMHCw8TFxsfIycrLzM3Oz9DR0tPU1dbX2Nna29zd3t/g4eLj5OXm5+jp"
                + "6uvs7e7v8PHy8/T19vf4+fr7/P3+/w==")
    }

    @Test(arguments: [
        (74_999, true), (75_000, true), (75_001, false),  // 75 000 bytes make 100 000 characters
    ])
    func aSelectionFitsUpToTheCap(bytes: Int, fits: Bool) {
        #expect(TerminalClipboard.fits(String(repeating: "a", count: bytes)) == fits)
    }

    @Test func theCapCountsBytesNotCharacters() {
        // 25 000 syllables are 75 000 bytes; one more is over.
        #expect(TerminalClipboard.fits(String(repeating: "한", count: 25_000)))
        #expect(!TerminalClipboard.fits(String(repeating: "한", count: 25_001)))
    }
}
