/// Which paragraphs and which of their words spelling asks the shell
/// about, and when: the questions of a pass over the letter, the word
/// the cursor is typing kept out of them, and the answers turned into
/// marks through the letter's verdicts (`SpellingVerdicts`).
extension EditorState {
    /// True when paragraphs wait to be checked, or the cursor left the
    /// word it was typing, and no batch is out.
    var spellingIsBehind: Bool {
        guard spelling.isOn, !spelling.inFlight else { return false }
        return spelling.settledVersion != page.version || typingWordWasLeft
    }

    /// The misspelt words drawn: none with marking off.
    var misspeltShown: [UInt64: [SpellingWord]] { spelling.isOn ? spelling.words : [:] }

    /// The next batch of paragraphs whose marks are missing, as an effect;
    /// none when the pass is over (the page's version is then settled).
    /// The paragraph whose typed word the cursor left goes first.
    mutating func nextSpellingBatch() -> [Effect] {
        guard spelling.isOn, !spelling.inFlight else { return [] }
        spelling.verdicts.makeRoom()
        if spelling.passVersion != page.version {
            spelling.passVersion = page.version
            spelling.scanFrom = 0
        }
        let paragraphs = page.document.paragraphs
        var batch: [SpellingRequest] = []
        if typingWordWasLeft, let left = spelling.typing {
            spelling.typing = nil
            // Its other words keep their marks until the answer.
            if let index = place(of: left) { batch.append(spellingRequest(for: paragraphs[index], at: index)) }
        }
        var index = spelling.scanFrom
        while index < paragraphs.count, batch.count < SpellingMarks.batchSize {
            let paragraph = paragraphs[index]
            if spelling.words[paragraph.id] == nil, paragraph.pictureMark == nil, !paragraph.characters.isEmpty {
                batch.append(spellingRequest(for: paragraph, at: index))
            }
            index += 1
        }
        spelling.scanFrom = index
        guard batch.isEmpty else {
            spelling.inFlight = true
            return [.checkSpelling(batch)]
        }
        spelling.settledVersion = page.version
        spelling.passVersion = nil
        // Marks of paragraphs no longer in the letter are let go.
        let current = Set(paragraphs.map(\.id))
        spelling.words = spelling.words.filter { current.contains($0.key) }
        return []
    }

    /// The shell's answer to `.checkSpelling`: the verdicts of the words
    /// asked, each paragraph marked from the verdicts, and the next batch.
    mutating func takeSpelling(_ found: [SpellingFound]) -> [Effect] {
        spelling.inFlight = false
        for paragraph in found {
            guard let pending = spelling.pending.removeValue(forKey: paragraph.paragraphID) else {
                spelling.words[paragraph.paragraphID] = paragraph.words.filter { !spelling.ignored.contains($0.text) }
                continue
            }
            let misspelt = Set(paragraph.words.map(\.text))
            for word in pending.asked { spelling.verdicts.record(word.text, spelt: !misspelt.contains(word.text)) }
            spelling.words[paragraph.paragraphID] = pending.words.filter { word in
                word.range != pending.typing && spelling.verdicts[word.text] == false
                    && !spelling.ignored.contains(word.text)
            }
        }
        spelling.pending.removeAll(keepingCapacity: true)
        return nextSpellingBatch()
    }

    /// The question about `paragraph` (number `index`): its words whose
    /// verdict is unknown, less the word the cursor is typing, which is
    /// remembered so that leaving it has it checked.
    private mutating func spellingRequest(for paragraph: Paragraph, at index: Int) -> SpellingRequest {
        let words = paragraph.spellingWords
        let typing = typedWord(among: words, paragraph: index)
        if let typing { spelling.typing = TypingWord(paragraphID: paragraph.id, paragraph: index, range: typing) }
        let asked = words.filter { $0.range != typing && spelling.verdicts[$0.text] == nil }
        spelling.pending[paragraph.id] = PendingSpelling(words: words, asked: asked, typing: typing)
        return SpellingRequest(paragraph: paragraph, words: asked)
    }

    /// The range of the word of paragraph `index` the cursor is typing: the
    /// one it stands inside or at the end of, while the last step was typed
    /// or deleted right there. None after a move, a paste or a space, and
    /// not the word the cursor stands before.
    private func typedWord(among words: [SpellingWord], paragraph index: Int) -> Range<Int>? {
        guard page.cursor.paragraph == index, page.isTypingAtCursor else { return nil }
        let offset = page.cursor.offset
        return words.first { $0.range.lowerBound < offset && offset <= $0.range.upperBound }?.range
    }

    /// True when a word was left unmarked for the cursor typing it and the
    /// cursor is no longer typing there (it moved, or a space followed),
    /// or its paragraph is gone (an edit made it new, and it is checked
    /// again whole): `nextSpellingBatch` then lets the word go.
    var typingWordWasLeft: Bool {
        guard let typing = spelling.typing else { return false }
        guard let index = place(of: typing) else { return true }
        let offset = page.cursor.offset
        let stillThere = page.cursor.paragraph == index && page.isTypingAtCursor
            && typing.range.lowerBound < offset && offset <= typing.range.upperBound
        return !stillThere
    }

    /// Where the paragraph of `typing` is now: where it was, or (moved by
    /// paragraphs added or taken above it) found by its identity.
    private func place(of typing: TypingWord) -> Int? {
        let paragraphs = page.document.paragraphs
        if paragraphs.indices.contains(typing.paragraph), paragraphs[typing.paragraph].id == typing.paragraphID {
            return typing.paragraph
        }
        return paragraphs.firstIndex { $0.id == typing.paragraphID }
    }
}

extension Page {
    /// True while the person types (or deletes) at the cursor: the last
    /// undo step was typed there, and nothing moved the cursor since.
    var isTypingAtCursor: Bool {
        guard anchor == nil, !history.sealed, let last = history.undoStack.last else { return false }
        return last.kind != .other && last.cursorAfter == cursor
    }
}
