/// A letter's videos and sounds on a page: the browser's own players, with
/// nothing that runs by itself.
///
/// A video is `<video controls>` as tall as its block's lines, its poster
/// the frame the program drew of it, held in the page as a `data:` PNG (a
/// poster lives in the program's cache, which a page mailed elsewhere could
/// not reach, and a frame is a few kilobytes); a sound is `<audio controls>`
/// on its one line. The file itself is where the page finds it (`address`:
/// copied beside the page as a picture is). Never `autoplay`, never `loop`:
/// the reader starts them. Inside each player, for a reader whose browser
/// plays nothing, the file's name. The markup is well-formed XML, so an
/// EPUB's XHTML is the same block.
extension HTMLPage {
    /// What the page may load for media: its own place, as for pictures.
    static let mediaSources = "media-src 'self' file:"

    /// The player for `source` at `address`, as tall as `lines` lines (a
    /// sound's is one), with `poster` (a `data:` address) over a video.
    static func mediaBlock(
        _ source: PictureSource, kind: MediaKind, lines: Int, address: String, poster: String?
    ) -> String {
        let caption = HTMLInk.escaped(shown(source.caption.isEmpty ? source.fileName : source.caption))
        let url = HTMLInk.escaped(address)
        // Shown only by a reader that plays nothing; text, not a link: an
        // EPUB may link only to its documents.
        let link = "\(MediaLabel.symbol(of: kind)) \(HTMLInk.escaped(shown(source.fileName)))"
        switch kind {
        case .video:
            let posterAttribute = poster.map { " poster=\"\(HTMLInk.escaped($0))\"" } ?? ""
            return "<figure class=\"picture media video\" style=\"height:calc(var(--line) * \(max(1, lines)))\">"
                + "<video controls=\"controls\" preload=\"metadata\" src=\"\(url)\"\(posterAttribute) title=\"\(caption)\">"
                + link + "</video></figure>"
        case .sound:
            return "<figure class=\"picture media sound\">"
                + "<audio controls=\"controls\" preload=\"metadata\" src=\"\(url)\" title=\"\(caption)\">"
                + link + "</audio></figure>"
        }
    }

    /// The `data:` address a page holds a video's poster as, when `png`
    /// is a PNG file; nil for anything else (nothing else enters a page).
    public static func posterAddress(png: [UInt8]) -> String? {
        StickerPictures.isPNG(png) ? "data:image/png;base64," + TerminalClipboard.base64(png) : nil
    }

    /// The players' look: as wide as the writing, a video as tall as its
    /// block, a sound's bar the height of its line.
    static let mediaStyle = """
        .media video { width: 100%; height: 100%; object-fit: contain; background: #000; }
        .media audio { width: 100%; height: var(--line); }
        """
}
