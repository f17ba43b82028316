/// A book as one standalone HTML page: its cover, its contents as links,
/// then each letter's sheet exactly as `HTMLPage` draws a letter alone, on
/// its own paper.
///
/// Representation: a `<header class="cover">` (title, author, the cover
/// picture), a `<nav class="contents">` with a link per letter to its
/// `<article id="letter-N">` (N from 1, in the book's order), each article
/// holding the letter's envelope block and its sheet, declared in the
/// letter's own language. One style sheet: the letters' (`HTMLPage.style`)
/// and the book's pages; printed, each letter starts a new page.
public enum BookHTMLPage {
    /// The page for `book`; `address` gives where the page finds a picture
    /// (relative to it; nil draws its frame, saying what `problems` says of
    /// its path), `coverAddress` the cover's, `poster` a video's poster (a
    /// `data:` address, as for a letter's page alone).
    public static func html(
        _ book: BoundBook, address: (PictureSource) -> String? = { $0.path }, problems: [String: PictureProblem] = [:],
        coverAddress: String? = nil, poster: (PictureSource) -> String? = { _ in nil }
    ) -> String {
        var body = cover(book, address: coverAddress) + contents(book)
        for (index, letter) in book.letters.enumerated() {
            body += "<article class=\"letter\" id=\"\(anchor(index))\" lang=\"\(HTMLInk.escaped(letter.language))\">\n"
            body += HTMLPage.envelopeBlock(letter.envelope, columns: letter.paper.columns)
            body += HTMLPage.sheet(
                of: letter.paragraphs, paper: letter.paper, pictures: letter.pictures, address: address,
                problems: problems, element: "div", stickers: letter.stickers,
                stickerAddress: letter.stickerPictures.dataAddress, poster: poster)
            body += "</article>\n"
        }
        let style = HTMLPage.style(language: book.language) + "\n" + bookStyle
        return HTMLPage.document(title: HTMLPage.shown(book.title), language: book.language, style: style, body: body)
    }

    /// The id of the letter at `index` (from 0): `letter-1`, `letter-2`, …
    public static func anchor(_ index: Int) -> String { "letter-\(index + 1)" }

    /// The title, the author and the cover picture.
    static func cover(_ book: BoundBook, address: String?) -> String {
        var cover = "<header class=\"cover\">\n<h1>\(text(book.title))</h1>\n"
        if let author = book.author { cover += "<p class=\"author\">\(text(author))</p>\n" }
        if let cover = book.cover, PictureTarget.isAddress(cover) {
            // An address is no cover: nothing is fetched.
        } else if let address = address.flatMap(PictureTarget.pageAddress), !PictureTarget.isVectorDrawing(address) {
            cover += "<img class=\"cover-picture\" src=\"\(HTMLInk.escaped(address))\" alt=\"\(text(book.title))\" />\n"
        }
        return cover + "</header>\n"
    }

    /// A numbered list of links, one per letter, named by its title.
    static func contents(_ book: BoundBook) -> String {
        var contents =
            "<nav class=\"contents\" aria-labelledby=\"contents\">\n<h2 id=\"contents\">Contents</h2>\n<ol>\n"
        for (index, letter) in book.letters.enumerated() {
            contents += "<li><a href=\"#\(anchor(index))\">\(HTMLInk.escaped(letter.title))</a></li>\n"
        }
        return contents + "</ol>\n</nav>\n"
    }

    /// Text from book.toml, shown and escaped.
    static func text(_ string: String) -> String { HTMLInk.escaped(HTMLPage.shown(string)) }

    /// The cover and contents, in the sheet's face and ink.
    static let bookStyle = """
        .cover, .contents {
          max-width: 40em;
          margin: 0 auto 32px;
          padding: 48px 32px;
          background: \(HTMLPage.paperColor);
          color: \(HTMLPage.inkColor);
          box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
        }
        .cover { text-align: center; }
        .cover h1 { font-size: 2em; margin: 0 0 0.5em; }
        .cover .author { font-size: 1.25em; margin: 0 0 1em; }
        .cover-picture { max-width: 100%; max-height: 60vh; }
        .contents h2 { margin-top: 0; }
        .contents a { color: inherit; }
        .letter { margin: 0 0 48px; }
        @media print {
          .cover, .contents { box-shadow: none; }
          .letter, .contents { break-before: page; }
        }
        """
}
