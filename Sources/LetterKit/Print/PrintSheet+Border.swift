/// The sheet's border on a page, in the look's style, through the middle of
/// the border cells as the screen's box-drawing characters run. A sheet
/// running on from the page before, or onto the next, has open sides there.
extension PrintSheet {
    /// The strokes and arcs of the border around `rows` drawn from `top` to `bottom`.
    func border(rows range: Range<Int>, top: Double, bottom: Double) -> [PrintMark] {
        let row = geometry.row
        let hasTop = range.contains(0)
        let hasBottom = range.contains(rows.count - 1)
        let yTop = hasTop ? top + row / 2 : top
        let yBottom = hasBottom ? bottom - row / 2 : bottom
        let left = sheetLeft + geometry.cell / 2
        let right = sheetLeft + sheetWidth - geometry.cell / 2
        let frame = BorderFrame(
            left: left, right: right, top: yTop, bottom: yBottom, hasTop: hasTop, hasBottom: hasBottom,
            color: colors.border)
        switch request.paper.look.border {
        case .single: return frame.square()
        case .double:
            let gap = geometry.cell * 0.18
            return frame.inset(by: -gap).square() + frame.inset(by: gap).square()
        case .rounded: return frame.rounded(radius: min(geometry.cell, row) / 2)
        case .none: return []
        }
    }
}

/// A rectangle of border lines, open at the top or bottom where the sheet
/// runs on across a page break.
struct BorderFrame {
    var left: Double
    var right: Double
    var top: Double
    var bottom: Double
    var hasTop: Bool
    var hasBottom: Bool
    var color: RGB
    static let width = 0.75

    /// The frame moved `amount` points inwards on every closed side (outwards
    /// when negative); open ends stay at the page's edge of the sheet.
    func inset(by amount: Double) -> BorderFrame {
        var frame = self
        frame.left += amount
        frame.right -= amount
        if hasTop { frame.top += amount }
        if hasBottom { frame.bottom -= amount }
        return frame
    }

    /// Square corners.
    func square() -> [PrintMark] {
        var marks = [line(left, top, left, bottom), line(right, top, right, bottom)]
        if hasTop { marks.append(line(left, top, right, top)) }
        if hasBottom { marks.append(line(left, bottom, right, bottom)) }
        return marks
    }

    /// Quarter circles of `radius` at the closed corners.
    func rounded(radius: Double) -> [PrintMark] {
        let sideTop = hasTop ? top + radius : top
        let sideBottom = hasBottom ? bottom - radius : bottom
        var marks = [line(left, sideTop, left, sideBottom), line(right, sideTop, right, sideBottom)]
        if hasTop {
            marks.append(line(left + radius, top, right - radius, top))
            marks.append(arc(left + radius, top + radius, radius, .pi, 1.5 * .pi))
            marks.append(arc(right - radius, top + radius, radius, 1.5 * .pi, 2 * .pi))
        }
        if hasBottom {
            marks.append(line(left + radius, bottom, right - radius, bottom))
            marks.append(arc(right - radius, bottom - radius, radius, 0, 0.5 * .pi))
            marks.append(arc(left + radius, bottom - radius, radius, 0.5 * .pi, .pi))
        }
        return marks
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> PrintMark {
        .stroke(from: PrintPoint(x: x1, y: y1), to: PrintPoint(x: x2, y: y2), width: BorderFrame.width, color: color)
    }

    private func arc(_ x: Double, _ y: Double, _ radius: Double, _ start: Double, _ end: Double) -> PrintMark {
        .arc(
            center: PrintPoint(x: x, y: y), radius: radius, startAngle: start, endAngle: end,
            width: BorderFrame.width, color: color)
    }
}
