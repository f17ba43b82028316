import LetterKit

/// The letterbox's interactive screen: the list, search as you type, and
/// the keys that open, rename, delete and bind letters.
///
/// Limitations: not built yet. `letter box` without `--list` or `--search`
/// ends here and says so; the headless commands work.
enum BoxScreen {
    /// Runs the screen on `index` (of the box at `box`) until the person quits.
    static func run(box: String, index: LetterIndex) throws(BoxScreenError) {
        throw .needsTerminal
    }
}

/// Why the letterbox screen cannot run.
enum BoxScreenError: Error, Hashable, CustomStringConvertible {
    case needsTerminal

    var description: String {
        switch self {
        case .needsTerminal: "the letterbox screen needs a terminal; try letter box --list or --search TEXT"
        }
    }
}
