@preconcurrency import CNcurses
import LetterKit

/// The colours and attributes of each style, decided before ncurses is told:
/// the paper's own colours on a 256-colour terminal, the editor's cream and
/// navy where the paper gives none, the 8 basic colours, or none.
///
/// Plain values, so the choice is tested without a terminal; `Screen` makes
/// a colour pair of each. -1 is the terminal's own colour.
struct ScreenColors {
    /// Colours the terminal has; 0 when colour is off.
    let terminalColors: Int
    /// The paper's colours; used only with 256 colours, where any palette
    /// entry can be drawn.
    let paper: PaperColors

    private var rich: Bool { terminalColors >= 256 }

    /// The sheet: the paper's colour, else cream.
    var paperColor: Int16 { rich ? Self.index(paper.paper, or: 230) : Int16(COLOR_WHITE) }
    /// Text: the paper's ink, else navy.
    var ink: Int16 { rich ? Self.index(paper.ink, or: 18) : Int16(COLOR_BLUE) }
    /// The rule under the blank cells of a writing line: the paper's, else the
    /// navy it always was.
    var rule: Int16 { rich ? Self.index(paper.rule, or: 18) : Int16(COLOR_BLUE) }
    /// The border and margins: the paper's border colour, else a faded brown.
    var border: Int16 { rich ? Self.index(paper.border, or: 101) : Int16(COLOR_BLACK) }
    /// Around the sheet: the paper's desk, else the terminal's background.
    var desk: Int16 { rich ? Self.index(paper.desk, or: -1) : -1 }

    /// (style, foreground, background, attributes) for a terminal with at
    /// least 8 colours.
    var pairs: [(Style, Int16, Int16, attr_t)] {
        let underline = letter_attr_underline()
        let bold = letter_attr_bold()
        return [
            (.desk, -1, desk, 0),
            (.paper, border, paperColor, 0),
            // The rule is the underline of a ruled line's blank cells; text on
            // it is drawn as `.unruledLine`, ink on paper.
            (.line, rule, paperColor, underline),
            (.unruledLine, ink, paperColor, 0),
            (.letterhead, ink, paperColor, 0),
            (.overLine, rich ? 124 : Int16(COLOR_RED), rich ? 224 : Int16(COLOR_WHITE), underline),
            // A picture's block: the paper without the rule, so the picture is
            // not underlined; its glyphs bring their own colours.
            (.picture, border, paperColor, 0),
            (.selection, rich ? 230 : Int16(COLOR_WHITE), rich ? 25 : Int16(COLOR_BLUE), 0),
            // A misspelt word: red and underlined on the paper (ncurses has
            // no attribute for the terminal's undercurl).
            (.misspelt, rich ? 160 : Int16(COLOR_RED), paperColor, underline),
            (.title, rich ? 230 : Int16(COLOR_WHITE), rich ? 24 : Int16(COLOR_BLUE), bold),
            (.status, rich ? 230 : Int16(COLOR_WHITE), rich ? 24 : Int16(COLOR_BLUE), 0),
            (.statusWarning, Int16(COLOR_BLACK), rich ? 214 : Int16(COLOR_YELLOW), 0),
            (.statusError, rich ? 231 : Int16(COLOR_WHITE), rich ? 124 : Int16(COLOR_RED), bold),
            (.help, Int16(COLOR_BLACK), rich ? 254 : Int16(COLOR_WHITE), 0),
            // The letterbox's list, on the terminal's own background.
            (.detail, rich ? 244 : Int16(COLOR_CYAN), -1, 0),
            (.problem, rich ? 160 : Int16(COLOR_RED), -1, bold),
            (.marked, rich ? 172 : Int16(COLOR_YELLOW), -1, bold),
            (.thumbnail, -1, -1, 0),
        ]
    }

    /// Attributes without colour: the rules are underlines, bars reverse video.
    var monochrome: [Style: (attr_t, Int16)] {
        let underline = letter_attr_underline()
        let reverse = letter_attr_reverse()
        let bold = letter_attr_bold()
        return [
            .desk: (0, 0), .paper: (0, 0), .line: (underline, 0), .unruledLine: (0, 0), .letterhead: (0, 0),
            .overLine: (underline | bold, 0), .picture: (0, 0), .selection: (reverse, 0), .misspelt: (underline, 0), .title: (reverse, 0),
            .status: (reverse, 0), .statusWarning: (reverse | bold, 0), .statusError: (reverse | bold, 0),
            .help: (reverse, 0), .detail: (0, 0), .problem: (bold, 0), .marked: (bold, 0), .thumbnail: (0, 0),
        ]
    }

    /// The foreground and background of the styles ink is drawn on, for ink
    /// to change one of: text is ink on paper wherever it is written.
    var ofStyles: [Style: (foreground: Int16, background: Int16)] {
        guard terminalColors >= 8 else { return [:] }
        return [
            .line: (ink, paperColor), .unruledLine: (ink, paperColor), .letterhead: (ink, paperColor),
            .overLine: (rich ? 124 : Int16(COLOR_RED), rich ? 224 : Int16(COLOR_WHITE)),
            .picture: (border, paperColor),
            .misspelt: (rich ? 160 : Int16(COLOR_RED), paperColor),
            // A thumbnail's glyphs bring their own colours; what they leave is the terminal's.
            .thumbnail: (-1, -1),
            // A sticker drawn in the picker: its colours on the box's.
            .help: (Int16(COLOR_BLACK), rich ? 254 : Int16(COLOR_WHITE)),
        ]
    }

    private static func index(_ color: PaperColor?, or standard: Int16) -> Int16 {
        color.map { Int16($0.paletteIndex) } ?? standard
    }
}
