/// A letter's writing lines as an ODT document sets them: each visual line
/// of the paper (wrapped where `render` and the PDF wrap it) a line of its
/// own, so a word processor shows the same lines and never wraps them again.
///
/// Why groups and not one paragraph per line: a reader such as pandoc reads
/// each paragraph as a block of its own, with an empty line between blocks,
/// and drops a line break that would make an empty line. So the lines
/// between two empty lines are one paragraph, each ended by a line break,
/// and the empty lines before a paragraph are the space above it (one
/// writing line's height each): a word processor shows the empty lines,
/// and pandoc an empty line between the paragraphs.
struct ODTLines {
    /// One line of a group.
    enum Line: Hashable {
        /// Text in its inks and at its size (stickers as their segments).
        case text(InkedLine)
        /// A picture block carried in the package: its name there, its
        /// caption, its size in points.
        case picture(ODTPicture, width: Double, height: Double)
    }

    /// Lines set one after another, after `blankRows` empty writing lines.
    struct Group: Hashable {
        var blankRows: Int
        var lines: [Line]
    }

    private(set) var groups: [Group] = []
    /// Empty writing lines after the last group: nothing a page shows.
    private(set) var trailingRows = 0
    /// Writing lines the letter takes, the empty ones too.
    private(set) var rows = 0

    /// The lines of `request`'s letter; `cell` and `row` are a cell's width
    /// and a writing line's height in points.
    init(_ request: ODTRequest, cell: Double, row: Double) {
        let columns = request.paper.columns
        var pending = 0
        for paragraph in request.paragraphs {
            if let (mark, source) = request.pictures.picture(in: paragraph) {
                if source.kind == .picture, let picture = request.embedded[source.path] {
                    let size = picture.size(width: Double(columns) * cell, height: Double(mark.lines) * row)
                    add(.picture(picture, width: size.width, height: size.height), rows: mark.lines, pending: &pending)
                    continue
                }
                // Not carried (a video, a sound, a file that cannot be read):
                // its block as the editor draws it, line for line.
                let drawn = InkedLines.lines(
                    of: [paragraph], columns: columns, pictures: request.pictures, problems: request.problems)
                for line in drawn { add(.text(line), rows: 1, pending: &pending) }
                continue
            }
            for line in InkedLines.typeLines(of: paragraph, columns: columns, stickers: request.stickers) {
                if line.segments.isEmpty {
                    pending += line.size.rows
                    rows += line.size.rows
                } else {
                    add(.text(line), rows: line.size.rows, pending: &pending)
                }
            }
        }
        trailingRows = pending
    }

    private mutating func add(_ line: Line, rows lineRows: Int, pending: inout Int) {
        rows += lineRows
        if pending == 0, !groups.isEmpty {
            groups[groups.count - 1].lines.append(line)
        } else {
            groups.append(Group(blankRows: pending, lines: [line]))
            pending = 0
        }
    }
}

/// A picture the package carries: its name there (`Pictures/picture-1.png`),
/// its media type, its bytes (read by the program, confined as the letter's
/// pictures are), its size in pixels when known and its caption.
public struct ODTPicture: Hashable, Sendable {
    public var name: String
    public var mediaType: String
    public var bytes: [UInt8]
    public var pixels: (width: Int, height: Int)?
    public var caption: String

    public init(
        name: String, mediaType: String, bytes: [UInt8], pixels: (width: Int, height: Int)? = nil, caption: String = ""
    ) {
        self.name = name
        self.mediaType = mediaType
        self.bytes = bytes
        self.pixels = pixels
        self.caption = caption
    }

    /// Its size in a block `width` × `height` points: as tall as the block,
    /// its own proportions kept, no wider than the block; the whole block
    /// when its pixels are unknown.
    func size(width: Double, height: Double) -> (width: Double, height: Double) {
        guard let pixels, pixels.width > 0, pixels.height > 0 else { return (width, height) }
        let scale = min(width / Double(pixels.width), height / Double(pixels.height))
        return (Double(pixels.width) * scale, Double(pixels.height) * scale)
    }

    public static func == (one: ODTPicture, other: ODTPicture) -> Bool {
        one.name == other.name && one.mediaType == other.mediaType && one.bytes == other.bytes
            && one.pixels?.width == other.pixels?.width && one.pixels?.height == other.pixels?.height
            && one.caption == other.caption
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(bytes.count)
    }
}
