/// Writes a styled paragraph as Markdown in the one canonical way, and says
/// which ink the writing can carry.
///
/// The writing nests from the outside in: underline, highlight, colour (as
/// bracketed spans), then `**`, then `*`. At each level the characters split
/// into the longest runs sharing that attribute; a run carrying it is wrapped,
/// and a span also takes the later span attributes that are the same all along
/// it, so `[**Dear**]{.underline color=red}` is one span.
///
/// Why blank characters lose marks at the edges of a run: pandoc reads `** x**`
/// as text and drops spaces at the edges of a span (`a[ x ]{.mark}b` reads
/// "axb"), so a run of a mark begins and ends with a character that is not
/// blank. Before wrapping, each run gives up that mark on its blank edge
/// characters. Bold or italic on a space is invisible; underline, highlight and
/// colour on a space between two characters that have them are kept, since the
/// space is then inside the run.
struct MarkdownInkWriter {
    private let characters: [Character]
    /// The ink of each character, losing marks at run edges as it is written.
    private(set) var inks: [Ink]
    private(set) var output = String.UnicodeScalarView()
    /// True right after a span's `[`, where a `^` would start a footnote.
    private var escapesLeadingCaret = false
    /// True when the output ends with a `!` or `^` of the text, left bare.
    private var endsWithBareBangOrCaret = false

    private enum Level: CaseIterable {
        case underline, highlight, color, bold, italic

        var isSpan: Bool { self == .underline || self == .highlight || self == .color }

        func isSet(_ ink: Ink) -> Bool {
            switch self {
            case .underline: ink.underline
            case .highlight: ink.highlight != nil
            case .color: ink.color != nil
            case .bold: ink.bold
            case .italic: ink.italic
            }
        }

        func same(_ left: Ink, _ right: Ink) -> Bool {
            switch self {
            case .underline: left.underline == right.underline
            case .highlight: left.highlight == right.highlight
            case .color: left.color == right.color
            case .bold: left.bold == right.bold
            case .italic: left.italic == right.italic
            }
        }

        func clear(_ ink: inout Ink) {
            switch self {
            case .underline: ink.underline = false
            case .highlight: ink.highlight = nil
            case .color: ink.color = nil
            case .bold: ink.bold = false
            case .italic: ink.italic = false
            }
        }
    }

    init(_ text: StyledText) {
        characters = text.characters
        var inks = [Ink](repeating: .plain, count: text.count)
        for run in text.runs {
            for offset in run.range { inks[offset] = run.ink }
        }
        self.inks = inks
    }

    mutating func write() {
        write(0..<characters.count, levels: Level.allCases[...])
    }

    /// The ink as written: the text's runs less the marks blank edges gave up.
    var writtenText: StyledText { StyledText(characters, inks: inks) }

    private mutating func write(_ range: Range<Int>, levels: ArraySlice<Level>) {
        guard let level = levels.first else {
            writeText(range)
            return
        }
        let inner = levels.dropFirst()
        trimBlankEdges(of: level, in: range)
        var start = range.lowerBound
        while start < range.upperBound {
            var stop = start + 1
            while stop < range.upperBound && level.same(inks[stop], inks[start]) { stop += 1 }
            if !level.isSet(inks[start]) {
                write(start..<stop, levels: inner)
            } else if level.isSpan {
                writeSpan(start..<stop, level: level, inner: inner)
            } else {
                let marker = level == .bold ? "**" : "*"
                appendMarkup(marker)
                write(start..<stop, levels: inner)
                appendMarkup(marker)
            }
            start = stop
        }
    }

    /// Every run carrying `level` gives it up on its blank first and last characters.
    private mutating func trimBlankEdges(of level: Level, in range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            var stop = start + 1
            while stop < range.upperBound && level.same(inks[stop], inks[start]) { stop += 1 }
            if level.isSet(inks[start]) {
                var low = start
                while low < stop && characters[low].isBlank {
                    level.clear(&inks[low])
                    low += 1
                }
                var high = stop
                while high > low && characters[high - 1].isBlank {
                    level.clear(&inks[high - 1])
                    high -= 1
                }
            }
            start = stop
        }
    }

    private mutating func writeSpan(_ range: Range<Int>, level: Level, inner: ArraySlice<Level>) {
        let ink = inks[range.lowerBound]
        var carried: [Level] = [level]
        for later in inner where later.isSpan && later.isSet(ink) {
            if range.allSatisfy({ later.same(inks[$0], ink) }) { carried.append(later) }
        }
        // `![` would start an image and `^[` a footnote: the mark before is text.
        if endsWithBareBangOrCaret, let last = output.popLast() {
            output.append("\\")
            output.append(last)
        }
        appendMarkup("[")
        escapesLeadingCaret = true
        write(range, levels: inner.filter { !carried.contains($0) }[...])
        escapesLeadingCaret = false
        var attributes: [String] = []
        if carried.contains(.underline) { attributes.append(".underline") }
        if carried.contains(.highlight), let highlight = ink.highlight {
            attributes.append(highlight == .yellow ? ".mark" : "background=\(highlight.name)")
        }
        if carried.contains(.color), let color = ink.color { attributes.append("color=\(color.name)") }
        appendMarkup("]{" + attributes.joined(separator: " ") + "}")
    }

    /// The characters, with the ones pandoc would read as markup escaped.
    private mutating func writeText(_ range: Range<Int>) {
        for offset in range {
            for scalar in characters[offset].unicodeScalars {
                let escape = MarkdownInkWriter.escaped.contains(scalar) || (escapesLeadingCaret && scalar == "^")
                    || (scalar == "&" && startsEntity(after: offset)) || (scalar == "@" && startsCitation(at: offset))
                if escape { output.append("\\") }
                output.append(scalar)
                escapesLeadingCaret = false
                endsWithBareBangOrCaret = !escape && (scalar == "!" || scalar == "^")
            }
        }
    }

    private mutating func appendMarkup(_ markup: String) {
        output.append(contentsOf: markup.unicodeScalars)
        escapesLeadingCaret = false
        endsWithBareBangOrCaret = false
    }

    /// Whether the characters after an `&` at `offset` would make it an HTML
    /// entity (`&amp;`, `&#160;`), which pandoc and CommonMark show as the
    /// character it names.
    private func startsEntity(after offset: Int) -> Bool {
        var index = offset + 1
        if index < characters.count, characters[index] == "#" { index += 1 }
        let nameStart = index
        while index < characters.count, characters[index].isASCII,
            characters[index].isLetter || characters[index].isNumber
        {
            index += 1
        }
        return index > nameStart && index < characters.count && characters[index] == ";"
    }

    /// Whether an `@` at `offset` could start a pandoc citation (`@smith`)
    /// or example reference (`(@)`): any `@` but one after a letter or digit
    /// (`a@b.c` is text).
    private func startsCitation(at offset: Int) -> Bool {
        offset == 0 || !(characters[offset - 1].isLetter || characters[offset - 1].isNumber)
    }

    /// Always escaped: the marks of emphasis, brackets, escapes, code and
    /// HTML; and pandoc's subscript and strikeout (`~`), superscript (`^`)
    /// and TeX math (`$`), which CommonMark reads as the escaped character too.
    static let escaped: Set<Unicode.Scalar> = ["*", "_", "[", "]", "\\", "`", "<", "~", "^", "$"]
}

extension Character {
    /// Blank for the edges of a mark: holds a space of any kind.
    var isBlank: Bool { unicodeScalars.contains { $0.properties.isWhitespace } }
}
