/// A change to the letter's text as whole characters: at `start`, the characters
/// `old` give way to `new`. Paragraph breaks inside either are "\n".
///
/// Why characters and not strings: graphemes regroup at the edges of a string
/// put next to another (an accent joins the letter before it; regional
/// indicators pair afresh, arbitrarily far along a run of flags). Kept as
/// characters, undoing a change puts back exactly the characters it took out.
///
/// The number of paragraphs each side spans is one more than its "\n"s.
struct TextChange: Hashable, Sendable {
    var start: Position
    var old: [Character]
    var new: [Character]
    /// The ink of `old` and of `new`, as style runs over those arrays (a "\n"
    /// takes a place and no ink). Empty where the text is plain, which is most
    /// of the time: a plain letter pays nothing for ink.
    var oldRuns: [StyleRun] = []
    var newRuns: [StyleRun] = []
    /// The sizes of the paragraphs `old` spans and of those `new` makes, one
    /// a paragraph; both empty where every one is normal (a letter with no
    /// large line pays nothing). Filled in by `Document.replacement(for:)`
    /// whenever a sized paragraph is touched, so the change's inverse gives
    /// every paragraph its size back (a large line joined to the one before
    /// and split again by undo).
    var oldSizes: [TypeSize] = []
    var newSizes: [TypeSize] = []

    /// The change that takes it back.
    var inverted: TextChange {
        TextChange(
            start: start, old: new, new: old, oldRuns: newRuns, newRuns: oldRuns, oldSizes: newSizes, newSizes: oldSizes)
    }

    /// True when the change is only to ink: the same characters, other runs.
    var changesOnlyInk: Bool { old == new }

    /// Where `characters` placed at `start` end.
    static func end(of characters: [Character], from start: Position) -> Position {
        var end = start
        for character in characters {
            if character.isLineFeed {
                end.paragraph += 1
                end.offset = 0
            } else {
                end.offset += 1
            }
        }
        return end
    }

    /// How many of `characters` placed at `start` come before `target`, which
    /// lies within them.
    static func distance(to target: Position, in characters: [Character], from start: Position) -> Int {
        if target.paragraph == start.paragraph { return target.offset - start.offset }
        var paragraph = start.paragraph
        for (index, character) in characters.enumerated() where character.isLineFeed {
            paragraph += 1
            if paragraph == target.paragraph { return index + 1 + target.offset }
        }
        return characters.count
    }
}

/// A change made ready for the document: the new paragraphs' layouts, computed
/// without touching the document, so the gate can count lines before anything
/// is changed.
///
/// Every change to the letter is one: typing, deleting, pasting, a change of
/// ink, attaching a picture or changing its height, and undo and redo, which
/// replay a recorded `TextChange` or its inverse. So one gate
/// (`Page.admit(_:)`) sees them all, and one function (`Document.apply(_:)`)
/// makes them. Like a transaction in other editors: the change and, from the
/// document it leaves, its inverse (`Document.inverse(of:cursorAfter:)`).
struct Replacement: Sendable {
    /// Who asked for the change, which is all the gate needs beyond the line
    /// counts: how to word a refusal, and that history replays pass.
    enum Origin: Hashable, Sendable {
        /// An edit of the text; the reason a refusal gives if it would spill.
        case text(OverflowReason)
        /// A change of ink only: the same characters, so the same lines.
        case ink
        /// A picture put in or its height changed: a refusal says how many
        /// lines it needs and how many are left.
        case picture
        /// Undo or redo: a state the page has held before.
        case history
    }

    var change: TextChange
    /// Indices of the paragraphs replaced, in the document before the change.
    var range: Range<Int>
    /// Where the kept tail of the last replaced paragraph starts in it.
    var tailStart: Int
    /// Where each new paragraph's piece of `change.new` lies in it.
    var pieces: [Range<Int>]
    /// Measures of `change.new`'s characters, as `Paragraph` stores them.
    var newMetrics: [CharacterMetrics]
    /// One layout per new paragraph.
    var layouts: [ParagraphLayout]
    /// New line count less old, over the replaced paragraphs.
    var lineCountDelta: Int
    /// Where the cursor goes once the replacement is made.
    var cursorAfter: Position
    /// Who asked for it. Set by the page, which knows what the user did;
    /// the document only measures.
    var origin: Origin = .text(.wrap)
    /// A picture that comes onto the letter's shelf with the change (an
    /// attach): its mark is among `change.new`. The shelf only grows, so
    /// undoing the attach leaves the source there for redo to find.
    var attaching: PictureSource?
    /// A sticker that comes onto the letter's sticker shelf with the change,
    /// kept there as `attaching` keeps a picture.
    var sticking: Sticker?
    /// The text joins a sticker's character into another grapheme (an
    /// accent or a joiner typed or pasted right after it): the gate refuses
    /// it, as the sticker would be lost.
    var joinsSticker = false
}

extension Document {
    /// `change` made ready to apply: measures the new characters and lays out
    /// each paragraph it makes, reusing the old layout before and after it.
    func replacement(for change: TextChange, cursorAfter: Position) -> Replacement {
        var change = change
        let first = change.start.paragraph
        var last = first
        var tailStart = change.start.offset
        for character in change.old {
            if character.isLineFeed {
                last += 1
                tailStart = 0
            } else {
                tailStart += 1
            }
        }
        var metrics: [CharacterMetrics] = []
        metrics.reserveCapacity(change.new.count)
        var pieces: [Range<Int>] = []
        var pieceStart = 0
        for (index, character) in change.new.enumerated() {
            let measure = CharacterMetrics(character)
            metrics.append(measure)
            if measure.has(CharacterMetrics.paragraphBreak) {
                pieces.append(pieceStart..<index)
                pieceStart = index + 1
            }
        }
        pieces.append(pieceStart..<change.new.count)
        var delta = 0
        for index in first...last { delta -= paragraphs[index].lineCount }
        if change.newSizes.count != pieces.count { change.newSizes = sizes(for: &change, from: first, to: last, making: pieces.count) }
        var layouts: [ParagraphLayout] = []
        layouts.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            let splice = Splice(
                head: index == 0 ? paragraphs[first] : nil, headLength: index == 0 ? change.start.offset : 0,
                middle: change.new[piece], middleMetrics: metrics[piece],
                tail: index == pieces.count - 1 ? paragraphs[last] : nil, tailStart: tailStart)
            let layout = splice.layout(
                columns: columns, size: change.newSizes.isEmpty ? .normal : change.newSizes[index],
                changesOneParagraph: first == last && pieces.count == 1)
            delta += layout.lineStarts.count
            layouts.append(layout)
        }
        return Replacement(
            change: change, range: first..<(last + 1), tailStart: tailStart, pieces: pieces, newMetrics: metrics,
            layouts: layouts, lineCountDelta: delta, cursorAfter: cursorAfter)
    }

    /// The sizes of the paragraphs a change makes when it does not say them:
    /// the first keeps the size of the paragraph it starts in, and a
    /// paragraph a newline makes is normal (the line typed after a heading is
    /// text). Empty when every one is normal; then `change.oldSizes` is filled
    /// in too when a sized paragraph is among those it replaces, so undo
    /// gives it back.
    private func sizes(for change: inout TextChange, from first: Int, to last: Int, making count: Int) -> [TypeSize] {
        guard sizedParagraphs > 0 else { return [] }
        var touchesSized = false
        for index in first...last where paragraphs[index].size != .normal { touchesSized = true }
        guard touchesSized else { return [] }
        if change.oldSizes.count != last - first + 1 { change.oldSizes = paragraphs[first...last].map(\.size) }
        var sizes = Array(repeating: TypeSize.normal, count: count)
        sizes[0] = paragraphs[first].size
        return sizes
    }

    /// The replacement that takes `replacement` back, computed on the
    /// document it left (after `apply(replacement)`): its change inverted,
    /// the cursor put at `cursorAfter`. Applying it gives the letter back.
    func inverse(of replacement: Replacement, cursorAfter: Position) -> Replacement {
        replay(replacement.change.inverted, cursorAfter: cursorAfter)
    }

    /// A recorded change (or its inverse) made ready again, for undo and redo.
    func replay(_ change: TextChange, cursorAfter: Position) -> Replacement {
        var replay = replacement(for: change, cursorAfter: cursorAfter)
        replay.origin = .history
        return replay
    }

    /// The line count the document would have after `replacement`.
    func lineCount(after replacement: Replacement) -> Int {
        lineCount + replacement.lineCountDelta
    }
}
