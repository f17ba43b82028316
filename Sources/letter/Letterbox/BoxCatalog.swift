import LetterKit

/// What the letterbox screen asks of the box's index: the letters of a
/// folder or of the whole box in an order, the letters holding a text, and
/// the two changes the screen makes itself (a letter gone, a letter written
/// or renamed). `LetterIndex` answers it; a protocol so the screen's program
/// side names only what it uses.
@MainActor
protocol BoxCatalog {
    /// Every letter in the box, in `order`.
    func allLetters(order: BoxOrder) throws -> [LetterSummary]
    /// The letters directly in `folder` (relative to the box, "" for its top).
    func letters(directlyIn folder: String, order: BoxOrder) throws -> [LetterSummary]
    /// How many letters each folder holds directly, by the folder's
    /// absolute path: a folder's row counts the letters under it from these,
    /// without every letter fetched.
    func lettersDirectlyInEachFolder() throws -> [String: Int]
    /// The letters whose title, recipient or text holds `text`, best first.
    func letters(holding text: String) throws -> [LetterSummary]
    /// The letter at `path` was moved away (to the trash, or renamed).
    func letterGone(_ path: String) throws
    /// The letter at `path` was written or renamed to: read it again.
    func letterChanged(_ path: String) throws
}

extension BoxCatalog {
    /// Counted from every letter, where a catalog has no quicker way.
    func lettersDirectlyInEachFolder() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for letter in try allLetters(order: .name) { counts[FilePath.folder(of: letter.path), default: 0] += 1 }
        return counts
    }
}
