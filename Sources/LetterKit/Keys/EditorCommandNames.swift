/// The editor's commands by name, for `[keys]` in config.toml, `letter keys`
/// and the manual's table. Only commands a key can give are named: typing a
/// character and a paste are not bindable.
extension EditorKeymaps {
    static let commandNames = ActionNames<Command>([
        ("save", .save, "Save the letter"),
        ("save-as", .saveAs, "Save under another name (asks for it)"),
        ("quit", .quit, "Quit (asks first if there are unsaved changes)"),
        ("help", .help, "Show or hide this help"),
        ("palette", .palette, "Every command by name: export, print, the box"),
        ("export-pdf", .export(.pdf), "Export to PDF (asks for a name)"),
        ("export-html", .export(.html), "Export to HTML (asks for a name)"),
        ("export-markdown", .export(.md), "Export to Markdown (asks for a name)"),
        ("export-text", .export(.txt), "Export to plain text (asks for a name)"),
        ("print", .print, "Print the letter (through lp)"),
        ("letterbox", .openBox, "Open the letterbox (this letter stays as it is)"),
        ("switch-paper", .switchPaper, "Switch paper (the letter must fit)"),
        ("new-from-template", .newFromTemplate, "New letter from a template (this letter stays as it is)"),
        ("undo", .edit(.undo), "Undo"),
        ("redo", .edit(.redo), "Redo"),
        ("copy", .copy, "Copy the selection"),
        ("cut", .cut, "Cut the selection"),
        ("cut-line", .cutLine, "Cut the line (or the selection)"),
        ("paste", .pasteClipboard, "Paste what was copied or cut"),
        ("select-all", .selectAll, "Select the whole letter"),
        ("find", .find, "Find text (any script; case is ignored)"),
        ("find-next", .findNext, "Find the same text again"),
        ("next-misspelt", .nextMisspelt, "Next misspelt word: suggestions, add, ignore"),
        ("replace", .replace, "Find and replace (asks what, with what, then at each match)"),
        ("go-to-line", .goToLine, "Go to a line, or line,column (asks for it)"),
        ("position", .position, "Say where the cursor is: line, column, character"),
        ("bold", .ink(.bold), "Bold (selection or typing)"),
        ("italic", .ink(.italic), "Italic (selection or typing)"),
        ("underline", .ink(.underline), "Underline (selection or typing)"),
        ("highlight", .ink(.highlight), "Highlight (cycles)"),
        ("ink-color", .ink(.color), "Ink colour (cycles)"),
        ("plain", .ink(.plain), "Plain ink: no marks, colours or highlight"),
        ("envelope", .envelope, "The envelope"),
        ("attach", .attach, "Attach a picture or a file (asks for its path)"),
        ("signature", .signature, "Sign: put the signature in at the cursor"),
        ("stickers", .stickers, "A sticker: choose one to put in at the cursor"),
        ("picture-taller", .resizePicture(by: 1), "Picture at the cursor a line taller"),
        ("picture-shorter", .resizePicture(by: -1), "Picture at the cursor a line shorter"),
        ("insert-date", .insertDate, "Insert today's date (in the letter's language)"),
        ("left", .move(.left, selecting: false), "Left a character"),
        ("right", .move(.right, selecting: false), "Right a character"),
        ("up", .move(.up, selecting: false), "Up a line"),
        ("down", .move(.down, selecting: false), "Down a line"),
        ("line-start", .move(.lineStart, selecting: false), "Start of the line"),
        ("line-end", .move(.lineEnd, selecting: false), "End of the line"),
        ("page-up", .pageUp(selecting: false), "Up a screenful"),
        ("page-down", .pageDown(selecting: false), "Down a screenful"),
        ("word-left", .move(.wordLeft, selecting: false), "Previous word"),
        ("word-right", .move(.wordRight, selecting: false), "Next word"),
        ("letter-start", .move(.documentStart, selecting: false), "Start of the letter"),
        ("letter-end", .move(.documentEnd, selecting: false), "End of the letter"),
        ("select-left", .move(.left, selecting: true), "Select left a character"),
        ("select-right", .move(.right, selecting: true), "Select right a character"),
        ("select-up", .move(.up, selecting: true), "Select up a line"),
        ("select-down", .move(.down, selecting: true), "Select down a line"),
        ("select-line-start", .move(.lineStart, selecting: true), "Select to the start of the line"),
        ("select-line-end", .move(.lineEnd, selecting: true), "Select to the end of the line"),
        ("select-page-up", .pageUp(selecting: true), "Select up a screenful"),
        ("select-page-down", .pageDown(selecting: true), "Select down a screenful"),
        ("select-word-left", .move(.wordLeft, selecting: true), "Select to the previous word"),
        ("select-word-right", .move(.wordRight, selecting: true), "Select to the next word"),
        ("select-letter-start", .move(.documentStart, selecting: true), "Select to the start of the letter"),
        ("select-letter-end", .move(.documentEnd, selecting: true), "Select to the end of the letter"),
        ("newline", .edit(.newline), "New line (refused when the page is full)"),
        ("indent", .indent, "Indent with spaces to the next tab stop"),
        ("delete-backward", .edit(.deleteBackward), "Delete the character before the cursor"),
        ("delete-forward", .edit(.deleteForward), "Delete the character under the cursor"),
        ("delete-word-backward", .edit(.deleteWordBackward), "Delete the word before the cursor"),
        ("delete-word-forward", .edit(.deleteWordForward), "Delete the word after the cursor"),
        ("cancel", .cancel, "Close help or a question; drop the selection"),
    ])

    static let envelopeNames = ActionNames<EnvelopeAction>([
        ("next", .next, "Next field"), ("previous", .previous, "Previous field"), ("close", .close, "Close the form"),
        ("save", .save, "Close the form and save"),
    ])

    static let quitNames = ActionNames<QuitAnswer>([
        ("save", .save, "Save, then quit"), ("discard", .discard, "Quit without saving"),
        ("cancel", .cancel, "Go on writing"),
    ])

    static let replaceNames = ActionNames<ReplaceAnswer>([
        ("replace", .replace, "Replace this one"), ("skip", .skip, "Leave this one"),
        ("all", .all, "Replace this and all the rest"), ("stop", .stop, "Stop (what was replaced stays)"),
    ])

    static let choiceNames = ActionNames<ChoiceAction>([
        ("previous", .previous, "The answer above"), ("next", .next, "The answer below"),
        ("first", .first, "The first answer"), ("last", .last, "The last answer"),
        ("take", .take, "Take the answer chosen"), ("safe", .safe, "Take the answer that loses nothing"),
    ])
}
