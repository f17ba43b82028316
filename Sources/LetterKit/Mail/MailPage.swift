/// A letter's HTML page as a message carries it: the page `letter export
/// --to html` makes, but every picture and sticker it shows is a part of
/// the same message, named by a `cid:` address (RFC 2392), never a path
/// or a `data:` address, which mail programs do not show.
///
/// What the page may load says so: its Content-Security-Policy allows
/// pictures from the message's own parts and nothing else (no script, no
/// frame, no fetch, no media). A video or a sound is not played by the
/// page: it is its card, as on paper, and the file goes beside the letter
/// as an attachment; the page ends with the names of the files attached,
/// so a film with a caption is named by its file too.
public enum MailPage {
    /// What a message's page may load: its own pictures (`cid:`) and its
    /// inline style, nothing else.
    public static let contentSecurityPolicy =
        "default-src 'none'; img-src cid:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// The page for `paragraphs` on `paper`, titled `title`, declared in
    /// `language` (guessed from the scripts when nil). `addresses` holds the
    /// `cid:` address of each picture the message carries, by path;
    /// another picture is its frame, saying what `problems` says.
    /// `stickerAddresses` holds each carried sticker's; another sticker is
    /// its empty frame. `attached` names the files sent beside the letter.
    public static func html(
        of paragraphs: [StyledText], paper: Paper, title: String, language: String? = nil,
        pictures: PictureShelf = PictureShelf(), addresses: [String: String] = [:],
        problems: [String: PictureProblem] = [:], envelope: Envelope = Envelope(),
        stickers: StickerShelf = StickerShelf(), stickerAddresses: [Sticker: String] = [:], attached: [String] = []
    ) -> String {
        let language = language ?? HTMLInk.language(of: paragraphs)
        // Only a picture is given an address: a video or a sound is its card.
        let sheet = HTMLPage.sheet(
            of: paragraphs, paper: paper, pictures: pictures,
            address: { $0.kind == .picture ? addresses[$0.path] : nil }, problems: problems,
            stickers: stickers, stickerAddress: { stickerAddresses[$0] }, url: { $0 })
        let body = HTMLPage.envelopeBlock(envelope, columns: paper.columns) + sheet + attachedBlock(attached)
        return HTMLPage.document(
            title: title, language: language, style: HTMLPage.style(language: language) + "\n" + attachedStyle,
            body: body, policy: contentSecurityPolicy)
    }

    /// The names of the files sent with the letter, under its sheet, one a
    /// line with 📎; nothing when there are none.
    static func attachedBlock(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        let lines = names.map { "<li>📎 \(HTMLInk.escaped(HTMLPage.shown($0)))</li>" }
        return "<ul class=\"attached\">\n" + lines.joined(separator: "\n") + "\n</ul>\n"
    }

    /// The list of attached files: as wide as a sheet, in the ink's colour.
    static let attachedStyle = """
        .attached { list-style: none; margin: 12px auto; padding: 0; max-width: 40em; color: \(HTMLPage.inkColor); }
        """

    /// The plain lines with the names of the files sent with the letter
    /// after them (a blank line, then `📎 name` a line), so the plain part
    /// names each file as the page does; `plain` as it is when none are.
    public static func plain(_ plain: String, attached names: [String]) -> String {
        guard !names.isEmpty else { return plain }
        let list = names.map { "📎 " + HTMLPage.shown($0) + "\n" }.joined()
        return plain + (plain.isEmpty || plain.hasSuffix("\n") ? "" : "\n") + "\n" + list
    }

    /// The media type a file sent beside a letter is declared as, by its
    /// name's extension (the kinds `MediaKind` knows); any other file is
    /// `application/octet-stream`, bytes the reader's program does not open
    /// by itself.
    public static func mediaType(ofFileNamed name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return mediaTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    static let mediaTypes: [String: String] = [
        "mp4": "video/mp4", "m4v": "video/mp4", "mov": "video/quicktime", "webm": "video/webm",
        "mkv": "video/x-matroska", "avi": "video/x-msvideo", "ogv": "video/ogg", "mpg": "video/mpeg",
        "mpeg": "video/mpeg", "3gp": "video/3gpp", "wmv": "video/x-ms-wmv", "flv": "video/x-flv",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "ogg": "audio/ogg", "oga": "audio/ogg",
        "opus": "audio/ogg", "flac": "audio/flac", "wav": "audio/wav", "wave": "audio/wav", "aif": "audio/aiff",
        "aiff": "audio/aiff", "wma": "audio/x-ms-wma", "mka": "audio/x-matroska", "amr": "audio/amr",
    ]
}
