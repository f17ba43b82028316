/// The editor's keys while writing (and selecting): one table of data. The
/// help page is generated from it, and the other modes take from its rows the
/// keys of the intents they share (Save in the envelope form, Ctrl-Q leaving a
/// prompt), so a key rebound here is rebound there too.
public enum EditorKeys {
    public static let editing = Keymap<Command>([
        KeyRow(keys: [.control("s")], action: .save, help: msgid("Save the letter")),
        // Ctrl-O opens, as in micro; saving under another name moved to Alt-O,
        // the nano profile's key for it.
        KeyRow(keys: [.alt(.character("o"))], action: .saveAs, help: msgid("Save under another name (asks for it)")),
        KeyRow(keys: [.control("q")], action: .quit, help: msgid("Quit (asks first if there are unsaved changes)")),
        KeyRow(keys: [.control("o")], action: .openLetter, help: msgid("Open another letter beside (asks for it)")),
        letterSwitchingRow,
        KeyRow(keys: [.alt(.character("v"))], action: .sideBySide, help: msgid("Two letters side by side, or one again")),
        KeyRow(keys: [.function(1), .control("g")], action: .help, help: msgid("Show or hide this help")),
        // Ctrl-E as in micro, whose command bar it opens; it was free.
        KeyRow(keys: [.function(10), .control("e")], action: .palette, help: msgid("Every command by name: export, print, the box")),
        KeyRow(keys: [.control("z")], action: .edit(.undo), help: msgid("Undo")),
        KeyRow(keys: [.control("y")], action: .edit(.redo), help: msgid("Redo")),
        KeyRow(keys: [.control("c")], action: .copy, help: msgid("Copy the selection")),
        KeyRow(keys: [.control("x")], action: .cut, help: msgid("Cut the selection")),
        KeyRow(keys: [.control("v")], action: .pasteClipboard, help: msgid("Paste what was copied or cut")),
        KeyRow(keys: [.control("a")], action: .selectAll, help: msgid("Select the whole letter")),
        KeyRow(keys: [.control("f")], action: .find, help: msgid("Find text (any script; case is ignored)")),
        KeyRow(keys: [.control("r")], action: .replace, help: msgid("Find and replace (asks for both)")),
        // Ctrl-L, as in micro. It was free: the editor has no repaint key
        // (a resize redraws the whole screen).
        KeyRow(keys: [.control("l")], action: .goToLine, help: msgid("Go to a line, or line,column (asks for it)")),
        KeyRow(
            [
                (.alt(.character("b")), .ink(.bold)), (.alt(.character("i")), .ink(.italic)),
                (.alt(.character("u")), .ink(.underline)),
            ], label: "Alt-B, Alt-I, Alt-U", help: msgid("Bold, italic, underline (selection or typing)")),
        KeyRow(
            [(.alt(.character("h")), .ink(.highlight)), (.alt(.character("k")), .ink(.color))],
            label: "Alt-H, Alt-K", help: msgid("Highlight; ink colour (each cycles)")),
        KeyRow([(.alt(.character("n")), .ink(.plain))], label: "Alt-N", help: msgid("Plain ink: no marks, colours or highlight")),
        KeyRow(keys: [.function(2)], action: .envelope, help: msgid("The envelope (its fields are named at the end)")),
        KeyRow([(.alt(.character("p")), .attach)], label: "Alt-P", help: msgid("Attach a picture or a file (asks for its path)")),
        // Alt-S for stickers; the signature, Alt-S before them, is Alt-Y ("yours").
        KeyRow(
            [(.alt(.character("y")), .signature), (.alt(.character("s")), .stickers)], label: "Alt-Y, Alt-S",
            help: msgid("Your signature; a sticker (chosen from a list)")),
        // Alt-Space shares the pictures' row: the help page keeps its size.
        KeyRow(
            [
                (.alt(.character("=")), .resizePicture(by: 1)), (.alt(.character("-")), .resizePicture(by: -1)),
                (.alt(.character(" ")), .togglePictureMotion),
            ], label: "Alt-= Alt-- Alt-Space", help: msgid("Picture taller, shorter; animations stop/play")),
        KeyRow(
            [
                (.alt(.character("1")), .typeSize(.large)), (.alt(.character("2")), .typeSize(.wide)),
                (.alt(.character("0")), .typeSize(.normal)),
            ], label: "Alt-1, Alt-2, Alt-0", help: msgid("Large, wide or normal type for the line")),
        KeyRow(keys: [.function(3), .control("n")], action: .findNext, help: msgid("Find the same text again")),
        KeyRow([(.alt(.character("d")), .insertDate)], label: "Alt-D", help: msgid("Insert today's date (in the letter's language)")),
        KeyRow(keys: [.function(7)], action: .nextMisspelt, help: msgid("Next misspelt word: suggestions, add, ignore")),
        KeyRow(
            [
                (.left, .move(.left, selecting: false)), (.right, .move(.right, selecting: false)),
                (.up, .move(.up, selecting: false)), (.down, .move(.down, selecting: false)),
            ], label: msgid("Arrows"), help: msgid("Move by character and line")),
        KeyRow(
            [(.home, .move(.lineStart, selecting: false)), (.end, .move(.lineEnd, selecting: false))],
            help: msgid("Start and end of the line")),
        KeyRow(
            [(.pageUp, .pageUp(selecting: false)), (.pageDown, .pageDown(selecting: false))],
            help: msgid("Up and down a screenful")),
    ] + wordAndLetterRows + [
        KeyRow(keys: [.enter], action: .edit(.newline), help: msgid("New line (refused when the page is full)")),
        KeyRow(keys: [.tab], action: .indent, help: msgid("Indent with spaces to the next tab stop")),
        KeyRow(
            [(.backspace, .edit(.deleteBackward)), (.delete, .edit(.deleteForward))], label: "Backspace, Delete",
            help: msgid("Delete the character before, under the cursor")),
        KeyRow(
            keys: [.control("w"), .alt(.backspace)], action: .edit(.deleteWordBackward),
            help: msgid("Delete the word before the cursor")),
        KeyRow(keys: [.alt(.delete)], action: .edit(.deleteWordForward), help: msgid("Delete the word after the cursor")),
        KeyRow(keys: [.escape], action: .cancel, help: msgid("Close help or a question; drop the selection")),
    ])

    /// The help page: a line a row of `keymaps.editing`, then the envelope's
    /// fields, named from the field list so a field added there is named here
    /// too (F2's own line has no room for them in an 80-column box); then the
    /// keys of the prompts and questions whose row has no room for every key,
    /// and of every field, so each key any mode takes is named on this page.
    /// Each section names the key that opens it as the keymap in use binds it.
    static func helpLines(
        editing: Keymap<Command>, prompts: [(title: String, command: Command, keymap: Keymap<PromptAction>)],
        questions: [[String]]
    ) -> [String] {
        let promptLines = prompts.flatMap { prompt in
            let key = editing.keys(for: prompt.command).first.map { " (\($0.name))" } ?? ""
            return prompt.keymap.helpSection(prompt.title + key)
        }
        return editing.helpLines + ["", envelopeFieldsLine(editing)] + promptLines + questions.flatMap { $0 }
            + TextField.keys.helpSection(tr("In a prompt or a field of the envelope"))
    }

    /// "The envelope (F2): To, From, …", every field in the form's order.
    static func envelopeFieldsLine(_ editing: Keymap<Command>) -> String {
        let fields = EnvelopeField.allCases.map { tr($0.label) }.joined(separator: ", ")
        guard let key = editing.keys(for: .envelope).first else { return tr("The envelope: {fields}", ["fields": fields]) }
        return tr("The envelope ({key}): {fields}", ["key": key.name, "fields": fields])
    }

    /// Ctrl and an arrow, Home or End move by word and to the letter's
    /// ends, and Shift with any move key selects, in every profile.
    static let wordAndLetterRows: [KeyRow<Command>] = [
        KeyRow(
            [(.ctrl(.left), .move(.wordLeft, selecting: false)), (.ctrl(.right), .move(.wordRight, selecting: false))],
            help: msgid("Previous and next word")),
        KeyRow(
            [
                (.ctrl(.home), .move(.documentStart, selecting: false)),
                (.ctrl(.end), .move(.documentEnd, selecting: false)),
            ], help: msgid("Start and end of the letter")),
        selectingRow,
    ]

    /// Alt-, and Alt-. as micro switches tabs, Alt-< and Alt-> as nano
    /// switches buffers, in every profile.
    static let letterSwitchingRow: KeyRow<Command> = KeyRow(
        [
            (.alt(.character(",")), .previousLetter), (.alt(.character(".")), .nextLetter),
            (.alt(.character("<")), .previousLetter), (.alt(.character(">")), .nextLetter),
        ], label: "Alt-,/. Alt-</>", help: msgid("The previous, the next letter open"))

    /// Shift and a move key select as they move, in every profile.
    static let selectingRow: KeyRow<Command> = KeyRow(
        [
            (.shift(.left), .move(.left, selecting: true)), (.shift(.right), .move(.right, selecting: true)),
            (.shift(.up), .move(.up, selecting: true)), (.shift(.down), .move(.down, selecting: true)),
            (.shift(.home), .move(.lineStart, selecting: true)), (.shift(.end), .move(.lineEnd, selecting: true)),
            (.shift(.pageUp), .pageUp(selecting: true)), (.shift(.pageDown), .pageDown(selecting: true)),
            (.ctrlShift(.left), .move(.wordLeft, selecting: true)),
            (.ctrlShift(.right), .move(.wordRight, selecting: true)),
            (.ctrlShift(.home), .move(.documentStart, selecting: true)),
            (.ctrlShift(.end), .move(.documentEnd, selecting: true)),
        ], label: msgid("Shift + a move key"), help: msgid("Select as you move"))

    /// The micro-like keymaps' help page, as F1 shows it by default.
    public static var helpLines: [String] { EditorKeymaps.micro.helpLines }

    // The other modes' keymaps with the micro-like keys, as most tests know them.
    public static var quitQuestion: Keymap<QuitAnswer> { EditorKeymaps.micro.quitQuestion }
    public static var quitKeepingQuestion: Keymap<QuitAnswer> { EditorKeymaps.micro.quitKeepingQuestion }
    public static var saveQuestion: Keymap<YesNo> { EditorKeymaps.micro.saveQuestion }
    public static var saveAsPrompt: Keymap<PromptAction> { EditorKeymaps.micro.saveAsPrompt }
    public static var findPrompt: Keymap<PromptAction> { EditorKeymaps.micro.findPrompt }
    public static var goToLinePrompt: Keymap<PromptAction> { EditorKeymaps.micro.goToLinePrompt }
    public static var replacePrompt: Keymap<PromptAction> { EditorKeymaps.micro.replacePrompt }
    public static var replaceQuestion: Keymap<ReplaceAnswer> { EditorKeymaps.micro.replaceQuestion }
    public static var attachPrompt: Keymap<PromptAction> { EditorKeymaps.micro.attachPrompt }
    public static var palette: Keymap<PaletteAction> { EditorKeymaps.micro.palette }
    public static var exportPrompt: Keymap<PromptAction> { EditorKeymaps.micro.exportPrompt }
    public static var exportQuestion: Keymap<YesNo> { EditorKeymaps.micro.exportQuestion }
    public static var envelopeForm: Keymap<EnvelopeAction> { EditorKeymaps.micro.envelopeForm }
    public static var choosing: Keymap<ChoiceAction> { EditorKeymaps.micro.choosing }

    /// The command a key means while writing with the micro-like keys.
    public static func command(for key: Key) -> Command? { EditorKeymaps.micro.command(for: key) }
}
