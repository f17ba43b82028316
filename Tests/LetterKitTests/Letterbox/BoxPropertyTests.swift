import PropertyBased
import Testing

@testable import LetterKit

/// A run of the letterbox: a listing of any rows (any script in titles and
/// names, pictures, broken letters, folders and books), then any keys and
/// any answers of the program, at any terminal size.
struct BoxRun: Sendable, CustomStringConvertible {
    var letters: [LetterSummary]
    var folders: [FolderEntry]
    var steps: [BoxMsg]

    var description: String { "BoxRun(\(letters.count) letters, \(folders.count) folders, steps: \(steps))" }

    static let keys: [Key] =
        BoxKeys.browsing.rows.flatMap(\.keys) + [
            .enter, .escape, .backspace, .delete, .tab, .left, .right, .character("y"), .character("x"),
            .character("한"), .character("/"), .control("u"), .function(5), .alt(.character("b")),
        ]

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> BoxRun {
        let letters = (0..<Int.random(in: 0...25, using: &rng)).map { index in
            BoxFixture.letter(
                "\(index)-" + WorldText.text(0...3, using: &rng), title: WorldText.text(0...12, using: &rng),
                modified: Int64.random(in: -1_000_000...2_000_000_000, using: &rng), used: Int.random(in: 0...40, using: &rng),
                opening: WorldText.text(0...20, using: &rng),
                recipient: Bool.random(using: &rng) ? WorldText.text(0...4, using: &rng) : nil,
                picture: Int.random(in: 0..<3, using: &rng) == 0 ? "/box/p\(index).png" : nil,
                problem: Int.random(in: 0..<6, using: &rng) == 0 ? WorldText.text(0...6, using: &rng) : nil)
        }
        let folders = (0..<Int.random(in: 0...4, using: &rng)).map { index in
            FolderEntry(
                path: "/box/f\(index)" + WorldText.text(0...2, using: &rng), letterCount: Int.random(in: 0...9, using: &rng),
                book: Bool.random(using: &rng) ? BookFacts(title: WorldText.text(0...6, using: &rng), letterCount: 2) : nil)
        }
        var steps: [BoxMsg] = []
        for _ in 0..<Int.random(in: 1...60, using: &rng) {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0:
                steps.append(.resize(rows: Int.random(in: -2...40, using: &rng), columns: Int.random(in: -2...120, using: &rng)))
            case 1:
                steps.append(.listed(FolderListing(folder: "", order: .newest, folders: folders, letters: Array(letters.shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng))))))
            case 2:
                steps.append(.found(query: "한", results: Array(letters.prefix(Int.random(in: 0...5, using: &rng)))))
            case 3:
                let path = letters.randomElement(using: &rng)?.path ?? "/box/x"
                steps.append(.trashed(path: path, Bool.random(using: &rng) ? .done : .failed(.refused(.permissionDenied))))
            case 4:
                steps.append(.thumbnailDrawn(path: "/box/p\(Int.random(in: 0...25, using: &rng)).png", look: .problem(.missing)))
            case 5:
                steps.append(.paste(WorldText.text(0...5, using: &rng)))
            default:
                steps.append(.key(keys.randomElement(using: &rng) ?? .down))
            }
        }
        return BoxRun(letters: letters, folders: folders, steps: steps)
    }
}

@Suite("Letterbox properties")
struct BoxPropertyTests {
    /// After every step the selection is on a row (or 0 with none), the first
    /// row shown is not below it, and the frame is the terminal's size, every
    /// row whole, no control character in it, the cursor on it.
    @Test func anyKeysKeepTheSelectionOnARowAndTheFrameTheTerminalsSize() async {
        await propertyCheck(count: 150, input: Gen.drawn { rng in BoxRun.random(using: &rng) }) { run in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            var state = BoxState(box: "/box", boxName: "~/Letters")
            _ = update(&state, .listed(FolderListing(folder: "", order: .newest, folders: run.folders, letters: run.letters)))
            for step in run.steps {
                _ = state.handle(step)
                let count = state.entries.count
                invariants.check(
                    count == 0 ? state.selected == 0 : (0..<count).contains(state.selected),
                    "after \(step): selected \(state.selected) of \(count) rows")
                invariants.check(state.top <= state.selected, "after \(step): top \(state.top) below \(state.selected)")
                let size = state.terminal
                let frame = render(state, size)
                invariants.check(frame.rows.count == max(0, size.rows), "after \(step): \(frame.rows.count) rows")
                invariants.check(frame.shapeProblem == nil, "after \(step): \(frame.shapeProblem ?? "")")
                invariants.check(frame.hasNoControlCharacters, "after \(step): a control character reached the frame")
                if let cursor = frame.cursor {
                    invariants.check(
                        (0..<size.rows).contains(cursor.row) && (0..<size.columns).contains(cursor.column),
                        "after \(step): cursor \(cursor) off the frame")
                }
                if invariants.failed { break }
            }
        }
    }

    /// The selected row is on screen whenever the list has room for it.
    @Test func theSelectedRowIsAlwaysDrawn() async {
        await propertyCheck(count: 100, input: Gen.drawn { rng in BoxRun.random(using: &rng) }) { run in
            var state = BoxState(box: "/box", boxName: "~/Letters")
            _ = update(&state, .resize(rows: 12, columns: 60))
            _ = update(&state, .listed(FolderListing(folder: "", order: .newest, folders: run.folders, letters: run.letters)))
            for step in run.steps {
                if case .input(.resize) = step { continue }
                _ = state.handle(step)
                guard state.mode == .browsing, !state.entries.isEmpty else { continue }
                let frame = render(state, state.terminal)
                let selectedRows = frame.rows.dropFirst().dropLast().filter { $0.contains { $0.style == .selection } }
                #expect(selectedRows.count == state.entries[state.selected].kind.height, "after \(step)")
            }
        }
    }
}
