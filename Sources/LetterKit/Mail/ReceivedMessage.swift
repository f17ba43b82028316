/// A received e-mail message as `letter-mail --read` reads it with GMime:
/// its people, date, subject, text and pictures, nothing else. The program
/// makes a letter of it (`ReceivedLetter`) without ever loading GMime.
/// `Codable` because it crosses the pipe from that helper as JSON.
///
/// Everything here comes from a stranger: the texts may hold any character
/// (an escape sequence in the subject), the names any path (`../../x.png`).
/// `ReceivedLetter` cleans them; this type only carries them.
public struct ReceivedMessage: Hashable, Sendable, Codable {
    /// One person of a header: a display name (absent when the header has
    /// none) and an address.
    public struct Person: Hashable, Sendable, Codable {
        public var name: String?
        public var address: String

        public init(name: String?, address: String) {
            self.name = name
            self.address = address
        }
    }

    /// A picture carried by the message (inline or attached), decoded.
    public struct Picture: Hashable, Sendable, Codable {
        /// The file name the message gives it (or one made of its type).
        public var name: String
        /// Its media type, `image/…`.
        public var mediaType: String
        /// Its bytes; base64 in JSON.
        public var bytes: [UInt8]

        public init(name: String, mediaType: String, bytes: [UInt8]) {
            self.name = name
            self.mediaType = mediaType
            self.bytes = bytes
        }

        enum CodingKeys: String, CodingKey { case name, mediaType, bytes }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            mediaType = try container.decode(String.self, forKey: .mediaType)
            let text = try container.decode(String.self, forKey: .bytes)
            guard let bytes = Base64.decode(text) else {
                throw DecodingError.dataCorruptedError(forKey: .bytes, in: container, debugDescription: "not base64")
            }
            self.bytes = bytes
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(mediaType, forKey: .mediaType)
            try container.encode(Base64.encode(bytes), forKey: .bytes)
        }
    }

    /// A part that was not taken, and why: said to the person as a note.
    public struct SkippedPart: Hashable, Sendable, Codable {
        public enum Reason: String, Hashable, Sendable, Codable {
            /// Not a picture (an attached PDF, a sound): a letter holds
            /// pictures only.
            case notPicture
            /// A picture larger than `ReceivedMessage.pictureLimit`.
            case tooLarge
        }

        public var name: String
        public var mediaType: String
        public var bytes: Int
        public var reason: Reason
        /// The limit a picture too large was over.
        public var limit: Int?

        public init(name: String, mediaType: String, bytes: Int, reason: Reason, limit: Int? = nil) {
            self.name = name
            self.mediaType = mediaType
            self.bytes = bytes
            self.reason = reason
            self.limit = limit
        }
    }

    public var from: [Person]
    public var to: [Person]
    public var cc: [Person]
    /// The Date header's day as YYYY-MM-DD, in the sender's time zone; nil
    /// when the message has none.
    public var date: String?
    /// The Date header's time as HHMM, for a name made of it.
    public var time: String?
    public var subject: String
    /// The first text/plain part, decoded to UTF-8 from its charset; nil
    /// when there is none.
    public var plain: String?
    /// The first text/html part, decoded likewise; given only when there is
    /// no plain part (the plain part is the letter then).
    public var html: String?
    public var pictures: [Picture]
    public var skipped: [SkippedPart]

    public init(
        from: [Person] = [], to: [Person] = [], cc: [Person] = [], date: String? = nil, time: String? = nil,
        subject: String = "", plain: String? = nil, html: String? = nil, pictures: [Picture] = [],
        skipped: [SkippedPart] = []
    ) {
        self.from = from
        self.to = to
        self.cc = cc
        self.date = date
        self.time = time
        self.subject = subject
        self.plain = plain
        self.html = html
        self.pictures = pictures
        self.skipped = skipped
    }

    /// The largest picture taken from a message: the limit a picture file
    /// keeps to be drawn at all (50 MB, `PictureFile.Limits.standard`), so a
    /// picture saved from a message is never one the letter cannot show.
    public static let pictureLimit = 50 << 20
}
