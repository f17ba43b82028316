import PropertyBased
import Testing

@testable import LetterKit

/// The incremental renderer draws exactly what a whole render draws, and says
/// which rows it changed, after any sequence of commands.
@Suite("Incremental frame renderer")
struct FrameRendererTests {
    /// A random command, heavy in typing and moves, with the occasional
    /// resize, prompt, overlay, paste and scroll.
    static func command<R: RandomNumberGenerator>(using rng: inout R) -> EditorMsg {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<35:
            let piece = WorldText.pieces.randomElement(using: &rng) ?? "a"
            return .key(.character(piece.randomElement(using: &rng) ?? "a"))
        case 35..<40: return .key(.enter)
        case 40..<46: return .key(.backspace)
        case 46..<58:
            let keys: [Key] = [
                .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .ctrl(.home), .ctrl(.end),
                .shift(.left), .shift(.right), .shift(.down), .shift(.up), .control("a"), .escape,
            ]
            return .key(keys.randomElement(using: &rng) ?? .left)
        case 58..<61: return .edit(.paste(WorldText.text(0...12, using: &rng)))
        case 61..<64: return .key(.control("z"))
        case 64..<66: return .key(.control("y"))
        case 66..<69:
            return .resize(rows: Int.random(in: 0...40, using: &rng), columns: Int.random(in: 0...120, using: &rng))
        case 69..<72: return .scroll(rows: Int.random(in: -6...6, using: &rng))
        case 72..<74: return .key(.function(1))
        case 74..<77: return .key(.control("f"))
        case 77..<79: return .key(.control("o"))
        case 79..<81: return .saveFinished(.failed(.writeFailed(path: WorldText.path(using: &rng), .noSpace)))
        case 81..<83: return .saveFinished(.saved(path: WorldText.path(using: &rng)))
        case 83..<85: return .idle
        case 85..<87: return .key(.control("q"))
        case 87..<89: return .key(.function(3))
        case 89..<91:
            return .click(row: Int.random(in: -1...30, using: &rng), column: Int.random(in: -1...90, using: &rng))
        default: return .key(.character(" "))
        }
    }

    struct Run: Sendable, CustomStringConvertible {
        var paper: Paper
        var text: String
        var commands: [EditorMsg]
        var description: String { "\(paper) \(text.debugDescription) \(commands)" }
    }

    static let runs = Gen.drawn { rng in
        let papers = [sheet(3, 20), sheet(8, 12), Paper.letter, sheet(40, 30)]
        return Run(
            paper: papers.randomElement(using: &rng) ?? .letter,
            text: WorldText.text(0...20, using: &rng),
            commands: (0..<Int.random(in: 1...60, using: &rng)).map { _ in command(using: &rng) })
    }

    @Test func incrementalFramesEqualWholeOnes() async {
        await propertyCheck(count: 150, input: Self.runs) { run in
            var state = EditorState(page: Page(paper: run.paper, text: run.text), path: "/tmp/a.letter")
            var renderer = FrameRenderer()
            _ = update(&state, .resize(rows: 24, columns: 80))
            var previous = renderer.render(state, state.terminal)
            var scrolled = 0
            for (index, command) in run.commands.enumerated() {
                _ = state.handle(command)
                // A quit is not acted on here: the letter stays, as in a session
                // whose quit was cancelled.
                let frame = renderer.render(state, state.terminal)
                let whole = render(state, state.terminal)
                guard frame == whole else {
                    Issue.record("after command \(index) \(command): the incremental frame differs from a whole render")
                    return
                }
                if previous.size == frame.size, let scroll = renderer.scroll {
                    // The screen scrolls its rows as the renderer says; uncovered rows are blank.
                    let blank = [Cell](repeating: Cell(" ", .desk), count: previous.size.columns)
                    let moved = previous.rows
                    for row in scroll.rows {
                        let source = row + scroll.by
                        previous.rows[row] = scroll.rows.contains(source) ? moved[source] : blank
                    }
                }
                if previous.size == frame.size {
                    // Every changed cell lies in a reported row, within its columns.
                    for row in frame.rows.indices {
                        let columns = frame.rows[row].indices.filter { previous.rows[row][$0] != frame.rows[row][$0] }
                        guard let first = columns.first, let last = columns.last else { continue }
                        // A row may be reported in pieces: each changed cell is in one.
                        let reported = renderer.changes.filter { $0.row == row }.map(\.columns)
                        guard columns.allSatisfy({ column in reported.contains { $0.contains(column) } }) else {
                            Issue.record(
                                "after command \(index) \(command): row \(row) changed in columns \(first)...\(last), reported \(reported)")
                            return
                        }
                    }
                }
                if renderer.scroll != nil { scrolled += 1 }
                previous = frame
            }
            _ = scrolled
        }
    }

    /// Typing at the bottom of a long letter scrolls the view by a row: the
    /// renderer reports the scroll and redraws only the row it uncovers.
    @Test func aScrollRedrawsOnlyTheUncoveredRow() {
        let text = (1...40).map { "line \($0)" }.joined(separator: "\n")
        var state = EditorState(page: Page(paper: sheet(60, 30), text: text), path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 12, columns: 60))
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.ctrl(.end)))
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.enter))
        let frame = renderer.render(state, state.terminal)
        #expect(frame == render(state, state.terminal))
        #expect(renderer.scroll?.by == 1)
        #expect(renderer.scroll?.rows == 1..<11)
        // The uncovered bottom row, the row the Enter split (now one up) and
        // the title's modified mark.
        #expect(renderer.changedRows.count <= 3)
    }

    /// Typing a character on a full default page redraws its own row (and the
    /// status row once input pauses), nothing else.
    @Test func typingRedrawsOnlyItsLineAndTheStatusRow() {
        var state = EditorState(
            page: Page(paper: .letter, text: (1...18).map { "line \($0)" }.joined(separator: "\n")),
            path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 24, columns: 80))
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.ctrl(.home)))
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.character("x")))
        renderer.render(state, state.terminal)
        // Row 3 holds the first line; the title gains "modified" on the first change.
        #expect(renderer.changedRows == [0, 3])
        _ = update(&state, .key(.character("y")))
        renderer.render(state, state.terminal)
        #expect(renderer.changedRows == [3])
        // Moving the cursor along the line changes no row: only the cursor moves.
        _ = update(&state, .key(.right))
        renderer.render(state, state.terminal)
        #expect(renderer.changedRows == [])
        // Once input pauses, the status row catches up.
        _ = update(&state, .idle)
        renderer.render(state, state.terminal)
        #expect(renderer.changedRows == [23])
    }

    /// A key on a line reports the columns from the first changed character
    /// to where the old or the new text ends, not to the row's end: the
    /// screen compares only those cells.
    @Test(arguments: [
        // (line, keys, changed columns): the writing area starts at column 8.
        ("abc", [Key.end, .character("d")], 11..<12),
        ("abc", [Key.end, .backspace], 10..<11),
        ("abc", [Key.home, .character("x")], 8..<12),
        ("abcdef", [Key.home, .delete], 8..<14),
        ("가나", [Key.end, .character("다")], 12..<14),
    ])
    func aKeyReportsOnlyTheColumnsItChanged(line: String, keys: [Key], columns: Range<Int>) {
        var state = EditorState(page: Page(paper: .letter, text: line), path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 24, columns: 80))
        renderer.render(state, state.terminal)
        for key in keys.dropLast() { _ = update(&state, .key(key)) }
        // The first frame is drawn whole; the second keeps the rows' keys.
        renderer.render(state, state.terminal)
        _ = update(&state, .key(keys[keys.count - 1]))
        let frame = renderer.render(state, state.terminal)
        #expect(frame == render(state, state.terminal))
        let change = renderer.changes.first { $0.row == 3 }
        #expect(change?.columns == columns, "\(renderer.changes)")
    }

    /// An ideographic space (two cells) hanging at the last column lives in the
    /// margin: no part of it is drawn over the sheet's edge, in a whole render
    /// or an incremental one.
    @Test func aWideHangingSpaceIsNotDrawnIntoTheMargin() {
        var state = EditorState(page: Page(paper: sheet(3, 12), text: "abcdefghijk\u{3000}x"), path: "/tmp/a.letter")
        _ = update(&state, .resize(rows: 10, columns: 60))
        let frame = render(state, state.terminal)
        // The 12-column writing area starts at column 24; column 36 is the margin.
        #expect(frame.rows[3][35].style == .line)
        #expect(frame.rows[3][36] == Cell(" ", .paper))
        var renderer = FrameRenderer()
        renderer.render(state, state.terminal)
        _ = update(&state, .key(.ctrl(.home)))
        _ = update(&state, .key(.character("Z")))
        #expect(renderer.render(state, state.terminal) == render(state, state.terminal))
    }
}
