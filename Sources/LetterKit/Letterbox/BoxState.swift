/// Everything the letterbox screen shows and remembers, as one value.
///
/// `update(_:_:)` (BoxUpdate.swift) is the only way it changes: it applies a
/// command in place and returns the effects the program must perform (list a
/// folder, search, open a letter in the editor, move a file to the trash).
/// The shape of the editor's `EditorState`: the screen is tested headlessly,
/// and every sentence the user reads is worded here.
///
/// Representation: the box's folder and the folder shown (relative to the
/// box), the listing the program last gave for it, the rows shown (that
/// listing, or search results), the selected row and the first row on
/// screen (indices into `entries`), the marked letters in the order they
/// were marked, and the thumbnails drawn so far, by picture file.
public struct BoxState: Sendable {
    /// The box, absolute.
    public let box: String
    /// How the title row names the box ("~/Letters").
    public let boxName: String
    /// Seconds east of UTC, for showing a file's day as the user's clock has it.
    public let utcOffset: Int
    /// The folder shown, relative to the box; "" for the box itself.
    public internal(set) var folder = ""
    /// The keys in use: the person's bindings over the defaults, built once.
    public internal(set) var keymaps: BoxKeymaps
    public internal(set) var order: BoxOrder
    /// The program's answer for `folder` and `order`; nil until it comes.
    public internal(set) var listing: FolderListing?
    /// The rows shown: the listing's, or the results of a search.
    public internal(set) var entries: [BoxEntry] = [] {
        // Found once a list, not once a frame: a row is drawn from its path.
        didSet { pairs = SyncPair.pairs(among: entries.compactMap { $0.letter?.path }) }
    }
    /// The letters among `entries` that a sync kept as a pair (a letter and
    /// the other machine's version beside it), by path.
    public internal(set) var pairs: [String: SyncPair] = [:]
    /// The selected row; 0 when there are none.
    public internal(set) var selected = 0
    /// The first row on screen.
    public internal(set) var top = 0
    public internal(set) var mode: Mode = .browsing
    /// Letters marked with Space, in the order marked (a book binds them so).
    public internal(set) var marked: [String] = []
    /// The line the status row shows, until the next key.
    public internal(set) var message: StatusMessage?
    public internal(set) var terminal = TerminalSize(rows: 24, columns: 80)
    /// Thumbnails the program drew, by picture file.
    public internal(set) var thumbnails: [String: PictureLook] = [:]
    /// Thumbnails asked for and not yet drawn.
    var requestedThumbnails = Set<String>()
    /// The row to select once the next listing comes (the folder just left,
    /// a letter just renamed or written).
    var pendingSelection: String?

    /// A box at `box` (absolute), listed in `order`. Start it with
    /// `.start`, which asks for the first listing.
    public init(
        box: String, boxName: String? = nil, order: BoxOrder = .newest, utcOffset: Int = 0,
        keymaps: BoxKeymaps = .standard
    ) {
        self.keymaps = keymaps
        self.box = box
        self.boxName = boxName ?? box
        self.order = order
        self.utcOffset = utcOffset
    }

    /// What the screen is doing: browsing, or asking something.
    public enum Mode: Hashable, Sendable {
        case browsing
        /// `/`: search as you type; the rows are the results.
        case searching(TextField)
        /// `r`: a new name for the letter at `path`.
        case renaming(TextField, path: String)
        /// `d`: move the letter at `path` to the trash?
        case confirmingDelete(path: String)
        /// `b`: a title for a book binding `letters` (absolute, in order).
        case namingBook(TextField, letters: [String])
        /// F1: the keys, scrolled down by this many rows.
        case help(scroll: Int)
        /// F10, Ctrl-E: the command palette.
        case palette(Palette<BoxAction>)
    }

    /// The selected row, if there is one.
    public var selectedEntry: BoxEntry? { entries.indices.contains(selected) ? entries[selected] : nil }

    /// The folder shown, absolute.
    public var folderPath: String { BoxPath.joined(box, folder) }

    /// The search being typed, when searching.
    public var query: String? {
        if case .searching(let field) = mode { return field.text }
        return nil
    }

    /// True while the first listing has not come.
    public var isLoading: Bool { listing == nil }

    /// Rows of the terminal the list has: all but the title and status rows.
    var listRows: Int { max(0, terminal.rows - 2) }

    /// The smallest terminal the list can be drawn in.
    public static let minimumSize = TerminalSize(rows: 5, columns: 30)

    /// True when the terminal cannot show the list.
    public var isTooSmall: Bool {
        terminal.rows < BoxState.minimumSize.rows || terminal.columns < BoxState.minimumSize.columns
    }

    /// What the screen says when it cannot show the list.
    public var tooSmallMessage: String {
        tr(
            "Terminal too small for the letterbox: it needs {columns}×{rows}, has {has-columns}×{has-rows}. q quits.",
            [
                "columns": BoxState.minimumSize.columns, "rows": BoxState.minimumSize.rows,
                "has-columns": terminal.columns, "has-rows": terminal.rows,
            ])
    }
}

/// What a person can ask the letterbox to do, as data: keys give them
/// through `BoxKeys`. What the terminal gives (`ScreenInput`) and what the
/// program answers (`BoxReply`) are messages of their own.
public enum BoxAction: Hashable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// Enter: open the letter in the editor, or go into the folder.
    case open
    /// Backspace, Left: the folder above.
    case goUp
    case newLetter, search, cycleOrder, rename, delete, mark, bind, help, quit
    /// `g`: sync the box with its git remote, as `letter box sync` does.
    case sync
    /// F10, Ctrl-E: every command by name, as in the editor.
    case palette
    /// Esc: closes a prompt, the help or a search.
    case cancel
}

/// How a file operation the program performed turned out.
public enum BoxOutcome: Hashable, Sendable {
    case done
    /// The name asked for is taken.
    case taken
    /// It did not happen, or happened only in part.
    case failed(BoxProblem)
}

/// What the program must do after an update.
public enum BoxEffect: Hashable, Sendable {
    /// List a folder (relative to the box) in an order; answer `.listed`.
    case list(folder: String, order: BoxOrder)
    /// Find the letters holding the text; answer `.found`.
    case search(String)
    /// Run the editor on the letter, bring the index up to date with it when
    /// the editor quits, and answer `.editorClosed`.
    case open(path: String)
    /// Run the editor on a new letter in this folder (absolute); answer
    /// `.editorClosed` with where it was saved.
    case newLetter(folder: String)
    /// Rename a letter (and the files folders that are its alone, as
    /// `FilesFolderOwnership` decides) without replacing anything; answer
    /// `.renamed`.
    case rename(from: String, to: String)
    /// Move a letter and the files folders that are its alone to the trash;
    /// answer `.trashed`.
    case trash(path: String)
    /// Make a book's folder and its `book.toml`; answer `.bound`.
    case bind(BookBinding)
    /// Draw these thumbnails, while no key is waiting; answer `.thumbnailDrawn`.
    case drawThumbnails([ThumbnailRequest])
    /// Sync the box with its git remote once no key waits (the status row
    /// says so first); answer `.synced`.
    case sync
    case quit
}

/// A thumbnail to draw: a picture file in `columns` × `rows` cells.
public struct ThumbnailRequest: Hashable, Sendable {
    public let path: String
    /// The folder of the letter that names the picture: a picture is read
    /// only inside it, as the editor reads it.
    public let confinedTo: String?
    public let columns: Int
    public let rows: Int

    public init(path: String, confinedTo: String? = nil, columns: Int, rows: Int) {
        self.path = path
        self.confinedTo = confinedTo
        self.columns = columns
        self.rows = rows
    }
}
