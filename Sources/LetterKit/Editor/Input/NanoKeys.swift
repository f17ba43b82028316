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
            help: msgid("Write the letter out (asks for a name the first time)")),
        KeyRow(keys: [.alt(.character("o"))], action: .saveAs, help: msgid("Write out under another name (asks for it)")),
        KeyRow(keys: [.control("x")], action: .quit, help: msgid("Exit (asks first if there are unsaved changes)")),
        // nano's Read File, which opens into a new buffer where several are kept.
        KeyRow(keys: [.control("r")], action: .openLetter, help: msgid("Read a letter into a new buffer beside this one")),
        EditorKeys.letterSwitchingRow,
        KeyRow(keys: [.alt(.character("v"))], action: .sideBySide, help: msgid("Two letters side by side, or one again")),
        KeyRow(keys: [.function(1), .control("g")], action: .help, help: msgid("Show or hide this help")),
        // Ctrl-E is line end here, as in nano; F10 is free.
        KeyRow(keys: [.function(10)], action: .palette, help: msgid("Every command by name: export, print, the box")),
        KeyRow(keys: [.control("w")], action: .find, help: msgid("Where is: find text (any script; case is ignored)")),
        KeyRow(keys: [.alt(.character("w")), .function(3)], action: .findNext, help: msgid("Find the same text again")),
        KeyRow(keys: [.function(7)], action: .nextMisspelt, help: msgid("Next misspelt word: suggestions, add, ignore")),
        KeyRow(keys: [.control("\\")], action: .replace, help: msgid("Replace: find, replace with, then at each match")),
        KeyRow(keys: [.control("_"), .alt(.character("g"))], action: .goToLine, help: msgid("Go to a line, or line,column")),
        KeyRow(keys: [.control("c")], action: .position, help: msgid("Where the cursor is: line, column, character")),
        KeyRow(keys: [.alt(.character("u"))], action: .edit(.undo), help: msgid("Undo")),
        KeyRow(keys: [.alt(.character("e"))], action: .edit(.redo), help: msgid("Redo")),
        KeyRow(keys: [.control("k")], action: .cutLine, help: msgid("Cut the line (or the selection)")),
        KeyRow(keys: [.alt(.character("6"))], action: .copy, help: msgid("Copy the selection")),
        KeyRow(keys: [.control("u")], action: .pasteClipboard, help: msgid("Paste what was cut or copied")),
        KeyRow(keys: [.alt(.character("a"))], action: .selectAll, help: msgid("Select the whole letter")),
        KeyRow(
            [
                (.alt(.character("b")), .ink(.bold)), (.alt(.character("i")), .ink(.italic)),
                (.alt(.character("l")), .ink(.underline)),
            ], help: msgid("Bold, italic, underline (selection or typing)")),
        KeyRow(
            [(.alt(.character("h")), .ink(.highlight)), (.alt(.character("k")), .ink(.color))],
            help: msgid("Highlight; ink colour (each cycles)")),
        KeyRow([(.alt(.character("n")), .ink(.plain))], help: msgid("Plain ink: no marks, colours or highlight")),
        KeyRow(keys: [.function(2)], action: .envelope, help: msgid("The envelope (its fields are named at the end)")),
        KeyRow([(.alt(.character("p")), .attach)], help: msgid("Attach a picture or a file (asks for its path)")),
        // Alt-S for stickers; the signature, Alt-S before them, is Alt-Y ("yours").
        KeyRow(
            [(.alt(.character("y")), .signature), (.alt(.character("s")), .stickers)],
            help: msgid("Your signature; a sticker (chosen from a list)")),
        KeyRow([(.alt(.character("d")), .insertDate)], help: msgid("Insert today's date (in the letter's language)")),
        KeyRow(
            [
                (.alt(.character("1")), .typeSize(.large)), (.alt(.character("2")), .typeSize(.wide)),
                (.alt(.character("0")), .typeSize(.normal)),
            ], help: msgid("Large, wide or normal type for the line")),
        // Alt-Space shares the pictures' row: the help page keeps its size.
        KeyRow(
            [
                (.alt(.character("=")), .resizePicture(by: 1)), (.alt(.character("-")), .resizePicture(by: -1)),
                (.alt(.character(" ")), .togglePictureMotion),
            ], label: "Alt-= Alt-- Alt-Space", help: msgid("Picture taller, shorter; animations stop/play")),
        KeyRow(
            [
                (.left, .move(.left, selecting: false)), (.right, .move(.right, selecting: false)),
                (.up, .move(.up, selecting: false)), (.down, .move(.down, selecting: false)),
                (.control("b"), .move(.left, selecting: false)), (.control("f"), .move(.right, selecting: false)),
                (.control("p"), .move(.up, selecting: false)), (.control("n"), .move(.down, selecting: false)),
            ], label: msgid("Arrows, Ctrl-B/F/P/N"), help: msgid("Move by character and line")),
        KeyRow(
            [
                (.home, .move(.lineStart, selecting: false)), (.control("a"), .move(.lineStart, selecting: false)),
                (.end, .move(.lineEnd, selecting: false)), (.control("e"), .move(.lineEnd, selecting: false)),
            ], help: msgid("Start and end of the line")),
        KeyRow(
            [
                (.pageUp, .pageUp(selecting: false)), (.control("y"), .pageUp(selecting: false)),
                (.pageDown, .pageDown(selecting: false)), (.control("v"), .pageDown(selecting: false)),
            ], help: msgid("Up and down a screenful")),
    ] + wordAndLetterRows + [
        KeyRow(keys: [.enter], action: .edit(.newline), help: msgid("New line (refused when the page is full)")),
        KeyRow(keys: [.tab], action: .indent, help: msgid("Indent with spaces to the next tab stop")),
        KeyRow(keys: [.backspace], action: .edit(.deleteBackward), help: msgid("Delete the character before the cursor")),
        KeyRow(
            keys: [.delete, .control("d")], action: .edit(.deleteForward), help: msgid("Delete the character under the cursor")),
        KeyRow(keys: [.alt(.backspace)], action: .edit(.deleteWordBackward), help: msgid("Delete the word before the cursor")),
        KeyRow(keys: [.alt(.delete)], action: .edit(.deleteWordForward), help: msgid("Delete the word after the cursor")),
        KeyRow(keys: [.escape], action: .cancel, help: msgid("Close help or a question; drop the selection")),
    ])
}
