/// Putting a sticker in: an edit like typing one wide character, through the
/// one gate and into the undo history.
extension Page {
    /// Puts `sticker` at the cursor (over the selection) in the ink typing
    /// would take there. Refused like a typed character when the line would
    /// wrap past the paper's last line.
    mutating func stick(_ sticker: Sticker) -> EditOutcome {
        let mark = StickerMark(id: document.stickers.id(for: sticker))
        let range = selection ?? cursor..<cursor
        let edit = Edit(
            start: range.lowerBound, end: range.upperBound, text: String(mark.character),
            ink: insertionInk(at: range.lowerBound))
        var replacement = proposal(for: edit)
        replacement.sticking = sticker
        return submit(replacement, kind: .other, typed: "")
    }

    /// Points sticker `id` at another path (a save wrote its file under
    /// another name). Not an edit: the letter shows the same sticker.
    mutating func moveSticker(_ id: Int, to path: String) {
        document.stickers.move(id, to: path)
    }
}
