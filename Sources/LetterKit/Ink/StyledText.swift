/// A stretch of characters of a paragraph written in one ink.
///
/// Offsets count `Character`s (grapheme clusters), like every offset in a
/// paragraph, so a run can never end inside an emoji or between a letter and its
/// accent.
public struct StyleRun: Hashable, Sendable, CustomStringConvertible {
    public var range: Range<Int>
    public var ink: Ink

    public init(_ range: Range<Int>, _ ink: Ink) {
        self.range = range
        self.ink = ink
    }

    public var description: String { "\(range.lowerBound)..<\(range.upperBound) \(ink)" }
}

/// One paragraph's characters with the ink each is written in.
///
/// Representation: the characters, and the runs of characters that are not
/// plain. The runs are kept in one canonical form, so two texts that look the
/// same are equal: sorted, non-overlapping, non-empty, never `.plain`, and two
/// touching runs never share an ink (they are merged). Characters no run covers
/// are plain.
///
/// Every edit finds the runs it touches by binary search and rewrites only
/// those; the runs after an edit shift by the change in length. So an edit costs
/// the runs it touches plus one pass over the runs after it, never a pass over
/// the characters' inks or a re-serialization.
///
/// Limitations: `replacing` splices the characters it is given. When a grapheme
/// would form across the edge of an edit (an accent typed after a letter), the
/// caller re-forms it, as `Document` does, and replaces the wider range.
public struct StyledText: Hashable, Sendable, CustomStringConvertible {
    public internal(set) var characters: [Character]
    public internal(set) var runs: [StyleRun]
    /// The size of the paragraph the text is (`TypeSize`): a property of the
    /// whole line, as a terminal's double-size rows are. Public and settable
    /// so a reader or writer of other shapes (runs of rich text) can carry it.
    public var size: TypeSize = .normal

    /// Characters with the given runs, made canonical: runs are clipped to the
    /// text, and where runs overlap the later one wins.
    public init(_ characters: [Character] = [], runs: [StyleRun] = [], size: TypeSize = .normal) {
        self.characters = characters
        self.size = size
        self.runs = []
        if StyledText.isCanonical(runs, count: characters.count) {
            self.runs = runs
            return
        }
        for run in runs {
            let range = clamped(run.range)
            transform(range) { _ in run.ink }
        }
    }

    /// A string's characters, all in one ink.
    public init(_ string: String, ink: Ink = .plain) {
        let characters = Array(string)
        self.init(characters, runs: [StyleRun(0..<characters.count, ink)])
    }

    /// Characters and runs already canonical (the codec builds them so).
    init(canonicalCharacters characters: [Character], runs: [StyleRun]) {
        self.characters = characters
        self.runs = runs
    }

    public var count: Int { characters.count }
    public var isEmpty: Bool { characters.isEmpty }
    public var string: String { String(characters) }

    /// The text, then each run: `"Dear Sam" [0..<4 bold]`.
    public var description: String {
        var escaped = ""
        for scalar in string.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\" && scalar != "\"" {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        let sized = size == .normal ? "" : " \(size)"
        return "\"\(escaped)\" [\(runs.map(\.description).joined(separator: ", "))]" + sized
    }

    // MARK: Reading

    /// The ink of the character at `offset`; `.plain` outside the text.
    public func ink(at offset: Int) -> Ink {
        let index = firstRun(endingAfter: offset)
        guard index < runs.count, runs[index].range.lowerBound <= offset else { return .plain }
        return runs[index].ink
    }

    /// True when every character in `range` has an ink that passes `test`; true
    /// for an empty range. For toggles: bold the selection unless all of it is.
    public func allCharacters(in range: Range<Int>, satisfy test: (Ink) -> Bool) -> Bool {
        let range = clamped(range)
        var covered = range.lowerBound
        var index = firstRun(endingAfter: range.lowerBound)
        while covered < range.upperBound {
            guard index < runs.count, runs[index].range.lowerBound < range.upperBound else {
                return test(.plain)
            }
            let run = runs[index]
            if run.range.lowerBound > covered && !test(.plain) { return false }
            if !test(run.ink) { return false }
            covered = run.range.upperBound
            index += 1
        }
        return true
    }

    /// The characters of `range` with their ink, offsets from 0: what a copy takes.
    public func slice(_ range: Range<Int>) -> StyledText {
        let range = clamped(range)
        var pieces: [StyleRun] = []
        var index = firstRun(endingAfter: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            let run = runs[index]
            let start = max(run.range.lowerBound, range.lowerBound) - range.lowerBound
            let end = min(run.range.upperBound, range.upperBound) - range.lowerBound
            pieces.append(StyleRun(start..<end, run.ink))
            index += 1
        }
        return StyledText(canonicalCharacters: Array(characters[range]), runs: pieces)
    }

    // MARK: Changing ink

    /// Makes `change` to every character in `range`.
    public mutating func apply(_ change: InkChange, to range: Range<Int>) {
        transform(clamped(range)) { change.applied(to: $0) }
    }

    public func applying(_ change: InkChange, to range: Range<Int>) -> StyledText {
        var copy = self
        copy.apply(change, to: range)
        return copy
    }

    // MARK: Changing characters

    /// Replaces the characters in `range` with `newCharacters`, all written in
    /// `ink`; the runs after the edit move with their characters, a run the edit
    /// cuts keeps its ends.
    public mutating func replace(_ range: Range<Int>, with newCharacters: [Character], ink: Ink) {
        let range = clamped(range)
        guard !range.isEmpty || !newCharacters.isEmpty else { return }
        characters.replaceSubrange(range, with: newCharacters)
        let shift = newCharacters.count - range.count
        let low = firstRun(endingAtOrAfter: range.lowerBound)
        let high = firstRun(startingAfter: range.upperBound)
        var before: [StyleRun] = []
        var after: [StyleRun] = []
        for run in runs[low..<high] {
            if run.range.lowerBound < range.lowerBound {
                before.append(StyleRun(run.range.lowerBound..<min(run.range.upperBound, range.lowerBound), run.ink))
            }
            if run.range.upperBound > range.upperBound {
                let start = max(run.range.lowerBound, range.upperBound)
                after.append(StyleRun((start + shift)..<(run.range.upperBound + shift), run.ink))
            }
        }
        let inserted = StyleRun(range.lowerBound..<(range.lowerBound + newCharacters.count), ink)
        let pieces = StyledText.canonical(before + [inserted] + after)
        runs.replaceSubrange(low..<high, with: pieces)
        // The runs past the window moved with their characters; none of them
        // touches the window (a gap of plain characters lies between), so none merges.
        for index in (low + pieces.count)..<runs.count {
            runs[index].range = (runs[index].range.lowerBound + shift)..<(runs[index].range.upperBound + shift)
        }
    }

    public func replacing(_ range: Range<Int>, with newCharacters: [Character], ink: Ink) -> StyledText {
        var copy = self
        copy.replace(range, with: newCharacters, ink: ink)
        return copy
    }

    /// The paragraph cut in two at `offset`, as Enter does: each half keeps its
    /// characters' ink.
    public func split(at offset: Int) -> (before: StyledText, after: StyledText) {
        let offset = min(max(offset, 0), characters.count)
        return (slice(0..<offset), slice(offset..<characters.count))
    }

    /// Joins `other` to the end, as Backspace at the start of a paragraph does;
    /// runs of one ink meeting at the join become one.
    public mutating func append(_ other: StyledText) {
        let shift = characters.count
        characters.append(contentsOf: other.characters)
        var incoming = other.runs[...]
        if let last = runs.last, let first = incoming.first, last.range.upperBound == shift,
            first.range.lowerBound == 0, last.ink == first.ink
        {
            runs[runs.count - 1].range = last.range.lowerBound..<(first.range.upperBound + shift)
            incoming = incoming.dropFirst()
        }
        for run in incoming {
            runs.append(StyleRun((run.range.lowerBound + shift)..<(run.range.upperBound + shift), run.ink))
        }
    }

    public func appending(_ other: StyledText) -> StyledText {
        var copy = self
        copy.append(other)
        return copy
    }
}
