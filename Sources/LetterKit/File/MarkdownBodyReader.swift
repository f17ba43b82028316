/// Reads a Markdown body into the letter's lines, line by line, the way
/// pandoc reads its blocks (see `MarkdownBody`).
///
/// State: the letter line being gathered (`current`) and the Markdown lines
/// it came from; whether a blank line is waiting to become an empty line
/// (only between two paragraphs: blank lines at the start and the end are
/// no lines of the letter); and whether a fenced or indented code block is
/// open, whose lines are kept as written.
struct MarkdownBodyReader {
    private(set) var lines: [String] = []
    /// Paragraphs written otherwise than `MarkdownBody.written` would write
    /// them, by the letter line they read as: what saving keeps unedited.
    private(set) var sources: [String: String] = [:]
    private let keepsSources: Bool
    /// Headings `# ` and `## ` are large and wide lines (`TypeSize`).
    private let readsSizes: Bool

    private var current: String?
    private var currentSource: [Substring] = []
    /// The gathered line can take the next line after a soft break.
    private var currentIsOpen = false
    /// The gathered line's Markdown can be written back anywhere in a paragraph.
    private var currentIsPortable = false
    /// The gathered line is the sign of an empty line, `&nbsp;`.
    private var currentIsEmptyLine = false
    private var blankPending = false
    private var sawText = false
    private var afterBlank = true
    private var fence: Substring?
    private var inIndentedCode = false
    private var isFirstLine = true
    private var inMetadata = false

    init(keepsSources: Bool, readsSizes: Bool = false) {
        self.keepsSources = keepsSources
        self.readsSizes = readsSizes
    }

    mutating func read(_ markdown: String) {
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) { read(line: line) }
        finishLine()
        if lines.isEmpty { lines = [""] }
    }

    private mutating func read(line raw: Substring) {
        defer { isFirstLine = false }
        // A YAML block at the top (a `.md` from a site generator): its lines as written.
        if isFirstLine && raw == "---" { inMetadata = true }
        if inMetadata {
            keepAsWritten(raw)
            if keepsSources { sources[String(raw)] = String(raw) }
            if !isFirstLine && (raw == "---" || raw == "...") { inMetadata = false }
            return
        }
        if let marker = fence {
            keepAsWritten(raw)
            if raw.drop(while: \.isMarkdownBlank).hasPrefix(marker) { fence = nil }
            return
        }
        if raw.allSatisfy(\.isMarkdownBlank) {
            finishLine()
            if sawText { blankPending = true }
            afterBlank = true
            inIndentedCode = false
            return
        }
        if (afterBlank || inIndentedCode), MarkdownBodyReader.indentation(of: raw) >= 4 {
            keepAsWritten(raw)
            inIndentedCode = true
            return
        }
        inIndentedCode = false
        afterBlank = false
        let stripped = raw.drop(while: \.isMarkdownBlank)
        if MarkdownLineStart.isFence(stripped) {
            keepAsWritten(raw)
            fence = stripped.prefix(3)
            return
        }
        var content = stripped
        var hardBreak = false
        if MarkdownBody.trailingBackslashes(content) % 2 == 1 {
            content = content.dropLast()
            hardBreak = true
        } else if content.hasSuffix("  ") {
            hardBreak = true
        }
        if readsSizes, let (size, text) = MarkdownBodyReader.sizedHeading(content), let mark = size.bodyMark {
            finishLine()
            startLine()
            current = String(mark) + MarkdownBody.decodedBlanks(text, startsLine: true)
            currentIsEmptyLine = false
            currentSource = [raw]
            currentIsPortable = raw.first.map { !$0.isMarkdownBlank } ?? false
            finishLine()
            return
        }
        let isPicture = content.hasPrefix("![") && PictureSyntax(line: String(content)) != nil
        let startsBlock = isPicture || MarkdownLineStart.startsBlock(stripped)
        if let gathered = current, currentIsOpen, !startsBlock {
            let continued = MarkdownBody.decodedBlanks(content, startsLine: false)
            current = gathered.trimmingTrailingMarkdownBlanks + " " + continued
            currentIsEmptyLine = false
            currentSource.append(raw)
        } else {
            finishLine()
            startLine()
            current = MarkdownBody.decodedBlanks(content, startsLine: true)
            currentIsEmptyLine = content == MarkdownBody.emptyLine
            currentSource = [raw]
            currentIsPortable = raw.first.map { !$0.isMarkdownBlank } ?? false
        }
        currentIsOpen = !hardBreak && !isPicture && !MarkdownLineStart.isOneLineBlock(stripped)
        if !currentIsOpen { finishLine() }
    }

    /// Turns a waiting blank line into the letter's empty line.
    private mutating func startLine() {
        if blankPending { lines.append("") }
        blankPending = false
        sawText = true
    }

    private mutating func keepAsWritten(_ raw: Substring) {
        finishLine()
        startLine()
        afterBlank = false
        lines.append(String(raw))
    }

    private mutating func finishLine() {
        guard let line = current else { return }
        current = nil
        currentIsOpen = false
        let letterLine = currentIsEmptyLine ? "" : line
        lines.append(letterLine)
        guard keepsSources, currentIsPortable, !letterLine.isEmpty, sources[letterLine] == nil else { return }
        var source = currentSource.joined(separator: "\n")
        if MarkdownBody.trailingBackslashes(source) % 2 == 1 { source.removeLast() }
        guard source != MarkdownBody.written(letterLine[...]) else { return }
        // Kept only where it reads back alone as the same line.
        var check = MarkdownBodyReader(keepsSources: false, readsSizes: readsSizes)
        check.read(source)
        if check.lines == [letterLine] { sources[letterLine] = source }
    }

    /// The size and text of an ATX heading of one or two `#` (a large or a
    /// wide line): the marks, then a blank or the end; the text without the
    /// blanks before it nor a closing run of `#` after a blank (read as
    /// CommonMark and pandoc read it; blanks at its end are kept, as a
    /// line's are, so the line reads back as written). Nil for any other line (`### x` and
    /// `#x` stay text, as they always were).
    static func sizedHeading(_ line: Substring) -> (TypeSize, Substring)? {
        let marks = line.prefix { $0 == "#" }
        guard marks.count == 1 || marks.count == 2 else { return nil }
        let rest = line.dropFirst(marks.count)
        guard rest.isEmpty || rest.first?.isMarkdownBlank == true else { return nil }
        var text = rest.drop(while: \.isMarkdownBlank)
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count {
            text = text.prefix(0)
        } else if closing > 0, text.dropLast(closing).last?.isMarkdownBlank == true {
            text = text.dropLast(closing)
            while let last = text.last, last.isMarkdownBlank { text = text.dropLast() }
        }
        return (marks.count == 1 ? .large : .wide, text)
    }

    /// Columns of leading spaces and tabs (a tab to the next multiple of 4).
    private static func indentation(of raw: Substring) -> Int {
        var columns = 0
        for character in raw {
            if character == " " { columns += 1 } else if character == "\t" { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }
}

extension String {
    var trimmingTrailingMarkdownBlanks: Substring {
        var slice = self[...]
        while let last = slice.last, last.isMarkdownBlank { slice = slice.dropLast() }
        return slice
    }
}

extension Character {
    /// A space or a tab: what Markdown's blank lines and indentation are made of.
    var isMarkdownBlank: Bool { self == " " || self == "\t" }
}
