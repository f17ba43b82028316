/// How the reader reads the marks themselves: pandoc's emphasis rules, and
/// balanced brackets that may be spans. See `MarkdownInkReader` for the rules.
extension MarkdownInkReader {
    // MARK: Emphasis

    /// A run of `marker` that may open emphasis; false when a `_` follows a
    /// word (it is then a character, read by the caller).
    mutating func readEmphasis(_ marker: Unicode.Scalar) -> Bool {
        guard depth < MarkdownInkReader.maximumDepth else { return false }
        if marker == "_" && lastWordEnd == position { return false }
        var runEnd = position
        while runEnd < end && source[runEnd] == marker { runEnd += 1 }
        let length = runEnd - position
        let followedBySpace = runEnd < end && (source[runEnd] == " " || source[runEnd] == "\t")
        guard !followedBySpace, length <= 3 else {
            emit(position..<runEnd)
            position = runEnd
            return true
        }
        let opener = openers(marker, length)
        switch length {
        case 3: readBoth(marker, opener: opener)
        case 2: readStrong(marker, opener: opener, contentStart: scalars.count)
        default: readEmphasized(marker, opener: opener, contentStart: scalars.count)
        }
        return true
    }

    /// After `***`: pandoc's `three`.
    private mutating func readBoth(_ marker: Unicode.Scalar, opener: [Int]) {
        depth += 1
        defer { depth -= 1 }
        let contentStart = scalars.count
        while position < end && !closes(marker, 1) { readInline() }
        if closes(marker, 3) {
            position += 3
            close(opener, from: contentStart) { $0.bold = true; $0.italic = true }
        } else if closes(marker, 2) {
            position += 2
            close(Array(opener[1...]), from: contentStart) { $0.bold = true }
            readEmphasized(marker, opener: [opener[0]], contentStart: contentStart)
        } else if closes(marker, 1) {
            position += 1
            close([opener[2]], from: contentStart) { $0.italic = true }
            readStrong(marker, opener: Array(opener[..<2]), contentStart: contentStart)
        }
    }

    /// After `**`, or the rest of `***` once its `*` closed: pandoc's `two`.
    private mutating func readStrong(_ marker: Unicode.Scalar, opener: [Int], contentStart: Int) {
        depth += 1
        defer { depth -= 1 }
        while position < end && !closes(marker, 2) { readInline() }
        if closes(marker, 2) {
            position += 2
            close(opener, from: contentStart) { $0.bold = true }
        }
    }

    /// After `*`, or the rest of `***` once its `**` closed: pandoc's `one`.
    private mutating func readEmphasized(_ marker: Unicode.Scalar, opener: [Int], contentStart: Int) {
        depth += 1
        defer { depth -= 1 }
        while position < end {
            if !closes(marker, 1) {
                readInline()
            } else if position + 1 < end && source[position + 1] == marker && !closes(marker, 1, at: position + 2) {
                // A pair that does not close opens strong emphasis inside.
                let inner = openers(marker, 2)
                if depth < MarkdownInkReader.maximumDepth {
                    readStrong(marker, opener: inner, contentStart: scalars.count)
                }
            } else {
                break
            }
        }
        if closes(marker, 1) {
            position += 1
            close(opener, from: contentStart) { $0.italic = true }
        }
    }

    /// True when `count` markers stand at `start` and may close: pandoc's `ender`.
    private func closes(_ marker: Unicode.Scalar, _ count: Int, at start: Int? = nil) -> Bool {
        let start = start ?? position
        guard start + count <= end else { return false }
        for index in start..<(start + count) where source[index] != marker { return false }
        return marker == "*" || start + count == end || !source[start + count].isPandocAlphanumeric
    }

    /// Writes `count` markers as text for now; their indices, to hide on closing.
    private mutating func openers(_ marker: Unicode.Scalar, _ count: Int) -> [Int] {
        let first = scalars.count
        for _ in 0..<count { append(marker) }
        position += count
        return Array(first..<(first + count))
    }

    /// The opener was markup: hide it and mark everything read since `start`.
    private mutating func close(_ opener: [Int], from start: Int, _ mark: (inout Ink) -> Void) {
        for index in opener { hidden[index] = true }
        for index in start..<inks.count { mark(&inks[index]) }
        lastWordEnd = position
    }

    // MARK: Brackets and spans

    /// Balanced brackets: a span when known attributes follow, else the
    /// brackets as text around what they enclose. False when unbalanced.
    mutating func readBrackets() -> Bool {
        if position + 1 < end && source[position + 1] == "^" { return readFootnoteMarker() }
        guard depth < MarkdownInkReader.maximumDepth, let closing = lexicon.closingBracket[position], closing < end else {
            return false
        }
        let attributes = MarkdownInkLexicon.attributes(at: closing + 1, in: source, end: end)
        if let attributes, let ink = attributes.ink {
            let contentStart = scalars.count
            readEnclosed(from: position + 1, to: closing)
            for index in contentStart..<inks.count {
                inks[index].underline = inks[index].underline || ink.underline
                inks[index].color = inks[index].color ?? ink.color
                inks[index].highlight = inks[index].highlight ?? ink.highlight
            }
            position = attributes.end
            return true
        }
        emitOne()
        readEnclosed(from: position, to: closing)
        emit(closing..<(closing + 1))
        position = closing + 1
        if let attributes {
            // Attributes this program does not know: kept as written, inert.
            emit(position..<attributes.end)
            position = attributes.end
        } else if position + 1 < end, source[position] == "[", source[position + 1] != "^",
            let label = lexicon.closingBracket[position], label < end
        {
            // `[text][label]` is a reference link to pandoc: the second brackets
            // are its label, never a span, whatever follows them.
            emitOne()
            readEnclosed(from: position, to: label)
            emit(label..<(label + 1))
            position = label + 1
        }
        return true
    }

    /// `[^label]` (no spaces) is a footnote marker to pandoc, text in which
    /// nothing is read; any other `[^` is a `[` and a `^`. Never a span.
    private mutating func readFootnoteMarker() -> Bool {
        var index = position + 2
        guard index < end, source[index] != " ", source[index] != "\t" else { return false }
        index += 1
        while index < end && source[index] != "]" {
            guard source[index] != " " && source[index] != "\t" else { return false }
            index += 1
        }
        guard index < end else { return false }
        emit(position..<(index + 1))
        position = index + 1
        return true
    }

    /// Reads `start..<stop` on its own, as pandoc reads a bracket's contents.
    private mutating func readEnclosed(from start: Int, to stop: Int) {
        let outerEnd = end
        depth += 1
        position = start
        end = stop
        readInlines()
        end = outerEnd
        depth -= 1
    }
}
