import Testing

@testable import LetterPrint

/// Which stretches of type are placed a character at a time because Pango
/// would reorder them: right-to-left scripts, which the screen shows in the
/// order they were typed.
@Suite("Print: right-to-left stretches placed in typed order")
struct PrintTypeSetterTests {
    @Test(arguments: [
        ("שלום", true), ("سلام", true), ("ܫܠܡܐ", true), ("abc ש", true), ("ﷺ", true), ("ﻼ", true),
        ("Dear Sam", false), ("안녕하세요", false), ("日本語", false), ("😀", false), ("é—", false), ("", false),
    ])
    func rightToLeftLettersAreFound(text: String, expected: Bool) {
        #expect(TypeSetter.isRightToLeft(text) == expected)
    }
}
