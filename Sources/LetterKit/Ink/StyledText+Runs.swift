/// The run bookkeeping behind `StyledText`'s edits: finding the runs an edit
/// touches by binary search, and keeping runs canonical.
extension StyledText {
    /// `range` cut to the characters there are.
    func clamped(_ range: Range<Int>) -> Range<Int> {
        let lower = min(max(range.lowerBound, 0), characters.count)
        let upper = min(max(range.upperBound, lower), characters.count)
        return lower..<upper
    }

    /// Index of the first run whose end is past `offset` (the run holding
    /// `offset`, if any holds it); `runs.count` when there is none.
    func firstRun(endingAfter offset: Int) -> Int {
        partitionPoint { $0.range.upperBound > offset }
    }

    /// Index of the first run that ends at or past `offset`: the first run an
    /// edit at `offset` touches, counting one that ends just there.
    func firstRun(endingAtOrAfter offset: Int) -> Int {
        partitionPoint { $0.range.upperBound >= offset }
    }

    /// Index of the first run that starts past `offset`: the first run an edit
    /// ending at `offset` does not touch.
    func firstRun(startingAfter offset: Int) -> Int {
        partitionPoint { $0.range.lowerBound > offset }
    }

    /// Binary search over runs, which are sorted, so any property monotone in
    /// position splits them in two.
    private func partitionPoint(_ isPast: (StyleRun) -> Bool) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(runs[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Gives every character in `range` the ink `change` makes of its own. Only
    /// the runs touching `range` (and their neighbours, to merge with) are
    /// rewritten.
    mutating func transform(_ range: Range<Int>, _ change: (Ink) -> Ink) {
        guard !range.isEmpty else { return }
        let low = firstRun(endingAtOrAfter: range.lowerBound)
        let high = firstRun(startingAfter: range.upperBound)
        var pieces: [StyleRun] = []
        var covered = range.lowerBound
        for run in runs[low..<high] {
            if run.range.lowerBound < range.lowerBound {
                pieces.append(StyleRun(run.range.lowerBound..<min(run.range.upperBound, range.lowerBound), run.ink))
            }
            let overlapStart = max(run.range.lowerBound, range.lowerBound)
            let overlapEnd = min(run.range.upperBound, range.upperBound)
            if overlapStart > covered {
                // Plain characters between runs, inside the range.
                let gapEnd = min(overlapStart, range.upperBound)
                pieces.append(StyleRun(covered..<gapEnd, change(.plain)))
                covered = gapEnd
            }
            if overlapStart < overlapEnd {
                pieces.append(StyleRun(overlapStart..<overlapEnd, change(run.ink)))
                covered = overlapEnd
            }
            if run.range.upperBound > range.upperBound {
                pieces.append(StyleRun(max(run.range.lowerBound, range.upperBound)..<run.range.upperBound, run.ink))
            }
        }
        if covered < range.upperBound {
            pieces.append(StyleRun(covered..<range.upperBound, change(.plain)))
        }
        runs.replaceSubrange(low..<high, with: StyledText.canonical(pieces))
    }

    /// Sorted, touching-or-apart pieces made canonical: empty and plain pieces
    /// dropped, touching pieces of one ink merged.
    static func canonical(_ pieces: [StyleRun]) -> [StyleRun] {
        var result: [StyleRun] = []
        result.reserveCapacity(pieces.count)
        for piece in pieces where !piece.range.isEmpty && !piece.ink.isPlain {
            if let last = result.last, last.ink == piece.ink, last.range.upperBound == piece.range.lowerBound {
                result[result.count - 1].range = last.range.lowerBound..<piece.range.upperBound
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// True when `runs` are already canonical for a text of `count` characters.
    static func isCanonical(_ runs: [StyleRun], count: Int) -> Bool {
        var previous: StyleRun?
        for run in runs {
            if run.range.isEmpty || run.ink.isPlain || run.range.lowerBound < 0 || run.range.upperBound > count {
                return false
            }
            if let previous {
                if run.range.lowerBound < previous.range.upperBound { return false }
                if run.range.lowerBound == previous.range.upperBound && run.ink == previous.ink { return false }
            }
            previous = run
        }
        return true
    }

    /// True when the runs are in canonical form; the invariant every edit keeps.
    var hasCanonicalRuns: Bool { StyledText.isCanonical(runs, count: characters.count) }
}

extension StyledText {
    /// Characters with one ink each, gathered into canonical runs in one pass.
    init(_ characters: [Character], inks: [Ink]) {
        var runs: [StyleRun] = []
        for (offset, ink) in inks.enumerated() where !ink.isPlain {
            if let last = runs.last, last.ink == ink, last.range.upperBound == offset {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + 1)
            } else {
                runs.append(StyleRun(offset..<(offset + 1), ink))
            }
        }
        self.init(canonicalCharacters: characters, runs: runs)
    }
}
