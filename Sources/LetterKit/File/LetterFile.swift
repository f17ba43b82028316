/// How the lines of a file end.
///
/// LF and CRLF are the two a letter is written with. A lone CR (old Mac files)
/// is recognised too, because the document already breaks paragraphs at it: a
/// CR-only file then round-trips instead of being silently turned into LF.
public enum LineEnding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"

    public var description: String {
        switch self {
        case .lf: "LF"
        case .crlf: "CRLF"
        case .cr: "CR"
        }
    }
}

/// A letter file as it is on disk: front matter, body, and the shape of the
/// bytes (BOM, line endings, final newline), so saving gives back the same
/// bytes it was read from.
///
/// A file is, in order: an optional UTF-8 BOM; an optional front-matter block (a
/// line `---`, `key: value` lines, a line `---`); the body; and, if
/// `endsWithNewline`, one line ending that ends the body's last line (POSIX: it
/// is not an extra, empty line). Every line ending is written as `lineEnding`.
///
/// The body is kept with "\n" between its lines whatever the file uses, because
/// that is what the editor's document holds; the file's line ending is put back
/// when the file is written.
///
/// Round trip: for any valid UTF-8 text whose line endings are all the same kind,
/// `LetterFile(text: t).text == t`, byte for byte, with or without BOM, front
/// matter and final newline.
///
/// Limitation (mixed line endings): a file that mixes LF, CRLF or CR is read
/// fine but written with one kind, the most frequent (the first seen wins a
/// tie), so it does not round-trip byte for byte. `hadMixedLineEndings` says so,
/// for the editor to warn before saving. One ending per file is what every
/// editor writes; keeping each line's own ending would need a per-line record
/// that edits could not keep meaningful.
public struct LetterFile: Hashable, Sendable {
    /// The `---` block, or nil for a plain text file.
    public var frontMatter: FrontMatter?
    /// The letter's text, lines separated by "\n", without the final newline.
    /// A CR or CRLF put here is written as a line ending too.
    public var body: String
    /// The line ending every line is written with.
    public var lineEnding: LineEnding
    /// Whether the file starts with a UTF-8 byte order mark (U+FEFF).
    public var hasBOM: Bool
    /// Whether a line ending follows the body's last line.
    public var endsWithNewline: Bool
    /// True when the file read had more than one kind of line ending; saving
    /// will write them all as `lineEnding`.
    public private(set) var hadMixedLineEndings: Bool
    /// True only for a file that ends right after its closing `---` with no line
    /// ending. Kept so that exact file round-trips; it stops mattering as soon as
    /// the letter has a body or a final newline.
    private var endsAtClosingFence: Bool

    /// The extension of letters: files with it record their paper in front matter.
    public static let fileExtension = "letter"

    /// A letter made in memory. New letters end with a newline (POSIX text).
    public init(
        body: String = "",
        frontMatter: FrontMatter? = nil,
        lineEnding: LineEnding = .lf,
        hasBOM: Bool = false,
        endsWithNewline: Bool = true
    ) {
        self.frontMatter = frontMatter
        self.body = body
        self.lineEnding = lineEnding
        self.hasBOM = hasBOM
        self.endsWithNewline = endsWithNewline
        self.hadMixedLineEndings = false
        self.endsAtClosingFence = false
    }

    /// A new, empty letter to be saved at `path`: with front matter recording
    /// `paper` if the path is a `.letter`, plain otherwise.
    public static func newLetter(path: String, paper: Paper) -> LetterFile {
        var file = LetterFile()
        file.recordPaper(paper, forPath: path)
        return file
    }

    /// Reads a file's bytes, refusing what is not a letter (too large, NUL bytes,
    /// invalid UTF-8) with the reason.
    public init(bytes: [UInt8]) throws(LetterFileError) {
        try LetterText.validate(bytes)
        self.init(utf8: bytes)
    }

    /// Reads a file's text. Any text is accepted; size and content limits are
    /// checked by `init(bytes:)`, where the text comes from outside.
    public init(text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// Parses valid UTF-8. Works on bytes: every delimiter is ASCII, so slicing
    /// at them never splits a character, and a CR before an LF is never lost
    /// inside a "\r\n" grapheme as it would be when walking `Character`s.
    private init(utf8 bytes: [UInt8]) {
        let count = bytes.count
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let start = hasBOM ? 3 : 0
        let endings = LetterFile.countEndings(bytes, from: start)

        var frontMatter: FrontMatter?
        var bodyStart = start
        var endsAtClosingFence = false
        let opening = LetterFile.line(in: bytes, from: start)
        if opening.hasEnding, LetterFile.isFence(bytes[start..<opening.contentEnd]) {
            var lines: [String] = []
            var position = opening.next
            while position < count {
                let line = LetterFile.line(in: bytes, from: position)
                if LetterFile.isFence(bytes[position..<line.contentEnd]) {
                    frontMatter = FrontMatter(parsedLines: lines)
                    bodyStart = line.next
                    endsAtClosingFence = !line.hasEnding
                    break
                }
                lines.append(String(decoding: bytes[position..<line.contentEnd], as: UTF8.self))
                position = line.next
            }
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
        self.body = LetterFile.normalized(bytes[bodyStart..<bodyEnd])
        self.lineEnding = endings.chosen
        self.hasBOM = hasBOM
        self.endsWithNewline = endsWithNewline
        self.hadMixedLineEndings = endings.kinds > 1
        self.endsAtClosingFence = endsAtClosingFence
    }

    /// The file's text, as it is written to disk.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The file's bytes, as they are written to disk.
    public var bytes: [UInt8] {
        let ending = Array(lineEnding.rawValue.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(body.utf8.count + 64)
        if hasBOM { out.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        if let frontMatter {
            out.append(contentsOf: LetterFile.fence)
            out.append(contentsOf: ending)
            for line in frontMatter.lines {
                out.append(contentsOf: line.utf8)
                out.append(contentsOf: ending)
            }
            out.append(contentsOf: LetterFile.fence)
            if !(endsAtClosingFence && body.isEmpty && !endsWithNewline) {
                out.append(contentsOf: ending)
            }
        }
        var previousWasCR = false
        for byte in body.utf8 {
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
        if endsWithNewline { out.append(contentsOf: ending) }
        return out
    }

    // MARK: Paper

    /// The paper the front matter records, or nil when it records none; throws
    /// when it names a paper that does not exist or gives bad numbers.
    ///
    /// `paper: NAME` names a preset; `lines: N` and `columns: N` override its
    /// size (a custom paper is written `paper: custom` with both). Sizes alone
    /// start from the default paper.
    public func recordedPaper() throws(FrontMatterError) -> Paper? {
        guard let frontMatter else { return nil }
        let name = frontMatter.value(for: PaperKey.paper)
        let lines = frontMatter.value(for: PaperKey.lines)
        let columns = frontMatter.value(for: PaperKey.columns)
        if name == nil && lines == nil && columns == nil { return nil }
        var base = Paper.default
        if let name, name.lowercased() != "custom" {
            guard let preset = Paper.preset(named: name) else { throw .unknownPaper(name) }
            base = preset
        }
        let lineCount = try LetterFile.number(lines, key: PaperKey.lines)
        let columnCount = try LetterFile.number(columns, key: PaperKey.columns)
        do {
            if name?.lowercased() == "custom" {
                return try Paper(lines: lineCount ?? base.lines, columns: columnCount ?? base.columns)
            }
            return try base.resized(lines: lineCount, columns: columnCount)
        } catch {
            throw .badPaper(error.description)
        }
    }

    /// The recorded paper, or nil when there is none or it cannot be read (ask
    /// `recordedPaper()` for the reason).
    public var paper: Paper? {
        do { return try recordedPaper() } catch { return nil }
    }

    /// Records `paper` in the front matter, creating the block if there is none.
    /// Only the paper keys change; every other line stays as it was.
    public mutating func setPaper(_ paper: Paper) {
        var block = frontMatter ?? FrontMatter()
        if let preset = Paper.preset(named: paper.name), preset == paper {
            block.set(preset.name, for: PaperKey.paper)
            block.remove(PaperKey.lines)
            block.remove(PaperKey.columns)
        } else {
            block.set("custom", for: PaperKey.paper)
            block.set(String(paper.lines), for: PaperKey.lines)
            block.set(String(paper.columns), for: PaperKey.columns)
        }
        frontMatter = block
    }

    /// Records `paper` where the file format wants it: in the front matter if
    /// the file has one or `path` is a `.letter`; a plain `.txt` or `.md` stays
    /// plain, because a file someone wrote elsewhere must keep its shape.
    public mutating func recordPaper(_ paper: Paper, forPath path: String) {
        if frontMatter != nil || LetterFile.usesFrontMatter(path: path) { setPaper(paper) }
    }

    /// Whether a new file at `path` gets front matter: only `.letter` files do.
    public static func usesFrontMatter(path: String) -> Bool {
        pathExtension(of: path)?.lowercased() == fileExtension
    }

    /// The path a new letter called `name` is saved at: `.letter` is added when
    /// the name has no extension of its own.
    public static func pathForNewLetter(named name: String) -> String {
        pathExtension(of: name) == nil ? "\(name).\(fileExtension)" : name
    }

    /// The extension of the last path component, nil if it has none. A leading
    /// dot (a hidden file such as `.profile`) is not an extension.
    static func pathExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }

    // MARK: Parsing helpers

    private static let lf: UInt8 = 0x0A
    private static let cr: UInt8 = 0x0D
    private static let fence: [UInt8] = Array("---".utf8)

    private enum PaperKey {
        static let paper = "paper"
        static let lines = "lines"
        static let columns = "columns"
    }

    private static func isFence(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.elementsEqual(fence)
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

    /// How many kinds of line ending the text has, and the one to write: the
    /// most frequent, the first seen on a tie, LF when there are none.
    private static func countEndings(_ bytes: [UInt8], from start: Int) -> (chosen: LineEnding, kinds: Int) {
        var counts: [LineEnding: Int] = [:]
        var order: [LineEnding] = []
        var index = start
        while index < bytes.count {
            var kind: LineEnding?
            if bytes[index] == lf {
                kind = .lf
            } else if bytes[index] == cr {
                if index + 1 < bytes.count && bytes[index + 1] == lf {
                    kind = .crlf
                    index += 1
                } else {
                    kind = .cr
                }
            }
            if let kind {
                if counts[kind] == nil { order.append(kind) }
                counts[kind, default: 0] += 1
            }
            index += 1
        }
        var chosen = LineEnding.lf
        var best = 0
        for kind in order where counts[kind, default: 0] > best {
            chosen = kind
            best = counts[kind, default: 0]
        }
        return (chosen, order.count)
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

    private static func number(_ text: String?, key: String) throws(FrontMatterError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text) else { throw .notANumber(key: key, value: text) }
        return value
    }
}

/// Why the paper recorded in a letter's front matter cannot be used.
public enum FrontMatterError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownPaper(String)
    case notANumber(key: String, value: String)
    /// The size is out of range; carries the paper's own explanation.
    case badPaper(String)

    public var description: String {
        switch self {
        case .unknownPaper(let name):
            "the front matter names paper \"\(name)\", which does not exist; try: "
                + Paper.presets.map(\.name).joined(separator: ", ")
        case .notANumber(let key, let value):
            "the front matter's \(key) is \"\(value)\", not a whole number"
        case .badPaper(let reason):
            "the front matter's paper cannot be used: \(reason)"
        }
    }
}
