import Testing

@testable import LetterKit

/// Stickers for tests: the shelf's order is their ids.
enum Stickers {
    static let heart = Sticker(name: "heart", path: "stickers/heart.png")
    static let star = Sticker(name: "star", path: "stickers/star.png")
    static let shelf = [heart, star]
}

/// The mark of sticker `id`, as a string to write into markup.
func stk(_ id: Int = 0) -> String { String(StickerMark(id: id).character) }

/// A page from markup whose sticker marks refer to `stickers` (by id, in order).
func stickerPage(
    _ markup: String, stickers: [Sticker] = Stickers.shelf, paper: Paper = roomy,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Page {
    var page = makePage(markup, paper: paper, sourceLocation: sourceLocation)
    for sticker in stickers { page.document.stickers.add(sticker) }
    return page
}

/// A paragraph's characters with each sticker mark read as its sticker's
/// name in braces, for comparing letters whose shelves number differently.
func resolved(_ characters: [Character], _ shelf: StickerShelf) -> String {
    var result = ""
    for character in characters {
        if let sticker = shelf.sticker(for: character) {
            result += "{\(sticker.name)|\(sticker.path)}"
        } else {
            result.append(character)
        }
    }
    return result
}
