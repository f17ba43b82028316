/// Attaching pictures and changing their height: edits like any other,
/// through the one gate and into the undo history.
extension Page {
    /// The picture the cursor is on (just before or just after it), if any.
    public var pictureAtCursor: (mark: PictureMark, source: PictureSource)? {
        document.picture(at: cursor.paragraph)
    }

    /// Puts `source` on the page at the cursor (over the selection), `lines`
    /// tall (one line for an attachment), in a paragraph of its own.
    ///
    /// Refused, with how many lines it needs and how many are left, when the
    /// letter would run past the paper.
    mutating func attach(_ source: PictureSource, lines: Int) -> EditOutcome {
        let height = source.kind == .attachment ? 1 : max(1, lines)
        let mark = PictureMark(id: document.pictures.sources.count, lines: height)
        let range = selection ?? cursor..<cursor
        let edit = Edit(start: range.lowerBound, end: range.upperBound, text: String(mark.character))
        var replacement = proposal(for: edit)
        replacement.origin = .picture
        replacement.attaching = source
        return submit(replacement, kind: .other, typed: "")
    }

    /// Makes the picture at the cursor `delta` lines taller (or shorter).
    mutating func resizePicture(by delta: Int) -> EditOutcome {
        guard let (mark, source) = pictureAtCursor else { return .refused(.noPictureAtCursor) }
        guard source.kind == .picture else { return .refused(.attachmentIsOneLine) }
        let lines = mark.lines + delta
        guard lines >= PictureHeight.minimumLines else {
            return .refused(.pictureAtLeast(lines: PictureHeight.minimumLines))
        }
        guard lines <= PictureMark.maximumLines else {
            return .refused(.pictureNeedsLines(lines: delta, left: max(0, paper.lines - document.lineCount)))
        }
        let paragraph = cursor.paragraph
        let after = cursor.offset > 0
        let edit = Edit(
            start: Position(paragraph: paragraph, offset: 0), end: Position(paragraph: paragraph, offset: 1),
            text: String(mark.resized(to: lines).character))
        var replacement = proposal(for: edit)
        replacement.origin = .picture
        replacement.cursorAfter = Position(paragraph: paragraph, offset: after ? 1 : 0)
        return submit(replacement, kind: .other, typed: "")
    }

    /// Points picture `id` at its copy (after a save copied it next to the
    /// letter). Not an edit: the letter shows the same picture.
    mutating func movePicture(_ id: Int, to path: String, letterFolder: String? = nil) {
        document.pictures.move(id, to: path, letterFolder: letterFolder)
    }

    /// The letter's text with each picture written as `[picture: caption
    /// (path)]` (an attachment as `[attachment: name (path)]`), paths as a
    /// letter in `folder` writes them: what plain text shows of it. Saving as
    /// `.txt` and `letter export --to txt` both write this; a sticker is
    /// written as its name (`:heart:`). An export passes `mediaFacts`: a
    /// video or a sound is then `[video: caption (0:42)]` (`MediaLabel`),
    /// its length when the facts give one; a save keeps the path instead.
    public func plainText(folder: String = ".", mediaFacts: ((PictureSource) -> MediaFacts?)? = nil) -> String {
        guard !document.pictures.isEmpty || !document.stickers.isEmpty else { return text }
        var result = ""
        for (index, paragraph) in document.paragraphs.enumerated() {
            if index > 0 { result.append("\n") }
            if let (_, source) = document.picture(at: index) {
                if let mediaFacts, let kind = source.media {
                    result += MediaLabel.plainLine(for: source, kind: kind, facts: mediaFacts(source))
                } else {
                    result += PictureSyntax.plainLine(for: source, folder: folder)
                }
            } else if !document.stickers.isEmpty {
                result += StickerText.plain(paragraph.characters, shelf: document.stickers)
            } else {
                result.append(contentsOf: paragraph.characters)
            }
        }
        return result
    }
}
