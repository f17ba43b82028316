/// Editing a field: every key and paste goes through the field's rules.
///
/// Edits work on the *significant* characters, those the person typed (the
/// formatter's dashes are not among them): Backspace deletes the significant
/// character before the cursor, so Backspace just after a dash deletes the
/// digit before it. After each edit the text is formatted again and the
/// cursor put back after as many significant characters as were before it,
/// which keeps it just after a digit typed in the middle of a phone number.
///
/// An edit that would break the filter or the limit is refused, and
/// `refusal` says why: a refused key leaves the text as it was; a paste
/// enters what the filter takes, up to the longest part that fits, and says
/// how much it left out. A deletion is refused only in the one case where
/// removing a character breaks the rules (the "+" of a 12-digit number); a
/// field that already broke them (a stored value) can always be trimmed.
extension TextField {
    /// Applies an editing key. Returns false for keys a field does not take
    /// (Enter, Esc, Tab, …), which the prompt or form then interprets.
    /// Printable characters are typed; the rest are looked up in `keys`.
    public mutating func apply(_ key: Key) -> Bool {
        let offered = isOffered
        isOffered = false
        if case .character(let character) = key {
            // The offer gives way whole to what the person types.
            if offered { clear() }
            insert(String(character))
            return true
        }
        guard let edit = TextField.keys.action(for: key) else { return false }
        if offered, edit.deletes {
            clear()
            return true
        }
        switch edit {
        case .left:
            move(to: cursor - 1)
        case .right:
            move(to: cursor + 1)
        case .start:
            move(to: 0)
        case .end:
            move(to: characters.count)
        case .deleteBackward:
            let (significant, at) = significantAndCursor
            guard at > 0 else { return nothingToDo() }
            remove(at - 1..<at, of: significant, stepOverSeparator: false)
        case .deleteForward:
            let (significant, at) = significantAndCursor
            guard at < significant.count else { return nothingToDo() }
            remove(at..<at + 1, of: significant, stepOverSeparator: true)
        case .deleteWordBackward:
            let (significant, at) = significantAndCursor
            var start = at
            // Back over spaces and slashes, then a word or path component, as a
            // shell's Ctrl-W does for file names: "/a/b/" becomes "/a/".
            while start > 0, significant[start - 1].isWhitespace || significant[start - 1] == "/" { start -= 1 }
            while start > 0, !significant[start - 1].isWhitespace, significant[start - 1] != "/" { start -= 1 }
            remove(start..<at, of: significant, stepOverSeparator: false)
        case .deleteToStart:
            let (significant, at) = significantAndCursor
            remove(0..<at, of: significant, stepOverSeparator: false)
        }
        return true
    }

    /// Empties the field: an offered text gives way whole.
    private mutating func clear() {
        characters = []
        cursor = 0
    }

    /// Pastes `text`: in place of an offered text, else at the cursor.
    public mutating func paste(_ text: String) {
        if isOffered {
            isOffered = false
            characters = []
            cursor = 0
        }
        insert(text)
    }

    /// Inserts text at the cursor (typing, or a paste), leaving out line
    /// breaks, the formatter's own separators, what the filter refuses and
    /// what would pass the limit. Characters are joined as text and judged as
    /// they join: a combining mark typed after a letter forms one grapheme
    /// with it, and a skin tone typed after 👍 makes an emoji.
    public mutating func insert(_ text: String) {
        let (significant, at) = significantAndCursor
        let before = String(significant[..<at])
        let after = String(significant[at...])
        var entry = filtered(text, after: before)
        cut(&entry, between: before, and: after)
        guard !entry.kept.isEmpty else {
            // Nothing goes in: the text and the cursor stay. A separator typed
            // just before the same one steps over it, as if typed over.
            if text.count == 1, let typed = text.first, rules.formatter.separators.contains(typed),
                cursor < characters.count, characters[cursor] == typed
            {
                cursor += 1
            }
            refusal = entry.refusal
            return
        }
        let inserted = String(entry.kept)
        let edited = Array(before + inserted + after)
        let shaped = rules.formatter.format(edited)
        if let broken = newlyBroken(shaped) {
            refusal = FieldRefusal(broken, leftOut: entry.kept.count + entry.leftOut)
            return
        }
        characters = shaped
        cursor = rules.formatter.position(afterSignificant: min(Array(before + inserted).count, edited.count), in: shaped)
        refusal = entry.refusal
    }

    /// What of a typed or pasted text goes in, and what was left out and why.
    private struct Entry {
        var kept: [Character] = []
        var problem: FieldProblem?
        var leftOut = 0
        /// Characters past what the limit could ever hold, only counted.
        var beyondBound = 0

        var refusal: FieldRefusal? { problem.map { FieldRefusal($0, leftOut: leftOut) } }

        mutating func leaveOut(_ count: Int, because reason: FieldProblem?) {
            guard count > 0 else { return }
            leftOut += count
            problem = problem ?? reason
        }
    }

    /// The characters of `text` the filter takes, each judged as it joins
    /// the text before it; line breaks and the formatter's separators are
    /// skipped without a word. Past what the limit could ever hold, the rest
    /// is only counted: a huge paste costs no more than a short one.
    private func filtered(_ text: String, after before: String) -> Entry {
        let separators = rules.formatter.separators
        let bound = rules.limit.map { $0.characterBound + 1 } ?? Int.max
        var entry = Entry()
        var head = before
        for piece in text where !piece.isNewline && !separators.contains(piece) {
            guard entry.kept.count < bound else {
                entry.beyondBound += 1
                continue
            }
            let first = head.isEmpty
            head.append(piece)
            if !rules.filter.takesAnything, let joined = head.last,
                let refused = rules.filter.problem(with: joined, first: first)
            {
                head.unicodeScalars.removeLast(piece.unicodeScalars.count)
                entry.leaveOut(1, because: refused)
            } else {
                entry.kept.append(piece)
            }
        }
        return entry
    }

    /// Cuts `entry` to the most of it that fits the limit between `before`
    /// and `after`.
    private func cut(_ entry: inout Entry, between before: String, and after: String) {
        guard let limit = rules.limit else { return }
        var fitting = entry.kept.count
        let tooLong = limit.problem(with: formatted(before, entry.kept[...], after))
        if tooLong != nil { fitting = longestFittingCount(of: entry.kept, between: before, and: after, limit: limit) }
        entry.leaveOut(entry.kept.count - fitting + entry.beyondBound, because: tooLong ?? limit.exceeded)
        entry.kept.removeSubrange(fitting...)
    }

    // MARK: The steps of an edit

    /// The significant characters and how many of them stand before the cursor.
    private var significantAndCursor: (characters: [Character], cursor: Int) {
        let separators = rules.formatter.separators
        guard !separators.isEmpty else { return (characters, cursor) }
        return (rules.significant(characters), characters[..<cursor].count(where: { !separators.contains($0) }))
    }

    /// Removes `range` of the significant characters, formats the result and
    /// puts the cursor where they were. When the cursor stood just after a
    /// separator, `stepOverSeparator` keeps it after the one that follows
    /// (Delete at "010-|1234" stays after the dash).
    private mutating func remove(_ range: Range<Int>, of significant: [Character], stepOverSeparator: Bool) {
        let afterSeparator = cursor > 0 && rules.formatter.separators.contains(characters[cursor - 1])
        var edited = significant
        edited.removeSubrange(range)
        let shaped = rules.formatter.format(edited)
        if let broken = newlyBroken(shaped) {
            refusal = FieldRefusal(broken, leftOut: 0)
            return
        }
        characters = shaped
        cursor = rules.formatter.position(afterSignificant: range.lowerBound, in: shaped)
        if stepOverSeparator, afterSeparator, cursor < characters.count,
            rules.formatter.separators.contains(characters[cursor])
        {
            cursor += 1
        }
        refusal = nil
    }

    /// Why `candidate` breaks the rules the current text keeps; nil when it
    /// keeps them, or when the current text already broke them (then any
    /// edit that the other checks let through is a step towards fixing it).
    private func newlyBroken(_ candidate: [Character]) -> FieldProblem? {
        if rules.filter.takesAnything && rules.limit == nil { return nil }
        guard rules.problem(with: characters) == nil else { return nil }
        return rules.problem(with: candidate)
    }

    private func formatted(_ before: String, _ kept: ArraySlice<Character>, _ after: String) -> [Character] {
        rules.formatter.format(Array(before + String(kept) + after))
    }

    /// The most of `kept` that fits between `before` and `after`: a binary
    /// search, since a longer insertion never measures less.
    private func longestFittingCount(
        of kept: [Character], between before: String, and after: String, limit: FieldLimit
    ) -> Int {
        var low = 0
        var high = kept.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if limit.problem(with: formatted(before, kept[..<middle], after)) == nil {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    private mutating func move(to offset: Int) {
        cursor = min(max(0, offset), characters.count)
        refusal = nil
    }

    /// A key with nothing to do (Backspace at the start) is still taken.
    private mutating func nothingToDo() -> Bool {
        refusal = nil
        return true
    }
}
