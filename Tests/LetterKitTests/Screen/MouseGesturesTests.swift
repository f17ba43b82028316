import Testing

@testable import LetterKit

/// SGR mouse reports read from the input, and what they make: clicks,
/// drags, double clicks, the wheel. Times are made up, in milliseconds.
@Suite struct MouseGesturesTests {
    static let esc = "\u{1B}"

    @Test(arguments: [
        ("[<0;12;5M", MouseReport(code: 0, row: 4, column: 11)),
        ("[<0;12;5m", MouseReport(code: 0, row: 4, column: 11, isRelease: true)),
        ("[<32;300;2M", MouseReport(code: 32, row: 1, column: 299)),  // past X10's 223 columns
        ("[<64;1;1M", MouseReport(code: 64, row: 0, column: 0)),
        ("[<65;80;24M", MouseReport(code: 65, row: 23, column: 79)),
        ("[<2;3;4M", MouseReport(code: 2, row: 3, column: 2)),
    ])
    func sgrReportIsReadWhole(sequence: String, report: MouseReport) {
        #expect(KeyDecoder.outputs(of: Self.esc + sequence) == [.mouse(report)])
    }

    @Test(arguments: [
        "[<0;12M", "[<0;0;5M", "[<0;12;0M", "[<;1;1M", "[<0;1;1;1M",  // not three positive numbers
    ])
    func malformedReportIsDroppedSilently(sequence: String) {
        #expect(KeyDecoder.outputs(of: Self.esc + sequence) == [])
    }

    @Test func reportBetweenKeysLeavesThemTyped() {
        #expect(
            KeyDecoder.outputs(of: "a\u{1B}[<0;2;3Mb")
                == [.key(.character("a")), .mouse(MouseReport(code: 0, row: 2, column: 1)), .key(.character("b"))])
    }

    @Test(arguments: [
        (0, false, MouseReport.Kind.leftPress), (0, true, .leftRelease), (32, false, .leftDrag),
        (4, false, .leftPress), (16, false, .leftPress),  // Shift or Ctrl held: still the left button
        (64, false, .wheelUp), (65, false, .wheelDown), (64, true, .other),
        (1, false, .other), (2, false, .other), (34, false, .other),  // middle, right, right dragged
        (35, false, .other),  // motion with no button (mode 1003)
    ])
    func kindIsTheButtonAndWhatItDid(code: Int, isRelease: Bool, kind: MouseReport.Kind) {
        #expect(MouseReport(code: code, row: 0, column: 0, isRelease: isRelease).kind == kind)
    }

    /// The inputs made by `reports`, each as (code, row, column, release, at).
    private func inputs(_ reports: [(Int, Int, Int, Bool, Int)]) -> [ScreenInput] {
        var gestures = MouseGestures()
        return reports.compactMap { code, row, column, isRelease, at in
            gestures.take(
                MouseReport(code: code, row: row, column: column, isRelease: isRelease), at: .milliseconds(at))
        }
    }

    @Test func pressMoveReleaseIsAClickThenDrags() {
        #expect(
            inputs([(0, 3, 10, false, 0), (32, 3, 12, false, 50), (32, 4, 2, false, 90), (0, 4, 5, true, 120)]) == [
                .click(row: 3, column: 10), .drag(row: 3, column: 12), .drag(row: 4, column: 2),
                .drag(row: 4, column: 5),
            ])
    }

    @Test func releaseWithoutMotionSaysNothing() {
        #expect(inputs([(0, 3, 10, false, 0), (0, 3, 10, true, 30)]) == [.click(row: 3, column: 10)])
    }

    @Test func motionWithTheButtonUpSaysNothing() {
        #expect(inputs([(32, 3, 10, false, 0), (0, 3, 10, true, 10), (32, 3, 12, false, 20)]) == [])
    }

    @Test func secondPressOnTheSameCellSoonIsADoubleClick() {
        #expect(
            inputs([(0, 3, 10, false, 0), (0, 3, 10, true, 40), (0, 3, 10, false, 200), (0, 3, 10, true, 240)]) == [
                .click(row: 3, column: 10), .doubleClick(row: 3, column: 10),
            ])
    }

    @Test(arguments: [
        (3, 11, 200),  // another cell
        (3, 10, 401),  // too late
    ])
    func secondPressElsewhereOrLaterIsAClick(row: Int, column: Int, at: Int) {
        #expect(
            inputs([(0, 3, 10, false, 0), (0, 3, 10, true, 40), (0, row, column, false, at)]) == [
                .click(row: 3, column: 10), .click(row: row, column: column),
            ])
    }

    @Test func aThirdPressStartsAfresh() {
        let press = { (at: Int) in (0, 3, 10, false, at) }
        let release = { (at: Int) in (0, 3, 10, true, at + 10) }
        #expect(
            inputs([press(0), release(0), press(100), release(100), press(200), release(200)]) == [
                .click(row: 3, column: 10), .doubleClick(row: 3, column: 10), .click(row: 3, column: 10),
            ])
    }

    @Test func aDragBetweenPressesIsNoDoubleClick() {
        #expect(
            inputs([(0, 3, 10, false, 0), (32, 3, 11, false, 20), (32, 3, 10, false, 40), (0, 3, 10, true, 50),
                    (0, 3, 10, false, 100)]) == [
                .click(row: 3, column: 10), .drag(row: 3, column: 11), .drag(row: 3, column: 10),
                .drag(row: 3, column: 10), .click(row: 3, column: 10),
            ])
    }

    @Test func theWheelScrollsThreeRows() {
        #expect(inputs([(64, 5, 5, false, 0), (65, 5, 5, false, 10)]) == [.scroll(rows: -3), .scroll(rows: 3)])
    }
}
