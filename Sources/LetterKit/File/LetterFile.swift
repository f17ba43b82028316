/// A letter file as it is on disk: front matter, body, and the shape of the
/// bytes (BOM, line endings, final newline), so saving gives back the same
/// bytes it was read from.
///
/// A file is, in order: an optional UTF-8 BOM; for a letter (`format` is
/// `.letter`) an optional front-matter block (a line `---`, `key: value`
/// lines, a line `---`); the body; and, if `endsWithNewline`, one line ending
/// that ends the body's last line (POSIX: it is not an extra, empty line).
/// Every line ending is written as `lineEnding`. Only letters have front
/// matter: a `.txt` or `.md` that starts with `---` lines is all body, because
/// a file someone wrote elsewhere must keep its shape and its words.
///
/// The body is kept with "\n" between its lines whatever the file uses, because
/// that is what the editor's document holds; the file's line ending is put back
/// when the file is written.
///
/// The body's form on disk (`bodyForm`): a `.letter` whose front matter says
/// `format: 2` and every `.md` hold Markdown that other tools show line for
/// line (`MarkdownBody`); `body` is then the letter's lines that Markdown
/// reads as, and writing turns them back into it. A `.letter` without the key
/// (every letter saved before the format had a number) holds its lines as
/// they are, one paragraph a line, and is read that way; `prepareForSaving`
/// moves it to the Markdown form, recording `format: 2`. A `.txt` holds its
/// lines as they are. A Markdown body read and not changed is written back
/// as it was read, byte for byte.
///
/// Round trip of bytes: for any valid UTF-8 text whose line endings are all the
/// same kind, `LetterFile(text: t, format: f).text == t`, byte for byte, with or
/// without BOM, front matter and final newline.
///
/// Round trip of bodies: for every body B and every shape (format, front
/// matter or none, BOM, line ending, final newline),
/// `LetterFile(bytes: file.bytes, format: file.format).body` is B with each CR
/// and CRLF read as "\n". What the editor counts is what the file holds. Three
/// bodies need the writer's help for that: one ending with a line break gets a
/// final line ending even without `endsWithNewline` (else the break would read
/// back as the final newline and the empty last line would vanish); a letter
/// without front matter whose body starts with a `---` block is written after
/// an empty block (else the body's block would be read as front matter); and a
/// body starting with U+FEFF with nothing before it is written after a BOM
/// (else its first character would be read as the BOM).
///
/// Limitation (mixed line endings): a file that mixes LF, CRLF or CR is read
/// fine but written with one kind, the most frequent (the first seen wins a
/// tie), so it does not round-trip byte for byte. `mixedLineEndingsNotice()`
/// says so, for the editor to tell the person when the file opens. One ending
/// per file is what every editor writes; keeping each line's own ending would
/// need a per-line record that edits could not keep meaningful.
public struct LetterFile: Hashable, Sendable {
    /// The `---` block of a letter, or nil when it has none. A plain file never
    /// has one; `setPaper` and `prepareForSaving` change it.
    public internal(set) var frontMatter: FrontMatter?
    /// The letter's text, lines separated by "\n", without the final newline.
    /// A CR or CRLF put here is written as a line ending too.
    public var body: String
    /// Whether a `---` block at the top is front matter (`.letter`) or text.
    /// Changed only by `prepareForSaving`, which keeps `frontMatter` in step.
    public internal(set) var format: Format
    /// The line ending every line is written with.
    public var lineEnding: LineEnding
    /// Whether the file starts with a UTF-8 byte order mark (U+FEFF).
    public var hasBOM: Bool
    /// Whether a line ending follows the body's last line. A body that itself
    /// ends with a line break is written with one whatever this says, so its
    /// empty last line is still there when the file is read back.
    public var endsWithNewline: Bool
    /// The kinds of line ending the file read had, when it had more than one
    /// (in `LineEnding.allCases` order); empty otherwise. Saving writes them all
    /// as `lineEnding`.
    public private(set) var mixedLineEndings: [LineEnding]
    /// How the body is written on disk: its lines as they are, or Markdown.
    /// Changed only by `prepareForSaving`.
    public internal(set) var bodyForm: BodyForm
    /// The Markdown read, and the lines it read as: written back as read while
    /// `body` is still those lines.
    private var markdownRead: MarkdownRead?
    /// Paragraphs of the Markdown read that were written otherwise than
    /// `MarkdownBody` writes them, by the line they read as: kept as written.
    private var markdownSources: [String: String] = [:]
    /// True only for a file that ends right after its closing `---` with no line
    /// ending. Kept so that exact file round-trips; it stops mattering as soon as
    /// the letter has a body or a final newline.
    private var endsAtClosingFence: Bool

    /// The extension of letters: files with it record their paper in front matter.
    public static let fileExtension = "letter"

    /// A file made in memory. New files end with a newline (POSIX text).
    public init(
        body: String = "",
        format: Format,
        lineEnding: LineEnding = .lf,
        hasBOM: Bool = false,
        endsWithNewline: Bool = true
    ) {
        self.frontMatter = nil
        self.body = body
        self.format = format
        self.lineEnding = lineEnding
        self.hasBOM = hasBOM
        self.endsWithNewline = endsWithNewline
        self.mixedLineEndings = []
        self.endsAtClosingFence = false
        self.bodyForm = format == .markdown ? .markdown : .lines
    }

    /// A new, empty letter to be saved at `path`: with front matter recording
    /// `paper` if the path is a `.letter`, plain otherwise.
    public static func newLetter(path: String, paper: Paper) -> LetterFile {
        var file = LetterFile(format: Format(path: path))
        file.prepareForSaving(at: path, paper: paper)
        return file
    }

    /// Reads a file's bytes, refusing what is not a letter (too large, NUL bytes,
    /// invalid UTF-8) with the reason. `format` says whether a `---` block at the
    /// top is front matter: `Format(path:)` of the file's name.
    public init(bytes: [UInt8], format: Format) throws(LetterFileError) {
        try LetterText.validate(bytes)
        self.init(utf8: bytes, format: format)
    }

    /// Reads a file's text. Any text is accepted; size and content limits are
    /// checked by `init(bytes:format:)`, where the text comes from outside.
    public init(text: String, format: Format) {
        self.init(utf8: Array(text.utf8), format: format)
    }

    /// Parses valid UTF-8. Works on bytes: every delimiter is ASCII, so slicing
    /// at them never splits a character, and a CR before an LF is never lost
    /// inside a "\r\n" grapheme as it would be when walking `Character`s.
    private init(utf8 bytes: [UInt8], format: Format) {
        let count = bytes.count
        let hasBOM = bytes.starts(with: LetterFile.bom)
        let start = hasBOM ? LetterFile.bom.count : 0
        let endings = LineEnding.survey(bytes, from: start)

        var frontMatter: FrontMatter?
        var bodyStart = start
        var endsAtClosingFence = false
        if format == .letter, let block = LetterFile.frontMatterBlock(in: bytes, from: start) {
            frontMatter = FrontMatter(parsedLines: block.lines)
            bodyStart = block.bodyStart
            endsAtClosingFence = block.endsAtClosingFence
        }

        // The one line ending at the very end belongs to the last line.
        var bodyEnd = count
        var endsWithNewline = false
        if bodyEnd > bodyStart, bytes[bodyEnd - 1] == LetterFile.lf {
            endsWithNewline = true
            bodyEnd -= 1
            if bodyEnd > bodyStart, bytes[bodyEnd - 1] == LetterFile.cr { bodyEnd -= 1 }
        } else if bodyEnd > bodyStart, bytes[bodyEnd - 1] == LetterFile.cr {
            endsWithNewline = true
            bodyEnd -= 1
        }

        self.frontMatter = frontMatter
        let text = LetterFile.normalized(bytes[bodyStart..<bodyEnd])
        self.bodyForm = BodyForm(format: format, frontMatter: frontMatter)
        if bodyForm == .markdown {
            // Headings are sizes in a `.letter` only: a `.md` was written
            // elsewhere, and its headings stay the lines they show.
            let read = MarkdownBody.lines(ofMarkdown: text, readingSizes: format == .letter)
            self.body = read.body
            self.markdownRead = MarkdownRead(markdown: text, lines: read.body)
            self.markdownSources = read.sources
        } else {
            self.body = text
        }
        self.format = format
        self.lineEnding = endings.chosen
        self.hasBOM = hasBOM
        self.endsWithNewline = endsWithNewline
        self.mixedLineEndings = endings.found.count > 1 ? endings.found : []
        self.endsAtClosingFence = endsAtClosingFence
    }

    /// True when the file read had more than one kind of line ending.
    public var hadMixedLineEndings: Bool { !mixedLineEndings.isEmpty }

    /// What to tell the person who opens a file with mixed line endings (nil
    /// for any other file): the kinds found and the one saving writes, about
    /// `subject` ("This file" in the editor, the file's name in a command).
    public func mixedLineEndingsNotice(subject: String = "This file") -> String? {
        guard hadMixedLineEndings else { return nil }
        return LineEnding.mixedNotice(found: mixedLineEndings, chosen: lineEnding, subject: subject)
    }

    /// The file's text, as it is written to disk.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The file's bytes, as they are written to disk.
    public var bytes: [UInt8] {
        let ending = Array(lineEnding.rawValue.utf8)
        let body = Array(writtenBody.utf8)
        var block: FrontMatter?
        if format == .letter {
            block = frontMatter ?? (LetterFile.frontMatterBlock(in: body, from: 0) != nil ? FrontMatter() : nil)
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count + 64)
        if hasBOM || (block == nil && body.starts(with: LetterFile.bom)) { out.append(contentsOf: LetterFile.bom) }
        if let block {
            out.append(contentsOf: LetterFile.fence)
            out.append(contentsOf: ending)
            for line in block.lines {
                out.append(contentsOf: line.utf8)
                out.append(contentsOf: ending)
            }
            out.append(contentsOf: LetterFile.fence)
            if !(endsAtClosingFence && body.isEmpty && !endsWithNewline) {
                out.append(contentsOf: ending)
            }
        }
        var previousWasCR = false
        for byte in body {
            switch byte {
            case LetterFile.cr:
                out.append(contentsOf: ending)
                previousWasCR = true
                continue
            case LetterFile.lf:
                if !previousWasCR { out.append(contentsOf: ending) }
            default:
                out.append(byte)
            }
            previousWasCR = false
        }
        let bodyEndsWithBreak = body.last == LetterFile.lf || body.last == LetterFile.cr
        if endsWithNewline || bodyEndsWithBreak { out.append(contentsOf: ending) }
        return out
    }

    /// The body as the file holds it: the lines, or their Markdown.
    private var writtenBody: String {
        guard bodyForm == .markdown else { return body }
        if let markdownRead, markdownRead.lines == body { return markdownRead.markdown }
        return MarkdownBody.markdown(ofLines: body, keeping: markdownSources)
    }

    // MARK: Parsing helpers

    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let fence: [UInt8] = Array("---".utf8)

    private static func isFence(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.elementsEqual(fence)
    }

    /// The front-matter block starting at `start`, if there is one: a `---`
    /// line with a line ending, then lines up to the next `---` line (which
    /// may end the file). Its lines, where the body starts, and whether the
    /// closing fence ended the file without a line ending.
    private static func frontMatterBlock(in bytes: [UInt8], from start: Int)
        -> (lines: [String], bodyStart: Int, endsAtClosingFence: Bool)?
    {
        let opening = line(in: bytes, from: start)
        guard opening.hasEnding, isFence(bytes[start..<opening.contentEnd]) else { return nil }
        var lines: [String] = []
        var position = opening.next
        while position < bytes.count {
            let line = line(in: bytes, from: position)
            if isFence(bytes[position..<line.contentEnd]) { return (lines, line.next, !line.hasEnding) }
            lines.append(String(decoding: bytes[position..<line.contentEnd], as: UTF8.self))
            position = line.next
        }
        return nil
    }

    /// The line starting at `start`: where its content ends, where the next line
    /// starts, and whether a line ending (LF, CRLF or CR) ended it.
    private static func line(in bytes: [UInt8], from start: Int) -> (contentEnd: Int, next: Int, hasEnding: Bool) {
        var index = start
        while index < bytes.count {
            if bytes[index] == lf { return (index, index + 1, true) }
            if bytes[index] == cr {
                let next = index + 1 < bytes.count && bytes[index + 1] == lf ? index + 2 : index + 1
                return (index, next, true)
            }
            index += 1
        }
        return (bytes.count, bytes.count, false)
    }

    /// The text of `bytes` with every line ending turned into "\n".
    private static func normalized(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(cr) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == cr {
                out.append(lf)
                if index + 1 < bytes.endIndex && bytes[index + 1] == lf { index += 1 }
            } else {
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
