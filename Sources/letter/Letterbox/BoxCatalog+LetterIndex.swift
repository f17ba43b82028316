import LetterKit
import LetterSystem

/// The index answers what the letterbox screen asks (`BoxCatalog`), in the
/// screen's words.
extension LetterIndex: BoxCatalog {
    func allLetters(order: BoxOrder) throws -> [LetterSummary] { try letters(order: order) }

    func letters(directlyIn folder: String, order: BoxOrder) throws -> [LetterSummary] {
        try letters(inFolder: folder, order: order)
    }

    func letters(holding text: String) throws -> [LetterSummary] { try search(text) }

    func lettersDirectlyInEachFolder() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for (folder, count) in try folderCounts() { counts[folder.isEmpty ? box : FilePath.join(box, folder)] = count }
        return counts
    }

    func letterGone(_ path: String) throws { try forget(path: path) }

    func letterChanged(_ path: String) throws { try reread(path: path) }
}
