/// A letter's videos and sounds on the printed sheet: what a page can show
/// of something that moves or sounds.
///
/// A video is its poster (the frame the program drew of it) over its
/// block's lines with `▶ 0:42 · name` on the last; on one line the poster
/// is a thumbnail a row tall before that text. A sound is its card,
/// `♪ name · 0:42`. Without facts the length is left out; without a poster
/// a video is its frame (or card) with the same words.
extension PrintSheet {
    /// Cells a one-line video's thumbnail takes before its text: a 4:3
    /// frame one row (3.2 cells) tall, and a cell of space.
    static let thumbnailCells = 5

    /// The writing lines of `source`'s block of `count` lines.
    static func mediaLines(_ source: PictureSource, kind: MediaKind, lines count: Int, request: PrintRequest)
        -> [PrintLine]
    {
        let columns = request.paper.columns
        let facts = request.mediaFacts[source.path]
        func text(_ row: String) -> PrintLine { .text(InkedLine(segments: [InkedSegment(row, .plain)])) }
        guard kind == .video else {
            return MediaLabel.rows(for: source, kind: kind, facts: facts, columns: columns, lines: count).map(text)
        }
        let line = MediaLabel.posterLine(for: source, facts: facts, columns: columns)
        guard let posterPath = request.posters[source.path] else {
            if count <= 1 { return [text(line)] }
            let caption = source.caption.isEmpty ? source.fileName : source.caption
            return PictureBox.rows(caption: caption, note: line, columns: columns, lines: count).map(text)
        }
        let poster = PictureSource(caption: source.caption.isEmpty ? source.fileName : source.caption, path: posterPath)
        guard count > 1 else {
            let after = MediaLabel.posterLine(for: source, facts: facts, columns: max(0, columns - thumbnailCells))
            return [.thumbnail(poster, text: InkedLine(segments: [InkedSegment(after, .plain)]))]
        }
        return [.pictureStart(poster, lines: count - 1)]
            + Array(repeating: PrintLine.pictureRest, count: count - 2) + [text(line)]
    }
}
