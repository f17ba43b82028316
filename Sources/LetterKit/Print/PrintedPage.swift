/// A place on a printed page, in points (1/72 inch) from its top-left corner.
public struct PrintPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle on a printed page, in points from its top-left corner.
public struct PrintRect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// One stretch of type on a printed page: characters of one ink, set in the
/// print face at `size` points, starting at the left of `box` and taking
/// exactly `cells` cells of `box.width / cells` points each.
///
/// Why cells: the page must break and align every line where the screen
/// does, so the layout decides where each stretch starts and how wide it is,
/// and the program sets the type into that room (see `PDFPrinter`): a face
/// whose advances match the cells draws it as one run, anything else is
/// placed character by character. The baseline sits `baseline` points below
/// the box's top.
public struct PrintText: Hashable, Sendable, Codable {
    /// What the text is on the page, so tests and the program can tell the
    /// writing from the page's furniture.
    public enum Role: Hashable, Sendable, Codable {
        /// Part of a writing line (or a picture's placeholder row).
        case line
        /// The paper's letterhead, in its top margin.
        case letterhead
        /// The envelope's address block above the sheet.
        case envelope
        /// "2 / 5" under the sheet (a book's page number under each page).
        case pageNumber
        /// A book's cover: its title and author.
        case cover
        /// A line of a book's contents, or their heading.
        case contents
    }

    public var text: String
    public var box: PrintRect
    public var cells: Int
    public var baseline: Double
    public var size: Double
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    public var color: RGB
    public var role: Role
    /// How many times wider than the face the type is drawn: 2 for a wide
    /// line (twice as wide, one line high), 1 for everything else. The box
    /// and its cells are already that wide.
    public var stretch: Double

    public init(
        text: String, box: PrintRect, cells: Int, baseline: Double, size: Double, bold: Bool = false,
        italic: Bool = false, underline: Bool = false, color: RGB, role: Role, stretch: Double = 1
    ) {
        self.stretch = stretch
        self.text = text
        self.box = box
        self.cells = cells
        self.baseline = baseline
        self.size = size
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.color = color
        self.role = role
    }
}

/// A picture's block on a printed page: the picture drawn at the file's full
/// resolution, as large as fits in `box` and centred, its shape kept. When
/// the file cannot be drawn the program sets `placeholder` (the frame the
/// screen draws, naming the problem) one row a line instead.
public struct PrintPicture: Hashable, Sendable, Codable {
    public var source: PictureSource
    /// The whole block: as many rows as it has lines, the writing area wide.
    /// On a page the block runs onto or off, part of it lies beyond the page.
    public var box: PrintRect
    /// The part of `box` on this page: nothing is drawn outside it.
    public var clip: PrintRect
    /// The block's writing lines, top to bottom, for a placeholder's rows.
    public var lines: Int
    public var columns: Int
    /// Where a placeholder row's baseline sits below the row's top, and the
    /// type's size, as for `PrintText`.
    public var baseline: Double
    public var size: Double
    /// The ink a placeholder is drawn in: the paper's.
    public var color: RGB

    public init(
        source: PictureSource, box: PrintRect, clip: PrintRect, lines: Int, columns: Int, baseline: Double,
        size: Double, color: RGB
    ) {
        self.source = source
        self.box = box
        self.clip = clip
        self.lines = lines
        self.columns = columns
        self.baseline = baseline
        self.size = size
        self.color = color
    }
}

/// One mark on a printed page, drawn in order: later marks over earlier ones.
public enum PrintMark: Hashable, Sendable, Codable {
    /// A rectangle filled with a colour: the sheet, a highlight, a line past
    /// the paper's last.
    case fill(PrintRect, RGB)
    /// A straight line `width` points thick: a rule, a side of the border.
    case stroke(from: PrintPoint, to: PrintPoint, width: Double, color: RGB)
    /// An arc of a rounded border's corner: a quarter circle of `radius`
    /// around `center`, from `startAngle` to `endAngle` (radians, clockwise
    /// on the page, 0 pointing right).
    case arc(center: PrintPoint, radius: Double, startAngle: Double, endAngle: Double, width: Double, color: RGB)
    case text(PrintText)
    case picture(PrintPicture)
    /// A sticker's picture in its cells of a line.
    case sticker(PrintSticker)
}

/// One printed page: its size in points and its marks.
public struct PrintedPage: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public var marks: [PrintMark]

    public init(width: Double, height: Double, marks: [PrintMark] = []) {
        self.width = width
        self.height = height
        self.marks = marks
    }
}

/// A whole printout: its pages and what the PDF says about itself.
///
/// `Codable` (with everything it holds), so the program can hand it to
/// `letter-print`, the small executable that draws it with Pango and Cairo:
/// those libraries are then loaded only by a letter that is printed.
public struct Printout: Hashable, Sendable, Codable {
    public var pages: [PrintedPage]
    /// The document's title: the envelope's recipient, else the file name.
    public var title: String
    /// The language the text is in (a BCP 47 tag), which chooses the shapes
    /// of Han characters (Korean, Japanese, Simplified or Traditional Chinese).
    public var language: String

    public init(pages: [PrintedPage], title: String, language: String) {
        self.pages = pages
        self.title = title
        self.language = language
    }
}
