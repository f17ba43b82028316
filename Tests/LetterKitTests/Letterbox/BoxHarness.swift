import LetterKit
import Testing

/// Drives the letterbox headlessly: keys and the program's answers go through
/// `update`, the screen comes from `render`, and both are compared as text.
///
/// Representation: the state, and every command sent with the effects it
/// produced. The frame is rendered at the size the last `.resize` gave.
struct BoxHarness {
    private(set) var state: BoxState
    private(set) var log: [(command: BoxMsg, effects: [BoxEffect])] = []

    /// A box at /box in a `columns` × `rows` terminal, its root listed with
    /// `folders` and `letters` (as the program answers the opening effect).
    /// `keymaps` made in a test's language, for a box read in Korean (the
    /// standard ones are made once, in whichever language came first).
    init(
        folders: [FolderEntry] = [], letters: [LetterSummary], rows: Int = 12, columns: Int = 60,
        keymaps: BoxKeymaps = .standard
    ) {
        state = BoxState(box: "/box", boxName: "~/Letters", keymaps: keymaps)
        send(.resize(rows: rows, columns: columns))
        send(.listed(FolderListing(folder: "", order: .newest, folders: folders, letters: letters)))
    }

    @discardableResult
    mutating func send(_ commands: BoxMsg...) -> [BoxEffect] {
        var effects: [BoxEffect] = []
        for command in commands {
            var next = state
            let produced = next.handle(command)
            state = next
            log.append((command, produced))
            effects += produced
        }
        return effects
    }

    @discardableResult
    mutating func press(_ keys: Key...) -> [BoxEffect] { keys.flatMap { send(.key($0)) } }

    /// Types `text` a character key at a time.
    @discardableResult
    mutating func type(_ text: String) -> [BoxEffect] { text.flatMap { send(.key(.character($0))) } }

    var frame: Frame { render(state, state.terminal) }
    var screen: [String] { frame.lines }
    var screenText: String { screen.joined(separator: "\n") }
    var titleRow: String { screen[0] }
    var statusRow: String { screen[screen.count - 1] }
    /// The selected row's path.
    var selectedPath: String? { state.selectedEntry?.path }
    var message: String? { state.message?.text }
}

/// Letters for the tests, named as a box holds them.
enum BoxFixture {
    static func letter(
        _ name: String, title: String? = nil, modified: Int64 = 1_760_000_000, used: Int = 9, opening: String = "",
        recipient: String? = nil, date: String? = nil, picture: String? = nil, problem: String? = nil,
        folder: String = "/box"
    ) -> LetterSummary {
        LetterSummary(
            path: folder + "/" + name, title: title ?? name, recipient: recipient, date: date, modified: modified,
            size: 100, linesUsed: used, paperLines: 18, paperName: "letter", opening: opening, picture: picture,
            problem: problem)
    }

    /// Three letters, newest first.
    static let three: [LetterSummary] = [
        letter("autumn.letter", title: "Dear Min-ji,", modified: 1_760_400_000, used: 9, opening: "It has been a long autumn here."),
        letter("spring.letter", title: "Dear Hana,", modified: 1_760_300_000, used: 4, opening: "봄이 왔어요."),
        letter("winter.md", title: "Grandmother,", modified: 1_760_200_000, used: 18, opening: "The snow came early."),
    ]

    static let trip = FolderEntry(path: "/box/trip", letterCount: 2)
    static let book = FolderEntry(path: "/box/Autumn letters", letterCount: 0, book: BookFacts(title: "Autumn letters", letterCount: 2))
}
