/// Accepted edits as character changes, for undo and redo.
///
/// Typing is grouped the way editors group it: consecutive characters typed at
/// the cursor form one step per word (a word and the spaces after it), and a run
/// of Backspaces or Deletes is one step. Moving the cursor ends a group.
///
/// Representation: each step is a `TextChange` (where, the characters taken
/// out, the characters put in: only the changed middle, never a whole
/// paragraph) and the cursor and selection on either side.
///
/// Memory bound: a step holds its changed characters and a constant (see
/// `bytesHeld`), so the history holds O(characters changed) + O(steps), at most
/// `limit` steps: typing a thousand words into a paragraph of any length keeps
/// a few kilobytes, not a thousand copies of the paragraph.
struct History: Sendable {
    enum Kind: Hashable, Sendable {
        case typing, deletingBackward, deletingForward, other
    }

    struct Entry: Hashable, Sendable {
        var change: TextChange
        var cursorBefore: Position
        var anchorBefore: Position?
        var cursorAfter: Position
        var kind: Kind
        /// The last character typed, to know where a word ends.
        var lastTyped: Character?
        /// Names the text this step leaves: new whenever the step is recorded or
        /// grows, so two texts with the same serial are the same text.
        var serial: UInt64 = 0
    }

    var undoStack: [Entry] = []
    var redoStack: [Entry] = []
    /// Set when the cursor moves: the next edit starts a new undo step.
    var sealed = false
    /// The serial the next recorded step gets.
    private var nextSerial: UInt64 = 1
    /// Names the text below the oldest step kept: the opened text (0) until
    /// steps are dropped for the limit.
    private var baseSerial: UInt64 = 0

    /// Names the text as it stands: equal versions are equal texts along this
    /// history, so "back at the saved text" is one comparison, not a compare of
    /// whole letters.
    var version: UInt64 { undoStack.last?.serial ?? baseSerial }

    /// Steps kept; older ones are dropped.
    static let limit = 1_000

    /// Bytes the steps hold: their characters' storage and each entry with its
    /// two array headers. What the memory bound above is about.
    var bytesHeld: Int {
        let header = 2 * MemoryLayout<Int>.stride * 2
        var bytes = 0
        for entry in undoStack + redoStack {
            bytes += MemoryLayout<Entry>.stride + 2 * header
            bytes += (entry.change.old.capacity + entry.change.new.capacity) * MemoryLayout<Character>.stride
        }
        return bytes
    }

    mutating func record(_ entry: Entry) {
        redoStack.removeAll()
        defer {
            sealed = false
            undoStack[undoStack.count - 1].serial = nextSerial
            nextSerial += 1
        }
        if !sealed, !undoStack.isEmpty, History.continues(undoStack[undoStack.count - 1], with: entry) {
            undoStack[undoStack.count - 1].absorb(entry)
            return
        }
        undoStack.append(entry)
        if undoStack.count > History.limit {
            let dropped = undoStack.count - History.limit
            baseSerial = undoStack[dropped - 1].serial
            undoStack.removeFirst(dropped)
        }
    }

    /// True when `next` continues `previous`'s group: the same kind of edit, at
    /// the cursor `previous` left, touching or overlapping what `previous`
    /// changed (so the two are one contiguous change), and not the first letter
    /// of a new word.
    private static func continues(_ previous: Entry, with next: Entry) -> Bool {
        guard previous.kind == next.kind, previous.kind != .other else { return false }
        guard previous.cursorAfter == next.cursorBefore else { return false }
        // Typing within one sized paragraph groups as any typing does; a step
        // that makes or joins paragraphs of a size stays a step of its own,
        // so its sizes are given back exactly.
        guard History.sizesGroup(previous.change, next.change) else { return false }
        let previousStart = previous.change.start
        let previousEnd = TextChange.end(of: previous.change.new, from: previousStart)
        let nextStart = next.change.start
        let nextEnd = TextChange.end(of: next.change.old, from: nextStart)
        guard nextStart <= previousEnd, previousStart <= nextEnd else { return false }
        if next.kind == .typing, let last = previous.lastTyped, let typed = next.lastTyped {
            // A new word starts a new step: "Dear " and "friend" undo separately.
            if last.isWhitespace && !typed.isWhitespace { return false }
        }
        return true
    }
}

extension History {
    /// Whether two changes' sizes allow them to be one step: none is sized,
    /// or both stay within one paragraph of the same size.
    static func sizesGroup(_ previous: TextChange, _ next: TextChange) -> Bool {
        if previous.oldSizes.isEmpty, previous.newSizes.isEmpty, next.oldSizes.isEmpty, next.newSizes.isEmpty {
            return true
        }
        let sizes = previous.oldSizes + previous.newSizes + next.oldSizes + next.newSizes
        return sizes.count == 4 && sizes.allSatisfy { $0 == sizes[0] }
    }
}

extension History.Entry {
    /// Folds `next`, made right after this step and continuing it, into this
    /// step: one change from the text before this step to the text after `next`.
    ///
    /// In the text between the two, this step's new characters span A and
    /// `next`'s old characters span B, and the two touch or overlap. The merged
    /// change spans both: its old characters are B's with A's part given back
    /// its old characters, its new characters are A's with B's part replaced by
    /// `next`'s new ones. Typing appends and Delete appends, in place.
    mutating func absorb(_ next: History.Entry) {
        let a0 = change.start
        let a1 = TextChange.end(of: change.new, from: a0)
        let b0 = next.change.start
        let b1 = TextChange.end(of: next.change.old, from: b0)
        let nextOld = next.change.old

        // New: A's new characters with the part B covers replaced by next's new ones.
        let newFrom = a0 < b0 ? TextChange.distance(to: b0, in: change.new, from: a0) : 0
        let newTo = b1 < a1 ? TextChange.distance(to: b1, in: change.new, from: a0) : change.new.count
        let inked = !change.newRuns.isEmpty || !change.oldRuns.isEmpty || !next.change.newRuns.isEmpty
            || !next.change.oldRuns.isEmpty
        if inked, newFrom == change.new.count, newTo == newFrom {
            // Typing on at the end of the step: its runs follow on, the one at
            // the seam joined when the ink is the same.
            var runs = change.newRuns
            for run in next.change.newRuns {
                let moved = StyleRun((run.range.lowerBound + newFrom)..<(run.range.upperBound + newFrom), run.ink)
                if let last = runs.last, last.ink == moved.ink, last.range.upperBound == moved.range.lowerBound {
                    runs[runs.count - 1] = StyleRun(last.range.lowerBound..<moved.range.upperBound, last.ink)
                } else {
                    runs.append(moved)
                }
            }
            change.newRuns = runs
        } else if inked {
            let mine = StyledText(change.new, runs: change.newRuns)
            change.newRuns = mine.slice(0..<newFrom).appending(StyledText(next.change.new, runs: next.change.newRuns))
                .appending(mine.slice(newTo..<mine.count)).runs
        }
        change.new.replaceSubrange(newFrom..<newTo, with: next.change.new)

        // Old: A's old characters with B's characters outside A around them.
        if !nextOld.isEmpty {
            let oldFrom = b0 < a0 ? TextChange.distance(to: a0, in: nextOld, from: b0) : 0
            let oldTo = b1 > a1 ? TextChange.distance(to: a1, in: nextOld, from: b0) : nextOld.count
            if inked {
                let theirs = StyledText(nextOld, runs: next.change.oldRuns)
                change.oldRuns = theirs.slice(0..<oldFrom).appending(StyledText(change.old, runs: change.oldRuns))
                    .appending(theirs.slice(oldTo..<theirs.count)).runs
            }
            change.old.append(contentsOf: nextOld[oldTo...])
            change.old.insert(contentsOf: nextOld[..<oldFrom], at: 0)
        }
        change.start = min(a0, b0)
        cursorAfter = next.cursorAfter
        lastTyped = next.lastTyped ?? lastTyped
    }
}
