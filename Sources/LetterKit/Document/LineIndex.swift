/// Where each paragraph's visual lines start among the letter's lines.
///
/// Representation: `firstLines`, the first visual line of paragraphs
/// `0..<firstLines.count`: a prefix sum of line counts, complete when the
/// document is made. An edit that changes the lines of a paragraph (or the
/// number of paragraphs) forgets the entries after that paragraph; typing that
/// keeps a paragraph's line count forgets nothing. A question about a paragraph
/// past the known ones adds up the line counts from the last known one, so it
/// costs the paragraphs since the last edit that moved lines: nothing while
/// typing at the cursor, whose own paragraph is always known.
/// `indexLines(through:)` extends the known part; the page calls it for the
/// cursor's paragraph after every change, so the work is done once, by a
/// mutating step, and every later question near the cursor is a lookup.
///
/// Why not a tree: the letter is a plain array of paragraphs, and inserting a
/// paragraph already moves the array's tail; a prefix sum that is forgotten
/// from the edit on and rebuilt lazily costs no more than that move, and the
/// common keystroke (typing within a line) costs nothing.
extension Document {
    /// The first visual line of paragraph `paragraph`, counting from 0.
    public func firstLine(ofParagraph paragraph: Int) -> Int {
        let known = firstLines.count
        if paragraph < known { return firstLines[paragraph] }
        var line = firstLines[known - 1]
        for index in (known - 1)..<paragraph { line += paragraphs[index].lineCount }
        return line
    }

    /// The paragraph that shows visual line `line` and the line within it. A
    /// line before the first is the first; a line past the last is the last.
    public func location(ofLine line: Int) -> (paragraph: Int, line: Int) {
        guard line > 0 else { return (0, 0) }
        guard line < lineCount else {
            let last = paragraphs.count - 1
            return (last, paragraphs[last].lineCount - 1)
        }
        let known = firstLines.count
        let lastKnown = known - 1
        if line < firstLines[lastKnown] + paragraphs[lastKnown].lineCount {
            // The last known paragraph whose first line is at or before `line`.
            var low = 0
            var high = lastKnown
            while low < high {
                let middle = (low + high + 1) / 2
                if firstLines[middle] <= line { low = middle } else { high = middle - 1 }
            }
            return (low, line - firstLines[low])
        }
        var paragraph = lastKnown
        var first = firstLines[lastKnown]
        while paragraph < paragraphs.count - 1 && first + paragraphs[paragraph].lineCount <= line {
            first += paragraphs[paragraph].lineCount
            paragraph += 1
        }
        return (paragraph, line - first)
    }

    /// Makes the first lines of paragraphs up to `paragraph` known, so questions
    /// about them are lookups.
    mutating func indexLines(through paragraph: Int) {
        let target = min(paragraph, paragraphs.count - 1)
        guard firstLines.count <= target else { return }
        firstLines.reserveCapacity(target + 1)
        var line = firstLines[firstLines.count - 1]
        for index in (firstLines.count - 1)..<target {
            line += paragraphs[index].lineCount
            firstLines.append(line)
        }
    }

    /// Forgets the first lines of the paragraphs after `paragraph`: an edit there
    /// moved them.
    mutating func forgetFirstLines(after paragraph: Int) {
        let keep = paragraph + 1
        if firstLines.count > keep { firstLines.removeSubrange(keep...) }
    }
}
