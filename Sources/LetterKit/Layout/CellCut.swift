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
}
