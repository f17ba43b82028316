/// The letterbox's commands by name, for `[keys.box]` and `[keys.box-search]`.
extension BoxKeymaps {
    static let browsingNames = ActionNames<BoxAction>([
        ("up", .up, msgid("Previous row")), ("down", .down, msgid("Next row")), ("page-up", .pageUp, msgid("Up a screenful")),
        ("page-down", .pageDown, msgid("Down a screenful")), ("first", .first, msgid("First row")), ("last", .last, msgid("Last row")),
        ("open", .open, msgid("Open: a letter in the editor, a folder or a book to go in")),
        ("folder-up", .goUp, msgid("The folder above")), ("new-letter", .newLetter, msgid("Write a new letter in this folder")),
        ("search", .search, msgid("Search as you type; Enter opens a result, Esc leaves")),
        ("order", .cycleOrder, msgid("Order: newest, name, longest")), ("rename", .rename, msgid("Rename the letter")),
        ("trash", .delete, msgid("Move the letter and its files to the trash (asks first)")),
        ("mark", .mark, msgid("Mark or unmark the letter")),
        ("bind", .bind, msgid("Bind the marked letters (or this one) into a book")),
        ("sync", .sync, msgid("Sync the letterbox with its git remote")),
        ("help", .help, msgid("Show or hide this help")), ("quit", .quit, msgid("Quit")),
        ("palette", .palette, msgid("Every command by name")),
        ("cancel", .cancel, msgid("Close the help or a question")),
    ])

    static let searchNames = ActionNames<SearchAction>([
        ("leave", .leave, msgid("Leave the search: the folder's rows again")), ("open", .open, msgid("Open the result chosen")),
        ("up", .up, msgid("Previous result")), ("down", .down, msgid("Next result")),
        ("page-up", .pageUp, msgid("Up a screenful of results")), ("page-down", .pageDown, msgid("Down a screenful of results")),
        ("quit", .quit, msgid("Quit")), ("help", .help, msgid("This help")),
    ])
}
