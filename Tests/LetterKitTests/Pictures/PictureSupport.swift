import Testing

@testable import LetterKit

/// The mark of picture `id`, `lines` tall, as a string to write into markup.
func pic(_ lines: Int, id: Int = 0) -> String { String(PictureMark(id: id, lines: lines).character) }

/// A page from markup whose marks refer to `sources` (by id, in order).
func picturePage(
    _ markup: String, sources: [PictureSource] = [PictureSource(caption: "bridge", path: "/p/bridge.png")],
    paper: Paper = roomy, sourceLocation: SourceLocation = #_sourceLocation
) -> Page {
    var page = makePage(markup, paper: paper, sourceLocation: sourceLocation)
    for source in sources { _ = page.document.pictures.add(source) }
    return page
}

/// True when every picture mark stands alone in its paragraph.
func picturesStandAlone(_ page: Page) -> Bool {
    page.document.paragraphs.allSatisfy { paragraph in
        !paragraph.characters.contains { PictureMark($0) != nil } || paragraph.characters.count == 1
    }
}
