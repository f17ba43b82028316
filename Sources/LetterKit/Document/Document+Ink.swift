/// A document's ink: each paragraph's style runs, carried through edits.
///
/// Runs live on the paragraphs; a `TextChange` carries the runs of what it
/// takes out and puts in, and `apply` gives every paragraph it makes the
/// head's, the change's and the tail's runs. A plain letter has no runs and
/// none of this runs.
extension Document {
    /// `runs` cut to `range` and moved to start at 0.
    static func runs(_ runs: [StyleRun], in range: Range<Int>) -> [StyleRun] {
        var result: [StyleRun] = []
        for run in runs {
            let low = max(run.range.lowerBound, range.lowerBound)
            let high = min(run.range.upperBound, range.upperBound)
            if low < high { result.append(StyleRun((low - range.lowerBound)..<(high - range.lowerBound), run.ink)) }
        }
        return result
    }

    /// After `replacement`'s characters are in place: each paragraph it made
    /// takes the head's ink, the change's new ink, and the tail's ink.
    mutating func setRuns(of replacement: Replacement, head: [StyleRun], tail: [StyleRun]) {
        let change = replacement.change
        let first = change.start.paragraph
        let pieces = replacement.pieces
        for (index, piece) in pieces.enumerated() {
            var runs: [StyleRun] = []
            var offset = 0
            if index == 0 {
                runs += head
                offset = change.start.offset
            }
            for run in Document.runs(change.newRuns, in: piece) {
                runs.append(StyleRun((run.range.lowerBound + offset)..<(run.range.upperBound + offset), run.ink))
            }
            offset += piece.count
            if index == pieces.count - 1 {
                for run in tail {
                    runs.append(StyleRun((run.range.lowerBound + offset)..<(run.range.upperBound + offset), run.ink))
                }
            }
            // A picture's block carries no ink: the file has nowhere to write
            // it (the block is a line of its own) and the screen draws the
            // picture, so ink kept there would be held but never seen or saved.
            let isPicture = paragraphs[first + index].pictureMark != nil
            paragraphs[first + index].runs = isPicture ? [] : StyledText.canonical(runs)
        }
    }

    /// The ink of the characters from `start` to `end`, as runs over the array
    /// `characters(from:to:)` gives (a "\n" between paragraphs takes a place).
    func runs(from start: Position, to end: Position) -> [StyleRun] {
        let (low, high) = start <= end ? (start, end) : (end, start)
        if low == high { return [] }
        var result: [StyleRun] = []
        var base = 0
        for index in low.paragraph...high.paragraph {
            let paragraph = paragraphs[index]
            let from = index == low.paragraph ? low.offset : 0
            let to = index == high.paragraph ? high.offset : paragraph.characters.count
            if !paragraph.runs.isEmpty {
                for run in Document.runs(paragraph.runs, in: from..<to) {
                    result.append(StyleRun((run.range.lowerBound + base)..<(run.range.upperBound + base), run.ink))
                }
            }
            base += (to - from) + 1
        }
        return result
    }

    /// The ink at `position`: of the character there, plain past the end.
    public func ink(at position: Position) -> Ink {
        let runs = paragraphs[position.paragraph].runs
        guard !runs.isEmpty else { return .plain }
        // The last run starting at or before the offset, if it covers it.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.lowerBound <= position.offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, runs[low - 1].range.contains(position.offset) else { return .plain }
        return runs[low - 1].ink
    }

    /// A letter of styled paragraphs: each one's characters and ink.
    ///
    /// The text is put together as UTF-8 bytes and made a string once:
    /// appending a manuscript to a string character by character cost half
    /// as much again as laying it out.
    public init(styled: [StyledText], columns: Int) {
        var bytes: [UInt8] = []
        for (index, paragraph) in styled.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            for character in paragraph.characters { bytes.append(contentsOf: character.utf8) }
        }
        self.init(String(decoding: bytes, as: UTF8.self), columns: columns)
        // The same characters split the same way: ink goes on by index. The
        // characters given are kept where they are the ones laid out, so a
        // caller that holds on to `styled` (the lines a letter was read from,
        // `MarkdownSources`) shares them rather than holding the text twice.
        if paragraphs.count == styled.count {
            for index in paragraphs.indices where paragraphs[index].characters.count == styled[index].characters.count {
                paragraphs[index].runs = styled[index].runs
                if paragraphs[index].characters == styled[index].characters {
                    paragraphs[index].characters = styled[index].characters
                }
            }
            for index in paragraphs.indices where styled[index].size != .normal {
                setSize(styled[index].size, ofParagraph: index)
            }
        }
    }

    /// Every paragraph with its ink.
    public var styledParagraphs: [StyledText] { paragraphs.map(\.styledText) }
}
