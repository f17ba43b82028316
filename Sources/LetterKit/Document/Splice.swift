/// One paragraph as a change makes it, seen before it exists: the head of an old
/// paragraph, new characters, and the tail of an old paragraph (perhaps the same
/// one), read through without being copied.
struct Splice: WrapSource {
    let head: Paragraph?
    let headLength: Int
    let middle: ArraySlice<Character>
    let middleMetrics: ArraySlice<CharacterMetrics>
    let tail: Paragraph?
    let tailStart: Int

    var count: Int { headLength + middle.count + (tail.map { $0.characters.count - tailStart } ?? 0) }

    func character(at offset: Int) -> Character {
        if offset < headLength, let head { return head.characters[offset] }
        let inMiddle = offset - headLength
        if inMiddle < middle.count { return middle[middle.startIndex + inMiddle] }
        return tail?.characters[tailStart + inMiddle - middle.count] ?? " "
    }

    func metrics(at offset: Int) -> CharacterMetrics {
        if offset < headLength, let head { return head.metrics[offset] }
        let inMiddle = offset - headLength
        if inMiddle < middle.count { return middleMetrics[middleMetrics.startIndex + inMiddle] }
        return tail?.metrics[tailStart + inMiddle - middle.count] ?? CharacterMetrics(width: 0, traits: 0)
    }

    /// The paragraph's line starts and words.
    ///
    /// Lines: the head keeps every line start that lies before the line before
    /// the change (two lines before, when the change starts a line: the word
    /// that starts it may move up onto the line before, and that line's end was
    /// decided by looking into the next one). The wrap resumes there and stops
    /// at the first new line start past the change that an old line start of the
    /// tail, shifted by the change, agrees with; the tail's later starts follow
    /// shifted. Why that is exact: see `continueWrap`.
    ///
    /// Words: when the change stays inside one paragraph, only word starts in the
    /// changed characters and the one after them can differ, so those are
    /// counted again; otherwise the head's removed part and the kept tail, which
    /// are text the change removes or copies anyway, are counted.
    ///
    /// A large or wide paragraph (`size`) is wrapped whole at half the
    /// columns, and a large one's rows doubled (`TypeSize.rowStarts`): its
    /// rows share starts, as a picture's do, which the resumed wrap cannot
    /// tell apart. A picture is always normal.
    func layout(columns: Int, size: TypeSize = .normal, changesOneParagraph: Bool) -> ParagraphLayout {
        var starts: [Int]
        if involvesPicture {
            // A picture's lines share one start, which the resumed wrap cannot
            // tell apart; such a paragraph is a picture alone, so wrap it whole.
            starts = [0]
            continueWrap(self, columns: columns, from: 0, into: &starts) { _ in false }
            return ParagraphLayout(lineStarts: starts, wordCount: words(changesOneParagraph: changesOneParagraph))
        }
        let headSize = headLength > 0 ? head?.size ?? size : size
        if size != .normal || headSize != .normal || (tail?.size ?? .normal) != .normal {
            // Old rows of another size say nothing about these.
            starts = [0]
            continueWrap(self, columns: size.wrapColumns(columns), from: 0, into: &starts) { _ in false }
            return ParagraphLayout(
                lineStarts: size.rowStarts(starts), wordCount: words(changesOneParagraph: changesOneParagraph), size: size)
        }
        if let head, headLength > 0 {
            let line = head.line(containing: headLength)
            let keep = max(0, head.lineStarts[line] < headLength ? line - 1 : line - 2)
            starts = Array(head.lineStarts[...keep])
        } else {
            starts = [0]
        }
        let restart = starts[starts.count - 1]
        let newEnd = headLength + middle.count
        if let tail {
            let shift = newEnd - tailStart
            let oldStarts = tail.lineStarts
            // The first old line start at or after the tail's start.
            var candidate = tail.line(containing: tailStart)
            if oldStarts[candidate] < tailStart { candidate += 1 }
            let converged = continueWrap(self, columns: columns, from: restart, into: &starts) { newStart in
                guard newStart >= newEnd else { return false }
                while candidate < oldStarts.count && oldStarts[candidate] + shift < newStart { candidate += 1 }
                return candidate < oldStarts.count && oldStarts[candidate] + shift == newStart
            }
            if converged {
                for old in oldStarts[(candidate + 1)...] { starts.append(old + shift) }
            }
        } else {
            continueWrap(self, columns: columns, from: restart, into: &starts) { _ in false }
        }
        return ParagraphLayout(lineStarts: starts, wordCount: words(changesOneParagraph: changesOneParagraph))
    }

    /// True when a picture's mark is among the paragraph's characters.
    private var involvesPicture: Bool {
        if headLength > 0, head?.metrics[0].has(CharacterMetrics.picture) == true { return true }
        if let tail, tailStart < tail.metrics.count, tail.metrics[tail.metrics.count - 1].has(CharacterMetrics.picture) {
            return true
        }
        return middleMetrics.contains { $0.has(CharacterMetrics.picture) }
    }

    private func words(changesOneParagraph: Bool) -> Int {
        let before = headLength > 0 ? head?.metrics[headLength - 1] : nil
        let lastNew = middleMetrics.last ?? before
        if changesOneParagraph, let head {
            // Head and tail are the same paragraph.
            let metrics = head.metrics
            let afterEnd = min(tailStart + 1, metrics.count)
            let removed = Words.starts(in: metrics[headLength..<afterEnd], after: before)
            var added = Words.starts(in: middleMetrics, after: before)
            if tailStart < metrics.count {
                added += Words.starts(in: metrics[tailStart...tailStart], after: lastNew)
            }
            return head.wordCount - removed + added
        }
        var words = 0
        if let head, headLength > 0 {
            words += head.wordCount - Words.starts(in: head.metrics[headLength...], after: before)
        }
        words += Words.starts(in: middleMetrics, after: before)
        if let tail {
            words += Words.starts(in: tail.metrics[tailStart...], after: lastNew)
        }
        return words
    }
}
