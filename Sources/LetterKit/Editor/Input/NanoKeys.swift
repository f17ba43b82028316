/// nano's keys, where the editor has the command (`keys = "nano"` in
/// config.toml): ^O writes out, ^X exits, ^W finds, ^K cuts the line, ^U
/// pastes, ^_ goes to a line, ^C says the position, M-U and M-E undo and
/// redo, ^G is help, ^A and ^E go to the line's ends. The commands nano has
/// not got keep keys nano leaves free here: ink on Alt letters nano gives
/// nothing the editor has (underline, nano's M-U being undo, on Alt-L), the
/// pictures on Alt-P and Alt-=/Alt--, the envelope on F2.
extension EditorKeys {
    public static let nano = Keymap<Command>([
        KeyRow(
            keys: [.control("o"), .control("s")], action: .save,
            help: "Write the letter out (asks for a name the first time)"),
        KeyRow(keys: [.alt(.character("o"))], action: .saveAs, help: "Write out under another name (asks for it)"),
        KeyRow(keys: [.control("x")], action: .quit, help: "Exit (asks first if there are unsaved changes)"),
        KeyRow(keys: [.function(1), .control("g")], action: .help, help: "Show or hide this help"),
        // Ctrl-E is line end here, as in nano; F10 is free.
        KeyRow(keys: [.function(10)], action: .palette, help: "Every command by name: export, print, the box"),
        KeyRow(keys: [.control("w")], action: .find, help: "Where is: find text (any script; case is ignored)"),
        KeyRow(keys: [.alt(.character("w")), .function(3)], action: .findNext, help: "Find the same text again"),
        KeyRow(keys: [.function(7)], action: .nextMisspelt, help: "Next misspelt word: suggestions, add, ignore"),
        KeyRow(keys: [.control("\\")], action: .replace, help: "Replace: find, replace with, then at each match"),
        KeyRow(keys: [.control("_"), .alt(.character("g"))], action: .goToLine, help: "Go to a line, or line,column"),
        KeyRow(keys: [.control("c")], action: .position, help: "Where the cursor is: line, column, character"),
        KeyRow(keys: [.alt(.character("u"))], action: .edit(.undo), help: "Undo"),
        KeyRow(keys: [.alt(.character("e"))], action: .edit(.redo), help: "Redo"),
        KeyRow(keys: [.control("k")], action: .cutLine, help: "Cut the line (or the selection)"),
        KeyRow(keys: [.alt(.character("6"))], action: .copy, help: "Copy the selection"),
        KeyRow(keys: [.control("u")], action: .pasteClipboard, help: "Paste what was cut or copied"),
        KeyRow(keys: [.alt(.character("a"))], action: .selectAll, help: "Select the whole letter"),
        KeyRow(
            [
                (.alt(.character("b")), .ink(.bold)), (.alt(.character("i")), .ink(.italic)),
                (.alt(.character("l")), .ink(.underline)),
            ], help: "Bold, italic, underline (selection or typing)"),
        KeyRow(
            [(.alt(.character("h")), .ink(.highlight)), (.alt(.character("k")), .ink(.color))],
            help: "Highlight; ink colour (each cycles)"),
        KeyRow([(.alt(.character("n")), .ink(.plain))], help: "Plain ink: no marks, colours or highlight"),
        KeyRow(keys: [.function(2)], action: .envelope, help: "The envelope (its fields are named at the end)"),
        KeyRow([(.alt(.character("p")), .attach)], help: "Attach a picture or a file (asks for its path)"),
        // Alt-S for stickers; the signature, Alt-S before them, is Alt-Y ("yours").
        KeyRow(
            [(.alt(.character("y")), .signature), (.alt(.character("s")), .stickers)],
            help: "Your signature; a sticker (chosen from a list)"),
        KeyRow([(.alt(.character("d")), .insertDate)], help: "Insert today's date (in the letter's language)"),
        KeyRow(
            [
                (.alt(.character("1")), .typeSize(.large)), (.alt(.character("2")), .typeSize(.wide)),
                (.alt(.character("0")), .typeSize(.normal)),
            ], help: "Large, wide or normal type for the line"),
        KeyRow(
            [(.alt(.character("=")), .resizePicture(by: 1)), (.alt(.character("-")), .resizePicture(by: -1))],
            help: "Picture at the cursor a line taller, shorter"),
        KeyRow(
            [
                (.left, .move(.left, selecting: false)), (.right, .move(.right, selecting: false)),
                (.up, .move(.up, selecting: false)), (.down, .move(.down, selecting: false)),
                (.control("b"), .move(.left, selecting: false)), (.control("f"), .move(.right, selecting: false)),
                (.control("p"), .move(.up, selecting: false)), (.control("n"), .move(.down, selecting: false)),
            ], label: "Arrows, Ctrl-B/F/P/N", help: "Move by character and line"),
        KeyRow(
            [
                (.home, .move(.lineStart, selecting: false)), (.control("a"), .move(.lineStart, selecting: false)),
                (.end, .move(.lineEnd, selecting: false)), (.control("e"), .move(.lineEnd, selecting: false)),
            ], help: "Start and end of the line"),
        KeyRow(
            [
                (.pageUp, .pageUp(selecting: false)), (.control("y"), .pageUp(selecting: false)),
                (.pageDown, .pageDown(selecting: false)), (.control("v"), .pageDown(selecting: false)),
            ], help: "Up and down a screenful"),
    ] + wordAndLetterRows + [
        KeyRow(keys: [.enter], action: .edit(.newline), help: "New line (refused when the page is full)"),
        KeyRow(keys: [.tab], action: .indent, help: "Indent with spaces to the next tab stop"),
        KeyRow(keys: [.backspace], action: .edit(.deleteBackward), help: "Delete the character before the cursor"),
        KeyRow(
            keys: [.delete, .control("d")], action: .edit(.deleteForward), help: "Delete the character under the cursor"),
        KeyRow(keys: [.alt(.backspace)], action: .edit(.deleteWordBackward), help: "Delete the word before the cursor"),
        KeyRow(keys: [.alt(.delete)], action: .edit(.deleteWordForward), help: "Delete the word after the cursor"),
        KeyRow(keys: [.escape], action: .cancel, help: "Close help or a question; drop the selection"),
    ])
}
