/// The kinds of row the letterbox list is built from, each declared as data:
/// how many terminal rows it takes, which fields each of its lines shows, and
/// whether a thumbnail sits beside it. `BoxRowDrawing` has one drawing
/// function per kind, which lays out the fields its shape declares.
public enum BoxRowKind: Hashable, Sendable, CaseIterable {
    /// A letter: its title (and, for one of a pair a sync kept, which it
    /// is); then its date, lines used, the start of its text
    /// and its file name (two letters that open alike are told apart).
    case letter
    /// The same two lines with a small picture of its first picture beside them.
    case letterWithPicture
    /// A folder with a `book.toml`: its title and how many letters it binds.
    case book
    /// A folder: its name and how many letters are in it.
    case folder

    /// The shape of this kind of row.
    public var shape: BoxRowShape {
        switch self {
        case .letter:
            BoxRowShape(lines: [
                BoxRowLine(left: [.mark, .title], right: [.syncPair, .recipient]),
                BoxRowLine(left: [.gap, .date, .lines, .opening], right: [.fileName]),
            ])
        case .letterWithPicture:
            BoxRowShape(
                lines: [
                    BoxRowLine(left: [.mark, .title], right: [.syncPair, .recipient]),
                    BoxRowLine(left: [.gap, .date, .lines, .opening], right: [.fileName]),
                ], thumbnailColumns: 8)
        case .book:
            BoxRowShape(lines: [BoxRowLine(left: [.mark, .bookTitle], right: [.letterCount])])
        case .folder:
            BoxRowShape(lines: [BoxRowLine(left: [.mark, .folderName], right: [.letterCount])])
        }
    }

    /// Terminal rows the kind takes.
    public var height: Int { shape.lines.count }
}

/// A row kind's layout: its lines, top to bottom, and the width of the
/// thumbnail drawn beside all of them (0 for none; the thumbnail is as tall
/// as the row).
public struct BoxRowShape: Hashable, Sendable {
    public let lines: [BoxRowLine]
    public let thumbnailColumns: Int

    public init(lines: [BoxRowLine], thumbnailColumns: Int = 0) {
        self.lines = lines
        self.thumbnailColumns = thumbnailColumns
    }
}

/// The fields of one line of a row: those on the left, in order, the last
/// taking what room is left; those on the right, against the edge, drawn
/// only where they fit.
public struct BoxRowLine: Hashable, Sendable {
    public let left: [BoxField]
    public let right: [BoxField]

    public init(left: [BoxField], right: [BoxField] = []) {
        self.left = left
        self.right = right
    }
}

/// What a row can show. The text of each, for an entry, is
/// `BoxField.text(for:in:)`.
public enum BoxField: Hashable, Sendable {
    /// Two cells: "✓" when marked, "!" for a broken letter.
    case mark
    /// Two blank cells, so a second line starts under the title.
    case gap
    /// The letter's first line with text, or its file name.
    case title
    /// "to Min-ji", from the envelope.
    case recipient
    /// "other version from laptop" on the copy a sync kept, "has another
    /// version from laptop" on its letter (`SyncPair`).
    case syncPair
    /// The envelope's date, else the day the file last changed.
    case date
    /// "9/18": writing lines used of its paper's.
    case lines
    /// The start of the text; for a broken letter, what is wrong with it.
    case opening
    /// A book's title, and that it is a book.
    case bookTitle
    /// A folder's name, ending in "/".
    case folderName
    /// "3 letters".
    case letterCount
    /// The letter's file name, at most `BoxField.fileNameCells` cells (cut
    /// in the middle, so its start and its extension both show); left out
    /// when the title is the file name already.
    case fileName

    /// The most cells a file name takes on a row: an 80-column row keeps
    /// room for the date, the lines and the start of the text.
    public static let fileNameCells = 24
}
