/// What an edit the user makes would do to the text, as a character change.
///
/// Most edits splice characters: when no grapheme forms across either edge of
/// the inserted text, the new characters are the text's own and the change is
/// exactly the edit. Otherwise (an accent typed after a letter, jamo, a ZWJ, a
/// regional indicator next to a flag) the text is joined as strings and split
/// into characters again, exactly as the file will read back, and the change
/// is found by comparing the old paragraphs with the new ones.
extension Document {
    /// The replacement that replacing `start..<end` with `text` would make, and
    /// where the end of the inserted text lands. Nothing is changed.
    func proposal(replacing start: Position, _ end: Position, with text: String, ink: Ink = .plain, runs insertedRuns: [StyleRun]? = nil)
        -> Replacement
    {
        let firstCharacters = paragraphs[start.paragraph].characters
        let lastCharacters = paragraphs[end.paragraph].characters
        let before = start.offset > 0 ? firstCharacters[start.offset - 1] : nil
        let after = end.offset < lastCharacters.count ? lastCharacters[end.offset] : nil
        // Typing far from any picture, the common case, pays three checks.
        guard PictureMark.isMark(before) || PictureMark.isMark(after) || PictureMark.mayAppear(in: text) else {
            return proposalApart(replacing: start, end, with: text, ink: ink, runs: insertedRuns)
        }
        let isolated = Document.isolatingPictures(Array(text), before: before, after: after)
        if let map = isolated.map {
            // Breaks were added around a picture: propose the text with them,
            // the cursor after the text the edit itself put in.
            var replacement = proposalApart(
                replacing: start, end, with: String(isolated.text), ink: ink,
                runs: insertedRuns.map { Document.runs($0, movedBy: map) })
            if isolated.addedTrailingBreak, replacement.pieces.count >= 2 {
                // The end of the paragraph before the added break, counted in
                // the change as made (its characters may have regrouped).
                let last = replacement.pieces.count - 2
                let offset = (last == 0 ? replacement.change.start.offset : 0) + replacement.pieces[last].count
                replacement.cursorAfter = Position(paragraph: replacement.change.start.paragraph + last, offset: offset)
            }
            return replacement
        }
        return proposalApart(replacing: start, end, with: text, ink: ink, runs: insertedRuns)
    }

    /// The proposal for text already kept apart from pictures.
    private func proposalApart(
        replacing start: Position, _ end: Position, with text: String, ink: Ink, runs insertedRuns: [StyleRun]?
    ) -> Replacement {
        let pieces = Document.split(text)
        let firstCharacters = paragraphs[start.paragraph].characters
        let lastCharacters = paragraphs[end.paragraph].characters
        let before = start.offset > 0 ? firstCharacters[start.offset - 1] : nil
        let after = end.offset < lastCharacters.count ? lastCharacters[end.offset] : nil
        let firstPiece = pieces[0]
        let lastPiece = pieces[pieces.count - 1]
        let leftEdge: Bool
        let rightEdge: Bool
        if pieces.count == 1 {
            leftEdge = Document.staysApart(before, firstPiece.first ?? after)
            rightEdge = firstPiece.isEmpty || Document.staysApart(firstPiece.last, after)
        } else {
            // A paragraph break is a grapheme boundary whatever surrounds it.
            leftEdge = firstPiece.isEmpty || Document.staysApart(before, firstPiece.first)
            rightEdge = lastPiece.isEmpty || Document.staysApart(lastPiece.last, after)
        }
        if leftEdge && rightEdge {
            var inserted = firstPiece
            for piece in pieces.dropFirst() {
                inserted.append("\n")
                inserted.append(contentsOf: piece)
            }
            let cursor = Position(
                paragraph: start.paragraph + pieces.count - 1,
                offset: (pieces.count == 1 ? start.offset : 0) + lastPiece.count)
            var change = TextChange(start: start, old: characters(from: start, to: end), new: inserted)
            change.oldRuns = runs(from: start, to: end)
            change.newRuns = insertedRuns ?? Document.oneRun(ink, over: inserted)
            return replacement(for: change, cursorAfter: cursor)
        }
        // Regrouped, the inserted characters are not the text's own: the new ones
        // take one ink (a styled paste's first), as typing would give them.
        let regroupedInk = insertedRuns?.first.map { $0.range.lowerBound == 0 ? $0.ink : .plain } ?? ink
        return regroupedProposal(replacing: start, end, with: pieces, ink: regroupedInk)
    }

    /// The proposal when graphemes may form across the edges: join as strings,
    /// split again, and keep as the change only what differs, but never less
    /// than the edit itself (so typing stays next to the cursor for undo).
    private func regroupedProposal(replacing start: Position, _ end: Position, with inserted: [[Character]], ink: Ink)
        -> Replacement
    {
        let oldFirst = paragraphs[start.paragraph].characters
        let oldLast = paragraphs[end.paragraph].characters
        var pieces = inserted.map { String($0) }
        let last = pieces.count - 1
        let before = String(oldFirst[..<start.offset])
        let after = String(oldLast[end.offset...])
        let cursorOffset = last == 0 ? (before + pieces[0]).count : pieces[last].count
        pieces[0] = before + pieces[0]
        pieces[last] += after
        let newParagraphs = pieces.map { Array($0) }
        let newFirst = newParagraphs[0]
        let newLast = newParagraphs[last]
        var prefix = 0
        let prefixLimit = min(start.offset, newFirst.count)
        while prefix < prefixLimit && Document.identical(oldFirst[prefix], newFirst[prefix]) { prefix += 1 }
        var suffixLimit = min(oldLast.count - end.offset, newLast.count)
        if last == 0 { suffixLimit = min(suffixLimit, newLast.count - prefix) }
        var suffix = 0
        while suffix < suffixLimit
            && Document.identical(oldLast[oldLast.count - 1 - suffix], newLast[newLast.count - 1 - suffix])
        {
            suffix += 1
        }
        var new: [Character] = []
        for (index, paragraph) in newParagraphs.enumerated() {
            if index > 0 { new.append("\n") }
            let from = index == 0 ? prefix : 0
            let to = index == last ? paragraph.count - suffix : paragraph.count
            new.append(contentsOf: paragraph[from..<to])
        }
        let changeStart = Position(paragraph: start.paragraph, offset: prefix)
        let changeEnd = Position(paragraph: end.paragraph, offset: oldLast.count - suffix)
        var change = TextChange(start: changeStart, old: characters(from: changeStart, to: changeEnd), new: new)
        change.oldRuns = runs(from: changeStart, to: changeEnd)
        change.newRuns = Document.oneRun(ink, over: new)
        let cursor = Position(paragraph: start.paragraph + last, offset: min(cursorOffset, newLast.count))
        var result = replacement(for: change, cursorAfter: cursor)
        result.joinsSticker = new.contains(where: Document.isBrokenSticker)
        return result
    }

    /// True for a character that holds a sticker's U+FDD1 but is no
    /// sticker's mark: one the edit joined with what it put beside it.
    /// Asked only of text that regrouped, never on plain typing.
    static func isBrokenSticker(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value == StickerMark.base } && !StickerMark.isMark(character)
    }

    /// `ink` over `characters` as runs, leaving out the paragraph breaks: none
    /// for plain ink.
    static func oneRun(_ ink: Ink, over characters: [Character]) -> [StyleRun] {
        guard !ink.isPlain, !characters.isEmpty else { return [] }
        var runs: [StyleRun] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isLineFeed {
            if start < index { runs.append(StyleRun(start..<index, ink)) }
            start = index + 1
        }
        if start < characters.count { runs.append(StyleRun(start..<characters.count, ink)) }
        return runs
    }

    /// A change of ink only: the characters from `start` to `end` stay, their
    /// ink becomes `change`d. Passes the gate like any edit (it can never
    /// overflow: ink has no width) and is one undo step.
    func inkProposal(from start: Position, to end: Position, _ inkChange: InkChange) -> Replacement {
        let characters = characters(from: start, to: end)
        var change = TextChange(start: start, old: characters, new: characters)
        change.oldRuns = runs(from: start, to: end)
        var styled = StyledText(characters, runs: change.oldRuns)
        // Paragraph breaks take no ink.
        var from = 0
        for (index, character) in characters.enumerated() where character.isLineFeed {
            if from < index { styled.apply(inkChange, to: from..<index) }
            from = index + 1
        }
        if from < characters.count { styled.apply(inkChange, to: from..<characters.count) }
        change.newRuns = styled.runs
        return replacement(for: change, cursorAfter: end)
    }

    /// True when two characters side by side remain exactly those two graphemes:
    /// neither joins the other (an accent after a letter) nor lends it a part
    /// (regional indicators pair up afresh when a flag's neighbour is removed).
    /// Each is a whole grapheme of its text, so the pair decides the boundary.
    static func staysApart(_ left: Character?, _ right: Character?) -> Bool {
        guard let left, let right else { return true }
        // Two ASCII characters stay two, but for CR before LF: typing in
        // English is answered without building a string.
        if let leftByte = left.singleASCIIByte, let rightByte = right.singleASCIIByte {
            return !(leftByte == 0x0D && rightByte == 0x0A)
        }
        var joined = String(left)
        joined.append(right)
        return joined.count == 2 && joined.first == left
    }

    /// The same scalars, not merely canonically equivalent ones: what a change
    /// keeps must be the very characters that were there.
    static func identical(_ left: Character, _ right: Character) -> Bool {
        left.unicodeScalars.elementsEqual(right.unicodeScalars)
    }
}
