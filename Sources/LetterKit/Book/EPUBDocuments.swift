/// The XHTML documents of a book's EPUB: the cover, the contents (the
/// navigation document) and one per letter, each letter's sheet the same
/// markup the HTML page draws (`HTMLPage.sheet`), which is well-formed XML.
///
/// Every piece of text is escaped and in shown form (control characters in
/// caret form), so no letter can break a document.
public enum EPUBDocuments {
    /// The document of the letter at `index` (from 0).
    public static func documentName(_ index: Int) -> String { "letter-\(index + 1).xhtml" }

    /// `text` shown and escaped for XML content and quoted attributes.
    static func xml(_ text: String) -> String { HTMLInk.escaped(HTMLPage.shown(text)) }

    /// A whole XHTML document around `body`.
    static func document(title: String, language: String, body: String) -> String {
        let language = xml(language)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(language)" xml:lang="\(language)">
            <head>
            <meta charset="utf-8" />
            <title>\(xml(title))</title>
            <link rel="stylesheet" type="text/css" href="book.css" />
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// The contents: a link per letter to its document.
    static func navigation(_ book: BoundBook) -> String {
        var body = "<nav epub:type=\"toc\" id=\"toc\" class=\"contents\">\n<h1>Contents</h1>\n<ol>\n"
        for (index, letter) in book.letters.enumerated() {
            body += "<li><a href=\"\(documentName(index))\">\(HTMLInk.escaped(letter.title))</a></li>\n"
        }
        body += "</ol>\n</nav>\n"
        return document(title: "Contents", language: book.language, body: body)
    }

    /// The cover: the title, the author and the cover picture (`picture`,
    /// its path in the content folder).
    static func cover(_ book: BoundBook, picture: String?) -> String {
        var body = "<section epub:type=\"cover\" class=\"cover\">\n<h1>\(xml(book.title))</h1>\n"
        if let author = book.author { body += "<p class=\"author\">\(xml(author))</p>\n" }
        if let picture {
            body += "<img class=\"cover-picture\" src=\"\(xml(picture))\" alt=\"\(xml(book.title))\" />\n"
        }
        body += "</section>\n"
        return document(title: book.title, language: book.language, body: body)
    }

    /// One letter: its envelope block and its sheet; `address` gives a
    /// picture's path in the content folder, or nil to draw its frame,
    /// saying what `problems` says of its path.
    /// A sticker is its item in the content folder (`stickerAddress`), a
    /// video's poster too (`poster`).
    static func letter(
        _ letter: BookLetter, address: (PictureSource) -> String?, problems: [String: PictureProblem] = [:],
        stickerAddress: (Sticker) -> String? = { _ in nil }, poster: (PictureSource) -> String? = { _ in nil }
    ) -> String {
        let body =
            "<section class=\"letter\">\n"
            + HTMLPage.envelopeBlock(letter.envelope, columns: letter.paper.columns)
            + HTMLPage.sheet(
                of: letter.paragraphs, paper: letter.paper, pictures: letter.pictures, address: address,
                problems: problems, element: "div", stickers: letter.stickers, stickerAddress: stickerAddress,
                poster: poster)
            + "</section>\n"
        return document(title: letter.title, language: letter.language, body: body)
    }

    /// The book's style sheet: the letters' sheets as the HTML page draws
    /// them, and the cover and contents.
    static func style(language: String) -> String {
        HTMLPage.style(language: language) + "\n" + BookHTMLPage.bookStyle + "\n"
    }
}
