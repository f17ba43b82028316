/// What a letter is sent as, before it is a message: who it is from and to,
/// its subject, and its two bodies. The program fills it from the letter and
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

    public var from: Mailbox
    public var to: [Mailbox]
    public var subject: String
    /// The letter's lines exactly as `letter render` prints them, each ended
    /// by "\n": the text/plain part.
    public var plain: String
    /// The page `letter export --to html` makes: the text/html part.
    public var html: String

    public init(from: Mailbox, to: [Mailbox], subject: String, plain: String, html: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.plain = plain
        self.html = html
    }

    /// The subject of a letter without a title: its first line that holds
    /// more than spaces (an ideographic space too), trimmed; empty for an
    /// empty letter. A line, never a paragraph: a subject the reader's list
    /// shows whole.
    public static func subject(fromLines lines: [String]) -> String {
        for line in lines {
            let trimmed = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            // A control character has no place in a header line.
            let shown = trimmed.filter { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } }
            if !shown.isEmpty { return shown }
        }
        return ""
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
}
