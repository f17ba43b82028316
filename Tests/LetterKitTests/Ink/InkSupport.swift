import Testing

@testable import LetterKit

// Short names for inks in table tests, so a row reads like the letter it describes.
extension Ink {
    static let b = Ink(bold: true)
    static let i = Ink(italic: true)
    static let bi = Ink(bold: true, italic: true)
    static let u = Ink(underline: true)
    static let red = Ink(color: .red)
    static let mark = Ink(highlight: .yellow)

    /// This ink with `change` made, for combinations: `Ink.b.with(.color(.red))`.
    func with(_ change: InkChange) -> Ink { change.applied(to: self) }
}

/// A styled paragraph written as its text and its runs, in any order.
func styled(_ text: String, _ runs: (Range<Int>, Ink)...) -> StyledText {
    StyledText(Array(text), runs: runs.map { StyleRun($0.0, $0.1) })
}

/// Expects `actual` to have exactly `expected`'s characters (scalar for scalar:
/// `Character ==` would let "é" equal "e\u{301}") and runs, and canonical runs.
func expectStyled(
    _ actual: StyledText, _ expected: StyledText, _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let same = Exact(actual.string) == Exact(expected.string) && actual.runs == expected.runs
    #expect(same, "\(comment())\n  got      \(actual)\n  expected \(expected)", sourceLocation: sourceLocation)
    #expect(actual.hasCanonicalRuns, "runs not canonical: \(actual)", sourceLocation: sourceLocation)
}
