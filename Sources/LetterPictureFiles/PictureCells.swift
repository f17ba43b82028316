/// How many colours the terminal offers a picture, and which way round its
/// ink and paper are when it has none for the picture.
///
/// The program asks ncurses (`COLORS`): a picture is drawn in colour only
/// where the 256-colour palette is there to draw it. With fewer, symbols alone
/// carry it: the 16 ANSI colours are the ones terminal themes redefine, so a
/// picture drawn in them shows in whatever colours the theme chose. Symbols
/// are drawn in the ink's colour, so chafa must know whether the ink is the
/// dark or the light one, or the picture comes out as its negative.
public enum PictureColors: Hashable, Sendable, CaseIterable, Codable {
    /// The xterm 256-colour palette, of which only 16–255 are used: the first
    /// 16 are the ones terminal themes redefine, so they would not be the
    /// colours chafa chose.
    case indexed256
    /// No colours, light ink on a dark background: the terminal's own
    /// colours, where the editor has none (most terminals are light on dark;
    /// chafa's default too). The light parts become symbols.
    case monochrome
    /// No colours for the picture, dark ink on light paper: the paper of a
    /// terminal with 8 or 16 colours (black on white). The dark parts become
    /// symbols.
    case monochromeOnPaper

    /// The mode for a terminal with `count` colours (ncurses' `COLORS`, 0
    /// where colours are off), matching the paper the screen draws there.
    public init(terminalColors count: Int) {
        self = count >= 256 ? .indexed256 : count >= 8 ? .monochromeOnPaper : .monochrome
    }

    /// True when the picture carries colours of its own.
    public var hasColors: Bool { self == .indexed256 }
}

/// One terminal cell of a drawn picture: a symbol and its two colours.
///
/// Colours are palette indices for `init_pair`/`alloc_pair`; nil means the
/// paper's own colour (monochrome mode, a transparent part of the picture, or
/// the margin around a picture narrower than its block).
public struct PictureCell: Hashable, Sendable {
    public var symbol: Character
    public var foreground: UInt8?
    public var background: UInt8?

    public init(symbol: Character, foreground: UInt8?, background: UInt8?) {
        self.symbol = symbol
        self.foreground = foreground
        self.background = background
    }

    /// An empty cell that shows the paper.
    public static let paper = PictureCell(symbol: " ", foreground: nil, background: nil)
}

/// A rectangle of cells inside a picture's block.
public struct CellArea: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var columns: Int
    public var rows: Int

    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }
}

/// A picture drawn for a block of terminal cells, as a plain value the screen
/// copies into ncurses: no pointers, nothing to free, cheap to cache.
///
/// Always exactly `columns` × `rows.count` cells. The picture keeps its shape
/// and is centred in the block (`picture`); the cells around it show the paper.
public struct PictureCells: Hashable, Sendable {
    /// The block's width in cells; every row has this many.
    public let columns: Int
    /// The block's cells, top row first.
    public let rows: [[PictureCell]]
    /// Where in the block the picture itself is drawn.
    public let picture: CellArea

    public init(columns: Int, rows: [[PictureCell]], picture: CellArea) {
        self.columns = columns
        self.rows = rows
        self.picture = picture
    }

    /// A block of paper-only cells (a block with no room for a picture).
    public static func blank(columns: Int, rows: Int) -> PictureCells {
        let width = max(0, columns)
        let row = [PictureCell](repeating: .paper, count: width)
        return PictureCells(
            columns: width, rows: [[PictureCell]](repeating: row, count: max(0, rows)),
            picture: CellArea(column: 0, row: 0, columns: 0, rows: 0))
    }

    /// The cell at `column`, `row`; both must be inside the block.
    public subscript(column: Int, row: Int) -> PictureCell { rows[row][column] }

    /// How many cells the block holds.
    public var cellCount: Int { columns * rows.count }
}
