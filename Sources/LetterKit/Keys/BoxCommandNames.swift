/// The letterbox's commands by name, for `[keys.box]` and `[keys.box-search]`.
extension BoxKeymaps {
    static let browsingNames = ActionNames<BoxAction>([
        ("up", .up, "Previous row"), ("down", .down, "Next row"), ("page-up", .pageUp, "Up a screenful"),
        ("page-down", .pageDown, "Down a screenful"), ("first", .first, "First row"), ("last", .last, "Last row"),
        ("open", .open, "Open: a letter in the editor, a folder or a book to go in"),
        ("folder-up", .goUp, "The folder above"), ("new-letter", .newLetter, "Write a new letter in this folder"),
        ("search", .search, "Search as you type; Enter opens a result, Esc leaves"),
        ("order", .cycleOrder, "Order: newest, name, longest"), ("rename", .rename, "Rename the letter"),
        ("trash", .delete, "Move the letter and its files to the trash (asks first)"),
        ("mark", .mark, "Mark or unmark the letter"),
        ("bind", .bind, "Bind the marked letters (or this one) into a book"),
        ("help", .help, "Show or hide this help"), ("quit", .quit, "Quit"),
        ("palette", .palette, "Every command by name"),
        ("cancel", .cancel, "Close the help or a question"),
    ])

    static let searchNames = ActionNames<SearchAction>([
        ("leave", .leave, "Leave the search: the folder's rows again"), ("open", .open, "Open the result chosen"),
        ("up", .up, "Previous result"), ("down", .down, "Next result"),
        ("page-up", .pageUp, "Up a screenful of results"), ("page-down", .pageDown, "Down a screenful of results"),
        ("quit", .quit, "Quit"), ("help", .help, "This help"),
    ])
}
