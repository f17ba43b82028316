/// Draws the desk: the letter being written in over the whole terminal,
/// through its own `FrameRenderer` untouched (a keystroke costs what it
/// costs with one letter open); or two letters side by side, each drawn by
/// its renderer into its half and copied into one frame, a rule between.
///
/// A letter newly on screen gets a new renderer, so it is drawn whole.
public struct DeskRenderer: ScreenRenderer {
    /// The renderer of the letter on the left (or alone), and its id.
    private var first = FrameRenderer()
    private var firstID: Int?
    /// The renderer of the letter on the right, side by side.
    private var second = FrameRenderer()
    private var secondID: Int?
    /// The two halves as one frame, side by side.
    private var joined = Frame(size: TerminalSize(rows: 0, columns: 0))
    private var joinedChanges: [(row: Int, columns: Range<Int>)] = []
    private var isSideBySide = false

    public init() {}

    public var changes: [(row: Int, columns: Range<Int>)] { isSideBySide ? joinedChanges : first.changes }
    /// Side by side, the terminal cannot scroll one half: its rows are
    /// drawn again instead.
    public var scroll: (rows: Range<Int>, by: Int)? { isSideBySide ? nil : first.scroll }

    public mutating func render(_ desk: DeskState, _ size: TerminalSize) -> Frame {
        draw(desk, size, afterIdle: false)
    }

    public mutating func renderAfterIdle(_ desk: DeskState, _ size: TerminalSize) -> Frame {
        draw(desk, size, afterIdle: true)
    }

    /// Draws one letter, or two side by side. The letter written in is
    /// passed to its renderer straight from the desk (`DeskState.current`),
    /// never bound to a local first: that copied it, every field retained,
    /// on every key.
    private mutating func draw(_ desk: DeskState, _ size: TerminalSize, afterIdle: Bool) -> Frame {
        guard desk.besideIndex != nil else {
            isSideBySide = false
            secondID = nil
            keep(&first, &firstID, for: desk.currentID)
            return afterIdle ? first.renderAfterIdle(desk.current, size) : first.render(desk.current, size)
        }
        let shown = desk.shown
        let (leftIndex, rightIndex) = (shown[0].index, shown[1].index)
        keep(&first, &firstID, for: desk.ids[leftIndex])
        keep(&second, &secondID, for: desk.ids[rightIndex])
        let whole = !isSideBySide || joined.size != size
        if whole { joined = Frame(size: size) }
        isSideBySide = true
        joinedChanges.removeAll(keepingCapacity: true)
        let leftSize = TerminalSize(rows: size.rows, columns: shown[0].columns.count)
        let rightSize = TerminalSize(rows: size.rows, columns: shown[1].columns.count)
        let leftFrame =
            afterIdle
            ? first.renderAfterIdle(desk.state(at: leftIndex), leftSize)
            : first.render(desk.state(at: leftIndex), leftSize)
        copy(leftFrame, changes: first.changes, scroll: first.scroll, at: shown[0].columns, whole: whole)
        let rightFrame =
            afterIdle
            ? second.renderAfterIdle(desk.state(at: rightIndex), rightSize)
            : second.render(desk.state(at: rightIndex), rightSize)
        copy(rightFrame, changes: second.changes, scroll: second.scroll, at: shown[1].columns, whole: whole)
        if whole {
            let rule = shown[0].columns.upperBound
            for row in 0..<size.rows where rule < size.columns { joined.rows[row][rule] = Cell("│", .desk) }
            for row in 0..<size.rows { joinedChanges.append((row, 0..<size.columns)) }
        }
        let writesLeft = desk.active == leftIndex
        let offset = writesLeft ? shown[0].columns.lowerBound : shown[1].columns.lowerBound
        joined.cursor = (writesLeft ? leftFrame : rightFrame).cursor.map { ($0.row, $0.column + offset) }
        return joined
    }

    /// A letter newly on this side of the screen gets a new renderer, so it
    /// is drawn whole.
    private func keep(_ renderer: inout FrameRenderer, _ id: inout Int?, for letter: Int) {
        guard id != letter else { return }
        renderer = FrameRenderer()
        id = letter
    }

    /// Copies the rows of `frame` that changed (all of them when `whole`,
    /// and every row a scroll moved) into `columns` of the joined frame.
    private mutating func copy(
        _ frame: Frame, changes: [(row: Int, columns: Range<Int>)], scroll: (rows: Range<Int>, by: Int)?,
        at columns: Range<Int>, whole: Bool
    ) {
        var rows = whole ? Array(0..<frame.size.rows) : FrameRenderer.rows(of: changes)
        if !whole, let scroll { rows += scroll.rows }
        for row in rows where row < joined.size.rows && row < frame.size.rows {
            let width = min(columns.count, frame.size.columns)
            joined.rows[row].replaceSubrange(columns.lowerBound..<(columns.lowerBound + width), with: frame.rows[row][0..<width])
            if !whole { joinedChanges.append((row, columns)) }
        }
    }
}
