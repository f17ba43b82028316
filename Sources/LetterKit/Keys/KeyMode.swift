/// The modes whose keys a settings file may bind (`[keys.box]`), as
/// `letter keys` lists them. Each has its own commands; a key is looked up in
/// the mode the screen is in.
public enum KeyMode: String, CaseIterable, Hashable, Sendable {
    case editor, envelope, find
    case goToLine = "go-to-line"
    /// Find and replace's two prompts, and the question at each match.
    case replace
    case replaceQuestion = "replace-question"
    case saveAs = "save-as"
    case attach
    /// The command palette (its list of commands), in the editor and the box.
    case palette
    /// The palette's export: the name prompt and the question over a file
    /// that exists.
    case export
    case exportQuestion = "export-question"
    /// The question Quit asks over unsaved changes (and over a file that
    /// lacks what the letter has).
    case quit
    /// The question a save asks over a file that changed, exists, or drops
    /// something.
    case saveQuestion = "save-question"
    /// A question asked as the letter opens (it is locked, a newer copy exists).
    case choose
    case box
    case boxSearch = "box-search"
    case rename
    case bookTitle = "book-title"
    case trash

    /// Whether a character alone may be bound here: not where it types
    /// itself (writing, a prompt, a field), only where letters answer.
    public var takesCharacters: Bool {
        switch self {
        case .quit, .saveQuestion, .choose, .box, .trash, .replaceQuestion, .exportQuestion: true
        case .editor, .envelope, .find, .goToLine, .replace, .palette, .export, .saveAs, .attach, .boxSearch, .rename, .bookTitle: false
        }
    }

    /// The commands a settings file may bind in this mode.
    public var commandNames: [String] {
        switch self {
        case .editor: EditorKeymaps.commandNames.names
        case .envelope: EditorKeymaps.envelopeNames.names
        case .find, .goToLine, .replace, .export, .saveAs, .rename, .bookTitle: KeyMode.promptNames.names
        case .palette: KeyMode.paletteNames.names
        case .replaceQuestion: EditorKeymaps.replaceNames.names
        case .attach: KeyMode.attachNames.names
        case .quit: EditorKeymaps.quitNames.names
        case .saveQuestion, .trash, .exportQuestion: KeyMode.yesNoNames.names
        case .choose: EditorKeymaps.choiceNames.names
        case .box: BoxKeymaps.browsingNames.names
        case .boxSearch: BoxKeymaps.searchNames.names
        }
    }

    /// Each command of this mode and its keys in `editor` or `box`.
    public func listing(editor: EditorKeymaps, box: BoxKeymaps) -> [(command: String, keys: [Key])] {
        switch self {
        case .editor: EditorKeymaps.commandNames.listing(editor.editing)
        case .envelope: EditorKeymaps.envelopeNames.listing(editor.envelopeForm)
        case .find: KeyMode.promptNames.listing(editor.findPrompt)
        case .goToLine: KeyMode.promptNames.listing(editor.goToLinePrompt)
        case .replace: KeyMode.promptNames.listing(editor.replacePrompt)
        case .replaceQuestion: EditorKeymaps.replaceNames.listing(editor.replaceQuestion)
        case .saveAs: KeyMode.promptNames.listing(editor.saveAsPrompt)
        case .attach: KeyMode.attachNames.listing(editor.attachPrompt)
        case .palette: KeyMode.paletteNames.listing(editor.palette)
        case .export: KeyMode.promptNames.listing(editor.exportPrompt)
        case .exportQuestion: KeyMode.yesNoNames.listing(editor.exportQuestion)
        case .quit: EditorKeymaps.quitNames.listing(editor.quitQuestion)
        case .saveQuestion: KeyMode.yesNoNames.listing(editor.saveQuestion)
        case .choose: EditorKeymaps.choiceNames.listing(editor.choosing)
        case .box: BoxKeymaps.browsingNames.listing(box.browsing)
        case .boxSearch: BoxKeymaps.searchNames.listing(box.search)
        case .rename: KeyMode.promptNames.listing(box.rename)
        case .bookTitle: KeyMode.promptNames.listing(box.bookTitle)
        case .trash: KeyMode.yesNoNames.listing(box.delete)
        }
    }

    static let promptNames = ActionNames<PromptAction>([
        ("accept", .accept, msgid("Take what the field holds")), ("cancel", .cancel, msgid("Leave the prompt")),
    ])
    static let attachNames = ActionNames<PromptAction>(
        promptNames.entries.map { ($0.name, $0.action, $0.help) } + [("complete", .complete, msgid("Complete a name"))])
    static let paletteNames = ActionNames<PaletteAction>([
        ("up", .up, msgid("The command above")), ("down", .down, msgid("The command below")),
        ("page-up", .pageUp, msgid("A page up")), ("page-down", .pageDown, msgid("A page down")),
        ("run", .run, msgid("Run the chosen command")), ("close", .close, msgid("Close the palette")),
    ])
    static let yesNoNames = ActionNames<YesNo>([("yes", .yes, msgid("Yes")), ("no", .no, msgid("No"))])
}
