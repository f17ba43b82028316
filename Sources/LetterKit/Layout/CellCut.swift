/// Text made to fit a number of terminal cells, "…" marking where it was
/// cut: the one way a status message, a letterbox row, a title, a caption or
/// a letterhead is shortened, so they all cut alike.
public enum CellCut {
    /// `text` whole when it fits in `width` cells; else its start in
    /// `width − 1` cells and "…". A character is never cut in half: a wide
    /// one that does not fit is left out whole (and the row is a cell short).
    /// With `trimmingSpaces`, spaces left before the "…" go, so a cut at a
    /// word's end reads "word…". Nothing fits in no cells: "".
    public static func fitted(_ text: String, to width: Int, trimmingSpaces: Bool = false) -> String {
        guard width > 0 else { return "" }
        if CellWidth.of(text) <= width { return text }
        var kept = ""
        var cells = 0
        for character in text {
            let cellWidth = CellWidth.of(character)
            if cells + cellWidth > width - 1 { break }
            kept.append(character)
            cells += cellWidth
        }
        return (trimmingSpaces ? kept.trimmingSpaces : kept) + "…"
    }

    /// `text` in at most `cells` cells: whole when it fits, else its start
    /// and its end with "…" between, each side whole characters and about
    /// half the room (the end holds a name's extension and the date or
    /// number that tells it from its neighbours). In two cells or fewer
    /// there is no middle to keep: the start and "…", as `fitted`.
    public static func middle(_ text: String, to cells: Int) -> String {
        guard CellWidth.of(text) > cells else { return text }
        guard cells > 2 else { return fitted(text, to: cells) }
        let characters = Array(text)
        var head = "", tail = ""
        var headCells = 0, tailCells = 0
        var room = cells - 1
        var front = 0, back = characters.count - 1
        // A character at a time to the side with fewer cells (the end first on
        // a tie), so both keep about half however wide their characters are.
        while front <= back {
            let takeTail = tailCells <= headCells
            let character = takeTail ? characters[back] : characters[front]
            let width = CellWidth.of(character)
            guard width <= room else { break }
            room -= width
            if takeTail {
                tail = String(character) + tail
                tailCells += width
                back -= 1
            } else {
                head.append(character)
                headCells += width
                front += 1
            }
        }
        return head + "…" + tail
    }
}
