import PropertyBased
import Testing

@testable import LetterKit

/// The idle turn draws only the status row: `renderAfterIdle` gives the
/// frame a whole render gives, and a figure that moved by one is drawn
/// alone, its columns the only ones reported.
@Suite("Idle status row")
struct IdleStatusRenderTests {
    /// The default paper in an 80×24 terminal, rendered once.
    static func editor(_ text: String) -> (EditorState, FrameRenderer) {
        var state = EditorState(page: Page(paper: .letter, text: text), path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 24, columns: 80))
        _ = state.handle(.input(.idle))
        var renderer = FrameRenderer()
        renderer.render(state, state.terminal)
        return (state, renderer)
    }

    /// `text` with the cursor at its end and its figures shown, then
    /// `typed` typed and drawn: the frame before the pause, and the state
    /// and renderer after it (the pause drawn with `renderAfterIdle`).
    static func paused(_ text: String, typing typed: Character) -> (EditorState, FrameRenderer, before: Frame) {
        var (state, renderer) = Self.editor(text)
        _ = state.handle(.move(.documentEnd, selecting: false))
        renderer.render(state, state.terminal)
        _ = state.handle(.input(.idle))
        renderer.renderAfterIdle(state, state.terminal)
        _ = state.handle(.input(.key(.character(typed))))
        renderer.render(state, state.terminal)
        let before = renderer.frame
        _ = state.handle(.input(.idle))
        renderer.renderAfterIdle(state, state.terminal)
        return (state, renderer, before)
    }

    @Test func aTypedKeyThenAPauseRedrawsOnlyTheFiguresThatChanged() {
        let (state, renderer, before) = Self.paused("Dear Sam, hi", typing: "!")
        let frame = renderer.frame
        #expect(frame == render(state, state.terminal))
        let statusRow = state.terminal.rows - 1
        #expect(renderer.changedRows == [statusRow])
        #expect(renderer.changes.allSatisfy { $0.row == statusRow })
        let changed = frame.rows[statusRow].indices.filter { frame.rows[statusRow][$0] != before.rows[statusRow][$0] }
        let reported = renderer.changes.map(\.columns)
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { column in reported.contains { $0.contains(column) } })
        // "Ln 1, Col 13" → "Ln 1, Col 14" and "12 chars" → "13 chars": each
        // figure's digit that moved, reported alone, not the stretch between
        // the figures nor the row (the figures stand right of column 30 in 80).
        #expect(reported.count == 2)
        #expect(reported.allSatisfy { $0.lowerBound >= 30 })
        #expect(reported.map(\.count).reduce(0, +) == changed.count)
    }

    @Test func aFigureGrowingAWidthRedrawsTheFiguresAsARenderDoes() {
        var (state, renderer) = Self.editor("123456789")
        _ = state.handle(.move(.documentEnd, selecting: false))
        _ = state.handle(.input(.key(.character("0"))))
        renderer.render(state, state.terminal)
        _ = state.handle(.input(.idle))
        #expect(renderer.renderAfterIdle(state, state.terminal) == render(state, state.terminal))
    }

    /// "Col 10" after "Col 9", "10 chars" after "9 chars": the figures
    /// left of the wider one move one column left, and only the figures'
    /// columns are drawn again and reported, not the blank row before them.
    @Test func aFigureGainingADigitRedrawsTheFiguresAlone() {
        let (state, renderer, before) = Self.paused("12345678", typing: "9")
        let frame = renderer.frame
        #expect(frame == render(state, state.terminal))
        let statusRow = state.terminal.rows - 1
        let changed = frame.rows[statusRow].indices.filter { frame.rows[statusRow][$0] != before.rows[statusRow][$0] }
        let reported = renderer.changes.first { $0.row == statusRow }?.columns ?? 0..<0
        #expect(renderer.changes.map(\.row) == [statusRow])
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { reported.contains($0) })
        #expect(reported.lowerBound >= 30)
        #expect(reported.upperBound == state.terminal.columns)
    }

    @Test(arguments: [(0, "0"), (7, "7"), (10, "10"), (99, "99"), (100, "100"), (-42, "-42"), (Int.max, "\(Int.max)"), (Int.min, "\(Int.min)")])
    func figureNumbersAreTheirDecimalDigits(value: Int, digits: String) {
        var bytes: [UInt8] = []
        StatusFigureText.appendNumber(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == digits)
    }

    @Test func aMessageOnTheStatusRowIsDrawnAsARenderDraws() {
        var (state, renderer) = Self.editor("Dear Sam,")
        _ = state.handle(.input(.key(.character("a"))))
        state.message = EditorState.Message("Saved /tmp/a.letter")
        renderer.render(state, state.terminal)
        _ = state.handle(.input(.idle))
        #expect(renderer.renderAfterIdle(state, state.terminal) == render(state, state.terminal))
        state.message = nil
        _ = state.handle(.input(.key(.character("b"))))
        renderer.render(state, state.terminal)
        _ = state.handle(.input(.idle))
        #expect(renderer.renderAfterIdle(state, state.terminal) == render(state, state.terminal))
    }

    /// Typing, moves, Enter and pauses in any order, each pause drawn with
    /// `renderAfterIdle` and everything else with `render`: every frame is
    /// a whole render's, and every changed cell is in a reported change.
    struct Run: Sendable, CustomStringConvertible {
        var text: String
        var messages: [EditorMsg]
        var description: String { "\(text.debugDescription) \(messages)" }
    }

    @Test func idleFramesEqualWholeOnes() async {
        let runs = Gen.drawn { rng in
            let keys: [EditorMsg] = (0..<Int.random(in: 1...50, using: &rng)).map { _ in
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4: .key(.character(["a", "9", "가", " ", "é"].randomElement(using: &rng) ?? "a"))
                case 4: .key(.enter)
                case 5: .key(.backspace)
                case 6: .key([Key.left, .right, .up, .home, .end, .control("b")].randomElement(using: &rng) ?? .left)
                case 7: .resize(rows: Int.random(in: 20...30, using: &rng), columns: Int.random(in: 60...100, using: &rng))
                default: .idle
                }
            }
            return Run(text: WorldText.text(0...12, using: &rng), messages: keys)
        }
        await propertyCheck(count: 100, input: runs) { run in
            var (state, renderer) = Self.editor(run.text)
            var previous = renderer.frame
            for (index, message) in run.messages.enumerated() {
                _ = state.handle(message)
                let isIdle = if case .input(.idle) = message { true } else { false }
                let frame =
                    isIdle ? renderer.renderAfterIdle(state, state.terminal) : renderer.render(state, state.terminal)
                guard frame == render(state, state.terminal) else {
                    Issue.record("after message \(index) \(message): the frame differs from a whole render")
                    return
                }
                if isIdle, previous.size == frame.size {
                    for row in frame.rows.indices {
                        let columns = frame.rows[row].indices.filter { previous.rows[row][$0] != frame.rows[row][$0] }
                        // A row may be reported in pieces (each figure that
                        // moved): every changed cell is in one of them.
                        let reported = renderer.changes.filter { $0.row == row }.map(\.columns)
                        guard columns.allSatisfy({ column in reported.contains { $0.contains(column) } }) else {
                            Issue.record("after message \(index): row \(row) changed unreported")
                            return
                        }
                    }
                }
                previous = frame
            }
        }
    }
}
