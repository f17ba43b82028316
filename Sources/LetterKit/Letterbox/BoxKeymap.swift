/// What a key does while searching.
public enum SearchAction: Hashable, Sendable { case leave, open, up, down, pageUp, pageDown, quit, help }

/// The letterbox's keys, a keymap a mode: browsing, the search, the rename
/// and book-title prompts, the delete question. F1's page is generated from
/// them; the prompts take the keys of intents browsing has too (moving,
/// quitting, help) from the browsing rows, leaving out the letters, which
/// the field types.
public enum BoxKeys {
    public static let browsing = Keymap<BoxAction>([
        KeyRow(keys: [.up, .character("k")], action: .up, help: msgid("Previous row")),
        KeyRow(keys: [.down, .character("j")], action: .down, help: msgid("Next row")),
        KeyRow(keys: [.pageUp], action: .pageUp, help: msgid("Up a screenful")),
        KeyRow(keys: [.pageDown], action: .pageDown, help: msgid("Down a screenful")),
        KeyRow(keys: [.home], action: .first, help: msgid("First row")),
        KeyRow(keys: [.end], action: .last, help: msgid("Last row")),
        KeyRow(
            keys: [.enter, .right], action: .open,
            help: msgid("Open: a letter in the editor, a folder or a book to go in")),
        KeyRow(keys: [.backspace, .left], action: .goUp, help: msgid("The folder above")),
        KeyRow(keys: [.character("n")], action: .newLetter, help: msgid("Write a new letter in this folder")),
        KeyRow(
            keys: [.character("/")], action: .search,
            help: msgid("Search as you type; Enter opens a result, Esc leaves")),
        KeyRow(keys: [.character("s")], action: .cycleOrder, help: msgid("Order: newest, name, longest")),
        KeyRow(keys: [.character("r")], action: .rename, help: msgid("Rename the letter")),
        KeyRow(
            keys: [.character("d")], action: .delete, help: msgid("Move the letter and its files to the trash (asks first)")),
        KeyRow(keys: [.character(" ")], action: .mark, help: msgid("Mark or unmark the letter, then go to the next row")),
        KeyRow(
            keys: [.character("b")], action: .bind,
            help: msgid("Bind the marked letters (or this one) into a book")),
        KeyRow(keys: [.character("g")], action: .sync, help: msgid("Sync the letterbox with its git remote")),
        KeyRow(keys: [.function(1), .control("g")], action: .help, help: msgid("Show or hide this help")),
        KeyRow(keys: [.character("q"), .control("q")], action: .quit, help: msgid("Quit")),
        KeyRow(keys: [.function(10), .control("e")], action: .palette, help: msgid("Every command by name, as in the editor")),
        KeyRow(keys: [.escape], action: .cancel, help: msgid("Close the help or a question")),
    ])

    /// The keys of `action` while browsing that a field would not type.
    static func keys(of action: BoxAction, in browsing: Keymap<BoxAction>) -> [Key] {
        browsing.keys(for: action).filter { if case .character = $0 { false } else { true } }
    }

    /// Searching: arrows move through the results, Enter opens one, Esc
    /// leaves; every other key edits the text.
    static func search(_ browsing: Keymap<BoxAction>) -> Keymap<SearchAction> {
        Keymap<SearchAction>([
            KeyRow(keys: [.escape], action: .leave, help: msgid("Leave the search: the folder's rows again")),
            KeyRow(keys: [.enter], action: .open, help: msgid("Open the result chosen")),
            KeyRow(keys: keys(of: .up, in: browsing), action: .up, help: msgid("Previous result")),
            KeyRow(keys: keys(of: .down, in: browsing), action: .down, help: msgid("Next result")),
            KeyRow(keys: keys(of: .pageUp, in: browsing), action: .pageUp, help: msgid("Up a screenful of results")),
            KeyRow(keys: keys(of: .pageDown, in: browsing), action: .pageDown, help: msgid("Down a screenful of results")),
            KeyRow(keys: keys(of: .quit, in: browsing), action: .quit, help: msgid("Quit")),
            KeyRow(keys: keys(of: .help, in: browsing), action: .help, help: msgid("This help")),
        ])
    }

    /// Renaming a letter: Enter renames, Esc or the quit key leaves it as it is.
    static func rename(_ browsing: Keymap<BoxAction>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Rename the letter to the name typed")),
            KeyRow(keys: [.escape] + keys(of: .quit, in: browsing), action: .cancel, help: msgid("Leave the name as it is")),
        ])
    }

    /// A book's title: Enter binds the book, Esc or the quit key binds none.
    static func bookTitle(_ browsing: Keymap<BoxAction>) -> Keymap<PromptAction> {
        Keymap<PromptAction>([
            KeyRow(keys: [.enter], action: .accept, help: msgid("Bind the book under the title typed")),
            KeyRow(keys: [.escape] + keys(of: .quit, in: browsing), action: .cancel, help: msgid("Bind no book")),
        ])
    }

    /// Move a letter to the trash? `y` moves it; any other key keeps it.
    public static let delete = Keymap<YesNo>(
        [KeyRow(keys: [.character("y")], action: .yes, help: msgid("Move the letter to the trash"), hint: msgid("yes"))],
        otherwise: .init(.no, help: msgid("Keep the letter"), hint: msgid("no")), ignoresCase: true)

    /// F1's page: browsing, then each prompt's keys, then the keys of every
    /// field and of the help itself, so each key any mode takes is named.
    static func helpLines(
        browsing: Keymap<BoxAction>, search: Keymap<SearchAction>, rename: Keymap<PromptAction>,
        bookTitle: Keymap<PromptAction>, delete: Keymap<YesNo>,
        palette: Keymap<PaletteAction>
    ) -> [String] {
        let paletteKeys = browsing.keys(for: .palette).map(\.name).joined(separator: ", ")
        let paletteTitle =
            paletteKeys.isEmpty
            ? tr("The command palette") : tr("The command palette ({keys})", ["keys": paletteKeys])
        return browsing.helpLines + search.helpSection(tr("Searching")) + rename.helpSection(tr("Renaming"))
            + bookTitle.helpSection(tr("A book's title")) + delete.helpSection(tr("Moving to the trash"))
            + TextField.keys.helpSection(tr("In a name or the search"))
            + palette.helpSection(paletteTitle)
            + HelpOverlay.keys.helpSection(tr("In this help"))
    }

    // The prompts' keymaps with no bindings of the person's.
    public static var search: Keymap<SearchAction> { BoxKeymaps.standard.search }
    public static var rename: Keymap<PromptAction> { BoxKeymaps.standard.rename }
    public static var bookTitle: Keymap<PromptAction> { BoxKeymaps.standard.bookTitle }

    /// The default keymaps' help page.
    public static var helpLines: [String] { BoxKeymaps.standard.helpLines }

    /// The command palette: the editor's keys, closed also by the quit key
    /// and the palette's own (not `q`, which the query types).
    static func palette(_ browsing: Keymap<BoxAction>) -> Keymap<PaletteAction> {
        PaletteKeys.keys(closingWith: keys(of: .quit, in: browsing) + keys(of: .palette, in: browsing))
    }
    public static var palette: Keymap<PaletteAction> { BoxKeymaps.standard.palette }
}
