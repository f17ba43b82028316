/// What a letter is sent as, before it is a message: who it is from and to,
/// its subject, its two bodies and the files they carry. The program fills it from the letter and
/// its envelope; `letter-mail` turns it into a MIME message with GMime, so
/// that the program itself never loads GMime. `Codable` because it crosses
/// the pipe to that helper as JSON.
public struct MailDraft: Hashable, Sendable, Codable {
    /// One person: a display name (absent when the envelope has none) and an
    /// e-mail address.
    public struct Mailbox: Hashable, Sendable, Codable {
        public var name: String?
        public var address: String

        public init(name: String?, address: String) {
            self.name = name
            self.address = address
        }
    }

    /// A file the message carries: a picture the HTML part shows (its
    /// `contentID` is what the page's `cid:` address names) or a file sent
    /// beside the letter (a sound, a film).
    public struct File: Hashable, Sendable, Codable {
        /// The file's own name, without its folders: what a reader saves it as.
        public var name: String
        /// Its media type (`image/png`, `video/mp4`).
        public var mediaType: String
        /// The Content-ID, without its angle brackets; nil for a file only attached.
        public var contentID: String?
        /// The bytes, in base64: JSON has no bytes, and a number per byte
        /// would make a film's draft four times its size.
        public var base64: String

        public init(name: String, mediaType: String, contentID: String?, bytes: [UInt8]) {
            self.name = name
            self.mediaType = mediaType
            self.contentID = contentID
            self.base64 = TerminalClipboard.base64(bytes)
        }
    }

    public var from: Mailbox
    public var to: [Mailbox]
    /// Those who get a copy (Cc).
    public var cc: [Mailbox]
    public var subject: String
    /// The letter's lines exactly as `letter render` prints them, each ended
    /// by "\n": the text/plain part.
    public var plain: String
    /// The page `letter export --to html` makes, its pictures and
    /// stickers at `cid:` addresses (`MailPage`): the text/html part.
    public var html: String
    /// The pictures and stickers the page shows, each with its Content-ID:
    /// with the page, the parts of multipart/related.
    public var pictures: [File]
    /// The files sent beside the letter (its sounds and films): parts of
    /// multipart/mixed, each `Content-Disposition: attachment`.
    public var attachments: [File]

    public init(
        from: Mailbox, to: [Mailbox], cc: [Mailbox] = [], subject: String, plain: String, html: String,
        pictures: [File] = [], attachments: [File] = []
    ) {
        self.from = from
        self.to = to
        self.cc = cc
        self.subject = subject
        self.plain = plain
        self.html = html
        self.pictures = pictures
        self.attachments = attachments
    }

    /// The subject of a letter without a title: its first line that holds
    /// more than spaces (an ideographic space too), trimmed; empty for an
    /// empty letter. A line, never a paragraph: a subject the reader's list
    /// shows whole.
    public static func subject(fromLines lines: [String]) -> String {
        for line in lines {
            let shown = headerText(line)
            if !shown.isEmpty { return shown }
        }
        return ""
    }

    /// The subject of a letter: its front matter's `title:` when it says
    /// more than spaces, else its first line with text (`subject(fromLines:)`).
    public static func subject(title: String?, lines: [String]) -> String {
        let titled = title.map(headerText) ?? ""
        return titled.isEmpty ? subject(fromLines: lines) : titled
    }

    /// `text` trimmed of spaces at both ends, its control characters (line
    /// breaks among them) dropped: a control character has no place in a
    /// header line.
    public static func headerText(_ text: String) -> String {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return trimmed.filter { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } }
    }
}

extension MailDraft {
    /// Whether `text` can stand as an address in a header: something before
    /// and after one @, and no space or control character that would let it
    /// spill into another header or another address.
    public static func isAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return text.unicodeScalars.allSatisfy {
            !$0.properties.isWhitespace && $0.properties.generalCategory != .control && !"<>,;\"()[]\\".unicodeScalars.contains($0)
        }
    }

    /// The person a settings file's `from` names: `Name <address>` or an
    /// address alone; nil when the address in it is not one (`isAddress`)
    /// or the name holds a control character.
    public static func mailbox(written text: String) -> Mailbox? {
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        let trimmed = headerText(text)
        guard trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") else {
            return isAddress(trimmed) ? Mailbox(name: nil, address: trimmed) : nil
        }
        let address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        var name = headerText(String(trimmed[..<open]))
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
        guard isAddress(address) else { return nil }
        return Mailbox(name: name.isEmpty ? nil : name, address: address)
    }
}
