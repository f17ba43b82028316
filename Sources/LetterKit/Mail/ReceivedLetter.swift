/// A received message made a letter: its lines (as runs, so the one reader
/// of runs, `LetterRuns.page`, puts them on the paper through its gate),
/// its envelope, and the pictures to save beside it.
///
/// Everything from the message is cleaned here: control characters (C0,
/// DEL, C1 and directional overrides, the scalars `TerminalSafe` would
/// escape) are removed from the text and the envelope, a tab becomes four
/// spaces, and the pictures' names are made plain file names
/// (`SafeFileNames`) inside the letter's files folder.
public struct ReceivedLetter: Hashable, Sendable {
    /// One picture to write: its name inside the files folder, and bytes.
    public struct File: Hashable, Sendable {
        public var name: String
        public var bytes: [UInt8]
    }

    /// The letter's lines: the text's, then each picture as a block on a
    /// line of its own, after an empty line.
    public var lines: [[Run]]
    public var envelope: Envelope
    /// The pictures, named inside the files folder.
    public var files: [File]
    /// The parts not taken, named safely for a note.
    public var skipped: [ReceivedMessage.SkippedPart]

    /// The letter of `message`, its pictures referenced as
    /// `filesFolder/<safe name>` (the folder's name beside the letter, as
    /// `PicturePath.filesFolder(forLetterAt:)` gives it).
    public init(of message: ReceivedMessage, filesFolder: String) {
        let text: [String]
        if let plain = message.plain {
            text = Self.textLines(of: plain)
        } else if let html = message.html {
            text = HTMLPlainText.lines(of: Self.withoutControls(html, keepingBreaks: true)).map {
                Self.withoutControls($0, keepingBreaks: false)
            }
        } else {
            text = []
        }
        var lines = text.map { $0.isEmpty ? [] : [Run(text: TextRun(text: $0))] }
        var names = SafeFileNames()
        var files: [File] = []
        for (index, picture) in message.pictures.enumerated() {
            let fallback = "picture-\(index + 1)." + Self.suffix(of: picture.mediaType)
            let name = names.name(for: picture.name, fallback: fallback)
            files.append(File(name: name, bytes: picture.bytes))
            if index == 0, !lines.isEmpty { lines.append([]) }
            lines.append([Run(image: ImageRun(url: filesFolder + "/" + name))])
        }
        self.lines = lines
        self.files = files
        self.skipped = message.skipped.map {
            var part = $0
            part.name = Self.withoutControls(part.name, keepingBreaks: false)
            part.mediaType = Self.withoutControls(part.mediaType, keepingBreaks: false)
            return part
        }
        var envelope = Envelope()
        if let sender = message.from.first { envelope[.from] = Self.shown(sender) }
        if let recipient = message.to.first {
            envelope[.to] = Self.shown(recipient)
            envelope[.email] = Self.withoutControls(recipient.address, keepingBreaks: false)
        }
        if let date = message.date { envelope[.date] = Self.withoutControls(date, keepingBreaks: false) }
        self.envelope = envelope
    }

    /// A person as the envelope writes them: the name, else the address.
    static func shown(_ person: ReceivedMessage.Person) -> String {
        let name = withoutControls(person.name ?? "", keepingBreaks: false).trimmingLayoutSpaces
        return name.isEmpty ? withoutControls(person.address, keepingBreaks: false) : name
    }

    /// The lines of a plain text: split at CR LF, LF or CR, controls
    /// removed, the empty lines at the end dropped (the message's last line
    /// break ends its last line).
    static func textLines(of text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !afterReturn { lines.append(line) }
                line = ""
                afterReturn = false
            } else if scalar == "\r" {
                lines.append(line)
                line = ""
                afterReturn = true
            } else {
                line.unicodeScalars.append(scalar)
                afterReturn = false
            }
        }
        lines.append(line)
        let cleaned = lines.map { withoutControls($0, keepingBreaks: false) }
        return Array(cleaned.reversed().drop { $0.trimmingLayoutSpaces.isEmpty }.reversed())
    }

    /// `text` without the scalars `TerminalSafe` escapes; a tab becomes four
    /// spaces, and a line feed stays when `keepingBreaks`.
    public static func withoutControls(_ text: String, keepingBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: TerminalSafe.needsEscaping) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                output.append(contentsOf: "    ".unicodeScalars)
            } else if keepingBreaks, scalar == "\n" || scalar == "\r" {
                output.append(scalar)
            } else if !TerminalSafe.needsEscaping(scalar) {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// A file suffix for a picture's media type: its subtype's letters
    /// (`png`, `jpeg`, `svg` for `svg+xml`), `bin` when it has none.
    static func suffix(of mediaType: String) -> String {
        let subtype = mediaType.split(separator: "/").dropFirst().first ?? ""
        let letters = subtype.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.lowercased()
        return letters.isEmpty ? "bin" : String(letters.prefix(8))
    }

    /// A letter's name (without `.letter`) for `message`: its day and its
    /// subject, made a plain file name; "message" stands for a subject
    /// that leaves nothing.
    public static func name(of message: ReceivedMessage) -> String {
        let subject = withoutControls(message.subject, keepingBreaks: false).trimmingLayoutSpaces
        var parts: [String] = []
        if let date = message.date { parts.append(SafeFileNames.safe(date, fallback: "")) }
        // TRANSLATORS: the file name of a received letter whose subject is empty
        let untitled = tr("message")
        parts.append(String(SafeFileNames.safe(subject, fallback: untitled).prefix(60)))
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
