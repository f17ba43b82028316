import PropertyBased
import Testing

@testable import LetterKit

/// A paper's look is drawn incrementally as a preset's is: the renderer's
/// frames equal whole renders, and a key redraws its line, not the sheet.
@Suite("Stationery: incremental drawing")
struct StationeryRendererTests {
    /// Every part of the look away from the standard: a one-cell margin, a
    /// double border, no ruling, a letterhead and a status row of its own.
    static let card = sheet(3, 20).withLook(
        PaperLook(
            margin: 1, border: .double, ruling: .none, letterhead: "From Hana", status: [.paper, .position, .words]))

    @Test func typingOnALookedPaperRedrawsOnlyItsLine() {
        var state = EditorState(page: Page(paper: Self.card, text: "Dear Ann,\nHow are you?"), path: "/tmp/a.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 10, columns: 60))
        renderer.render(state, state.terminal)
        func step(_ command: EditorMsg) -> [Int] {
            _ = state.handle(command)
            // Compared first, so a difference is reported without two whole frames.
            let same = renderer.render(state, state.terminal) == render(state, state.terminal)
            #expect(same, "after \(command): the incremental frame differs from a whole render")
            return renderer.changedRows
        }
        // Row 3 holds the first line; the title gains "modified" on the first change.
        #expect(step(.key(.character("x"))) == [0, 3])
        #expect(step(.key(.character("y"))) == [3])
        // Deleting gives the cells back to the unruled paper, on that row only.
        #expect(step(.key(.backspace)) == [3])
        #expect(step(.key(.end)) == [])
        #expect(step(.key(.character("!"))) == [3])
        // Once input pauses, the status row catches up.
        #expect(step(.idle) == [9])
        _ = step(.key(.enter))
        _ = step(.key(.control("z")))
        _ = step(.key(.ctrl(.end)))
        _ = step(.edit(.paste("and one word too many for the card")))
        _ = step(.idle)
        #expect(renderer.frame.rows[3][20].style == .unruledLine)
        #expect(renderer.frame.rows[2].contains { $0.style == .letterhead })
    }

    /// Random looks: any margin, border, ruling, letterhead and status list.
    static func look<R: RandomNumberGenerator>(using rng: inout R) -> PaperLook {
        let letterheads: [String?] = [
            nil, "", "From Hana", "한나의 편지지", "Warmest wishes from Jeju Island, with love",
        ]
        return PaperLook(
            margin: Int.random(in: 0...8, using: &rng),
            border: BorderStyle.allCases.randomElement(using: &rng) ?? .single,
            ruling: Ruling.allCases.randomElement(using: &rng) ?? .underline,
            letterhead: letterheads.randomElement(using: &rng) ?? nil,
            status: StatusItem.allCases.shuffled(using: &rng).filter { _ in Bool.random(using: &rng) })
    }

    static let runs = Gen.drawn { rng in
        let papers = [sheet(3, 20), sheet(8, 12), Paper.letter, sheet(40, 30)]
        return FrameRendererTests.Run(
            paper: (papers.randomElement(using: &rng) ?? .letter).withLook(look(using: &rng)),
            text: WorldText.text(0...20, using: &rng),
            commands: (0..<Int.random(in: 1...40, using: &rng)).map { _ in FrameRendererTests.command(using: &rng) })
    }

    @Test func incrementalFramesOnLookedPapersEqualWholeOnes() async {
        await propertyCheck(count: 80, input: Self.runs) { run in
            var state = EditorState(page: Page(paper: run.paper, text: run.text), path: "/tmp/a.letter")
            var renderer = FrameRenderer()
            _ = update(&state, .resize(rows: 24, columns: 80))
            renderer.render(state, state.terminal)
            for (index, command) in run.commands.enumerated() {
                _ = state.handle(command)
                guard renderer.render(state, state.terminal) == render(state, state.terminal) else {
                    Issue.record("after command \(index) \(command): the incremental frame differs from a whole render")
                    return
                }
            }
        }
    }
}
