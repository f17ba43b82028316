/// A stretch of one visual line written in one ink, as it is shown.
///
/// `text` is the characters' shown form (`Glyph.shown`: control characters in
/// caret form), so a writer never has to think about what may reach a
/// terminal or a page raw.
public struct InkedSegment: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var ink: Ink
    /// The sticker this segment is, when it is one: then it holds that one
    /// sticker, `text` is its readable name (`:heart:`, what text tools are
    /// given for it) and it takes `StickerMark.cells`, so a page can draw
    /// the picture in its cells. Only `InkedLines.typeLines` makes these.
    public var sticker: Sticker?

    public init(_ text: String, _ ink: Ink, sticker: Sticker? = nil) {
        self.text = text
        self.ink = ink
        self.sticker = sticker
    }

    /// The cells the segment takes on its line.
    public var cells: Int { sticker == nil ? CellWidth.of(text) : StickerMark.cells }

    public var description: String { "\(text.debugDescription) \(ink)" + (sticker.map { " \($0.name)" } ?? "") }
}

/// One visual line of a letter on its paper: the stretches of it in each ink,
/// in order, touching stretches of one ink merged.
public struct InkedLine: Hashable, Sendable {
    public var segments: [InkedSegment]
    /// Spaces at the end of the line (after the segments), kept apart so a
    /// writer can drop them or write them without ink: they hang in the margin
    /// or end a paragraph, and mark nothing a reader sees.
    public var trailingSpaces: String
    /// The size the line is printed at where a page can set type at its
    /// size (`InkedLines.typeLines`); `.normal` for a line written in cells.
    public var size: TypeSize

    public init(segments: [InkedSegment], trailingSpaces: String = "", size: TypeSize = .normal) {
        self.segments = segments
        self.trailingSpaces = trailingSpaces
        self.size = size
    }

    /// The shown text without its trailing spaces: what `letter export --to
    /// txt` writes for the line.
    public var trimmedText: String { segments.map(\.text).joined() }

    /// The shown text with its trailing spaces: what `letter render` prints.
    public var text: String { trimmedText + trailingSpaces }

    /// The line as a large or wide line is written where it cannot be drawn
    /// at its size: each character followed by as many spaces as it has
    /// cells, the last one's left off (`SpacedType`).
    var spaced: InkedLine {
        var result = InkedLine(segments: [], trailingSpaces: trailingSpaces)
        for (index, segment) in segments.enumerated() {
            var text = ""
            let characters = Array(segment.text)
            for (offset, character) in characters.enumerated() {
                let last = index == segments.count - 1 && offset == characters.count - 1
                text += SpacedType.spaced(String(character), width: CellWidth.of(character), last: last)
            }
            result.segments.append(InkedSegment(text, segment.ink))
        }
        return result
    }
}

/// A letter's styled paragraphs wrapped on a paper, line by line, each line in
/// stretches of one ink: what the HTML page and the coloured render draw.
///
/// Why a layout of its own: the page writers need ink, which `Document` does
/// not hold. It wraps each paragraph with `Paragraph` itself, so the lines
/// break exactly where the document built from the same visible text breaks
/// them (a property test holds the two together), and counts the same lines.
public enum InkedLines {
    /// Every visual line of `paragraphs` wrapped to `columns` cells; a
    /// sticker of `stickers` is its name (`:heart:`), as `render` shows it.
    public static func lines(of paragraphs: [StyledText], columns: Int, stickers: StickerShelf = StickerShelf())
        -> [InkedLine]
    {
        var lines: [InkedLine] = []
        for text in paragraphs {
            // A large or wide line wraps at half the columns, spaced
            // (`SpacedType`); a large one's second row is empty.
            let paragraph = Paragraph(text.characters, columns: text.size.wrapColumns(columns))
            for line in 0..<paragraph.lineCount {
                let inked = self.line(of: text, in: paragraph.range(ofLine: line), stickers: stickers)
                guard text.size != .normal else {
                    lines.append(inked)
                    continue
                }
                lines.append(inked.spaced)
                if text.size.rows == 2 { lines.append(InkedLine(segments: [])) }
            }
        }
        return lines
    }

    /// Every wrapped line of `paragraphs` as a page that sets type at its
    /// size prints it (PDF, HTML, EPUB): a large or wide line as it is, not
    /// spaced, carrying its size, and taking `size.rows` writing lines (a
    /// large line's second is not in the list: the line's type covers it).
    /// Its characters break where `lines(of:columns:)` breaks them. Each
    /// sticker of `stickers` is a segment of its own (`InkedSegment.sticker`),
    /// for the page to draw as its picture.
    public static func typeLines(of text: StyledText, columns: Int, stickers: StickerShelf = StickerShelf())
        -> [InkedLine]
    {
        let paragraph = Paragraph(text.characters, columns: text.size.wrapColumns(columns))
        return (0..<paragraph.lineCount).map { line in
            var inked = self.line(of: text, in: paragraph.range(ofLine: line), stickers: stickers)
            inked.size = text.size
            return inked
        }
    }

    /// Every visual line of `paragraphs`, a picture's paragraph drawn as its
    /// block (`PictureBox`: a frame of its lines with the caption, or an
    /// attachment's card) from `pictures`, with what is wrong with its file
    /// when `problems` (by path) says, as the editor shows it. A video or a
    /// sound with no problem is its `MediaLabel` block or card, its length
    /// from `mediaFacts`.
    public static func lines(
        of paragraphs: [StyledText], columns: Int, pictures: PictureShelf, problems: [String: PictureProblem] = [:],
        stickers: StickerShelf = StickerShelf(), mediaFacts: (PictureSource) -> MediaFacts? = { _ in nil }
    ) -> [InkedLine] {
        guard !pictures.isEmpty else { return lines(of: paragraphs, columns: columns, stickers: stickers) }
        var lines: [InkedLine] = []
        for text in paragraphs {
            if let (mark, source) = pictures.picture(in: text) {
                let look = problems[source.path].map(PictureLook.problem)
                let media = look == nil ? source.media : nil
                let rows =
                    media.map {
                        MediaLabel.rows(
                            for: source, kind: $0, facts: mediaFacts(source), columns: columns, lines: mark.lines)
                    } ?? PictureBox.rows(for: source, look: look, columns: columns, lines: mark.lines)
                for row in rows {
                    lines.append(InkedLine(segments: [InkedSegment(row, .plain)]))
                }
                continue
            }
            lines += self.lines(of: [text], columns: columns, stickers: stickers)
        }
        return lines
    }

    /// The characters of `range` in `text` as segments and trailing spaces;
    /// a sticker of `stickers` a segment of its own.
    static func line(of text: StyledText, in range: Range<Int>, stickers: StickerShelf = StickerShelf()) -> InkedLine {
        var end = range.upperBound
        while end > range.lowerBound, text.characters[end - 1].isLayoutSpace { end -= 1 }
        var segments: [InkedSegment] = []
        for offset in range.lowerBound..<end {
            let character = text.characters[offset]
            let ink = text.ink(at: offset)
            if !stickers.isEmpty, let sticker = stickers.sticker(for: character) {
                segments.append(InkedSegment(StickerText.readable(sticker), ink, sticker: sticker))
                continue
            }
            let shown = Glyph.shown(character)
            if let last = segments.last, last.ink == ink, last.sticker == nil {
                segments[segments.count - 1].text += shown
            } else {
                segments.append(InkedSegment(shown, ink))
            }
        }
        let trailing = String(text.characters[end..<range.upperBound])
        return InkedLine(segments: segments, trailingSpaces: trailing)
    }
}
