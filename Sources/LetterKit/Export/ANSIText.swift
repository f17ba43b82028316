/// A letter's lines with their ink as ANSI SGR escape sequences, for
/// `letter render --color`.
///
/// Bold is SGR 1, italic 3, underline 4; an ink colour is a 24-bit foreground
/// (`38;2;R;G;B`) and a highlight a 24-bit background (`48;2;R;G;B`). Why 24
/// bits: the colours are exactly the ones the file names (the HTML page's too),
/// and the terminals people write letters in (xterm, VTE, kitty, iTerm2,
/// Windows Terminal, tmux with `Tc`) all draw them. The paper's own ink (no
/// colour) is the terminal's default foreground.
///
/// Each stretch starts with one complete SGR (`ESC[0;…m`, reset first, so it
/// never depends on the stretch before), a plain stretch after an inked one
/// starts with `ESC[0m`, and a line that used any ink ends with `ESC[0m`: every
/// line stands alone, so `head`, `grep` or a pager can cut the output anywhere
/// between lines. Spaces at the end of a line are written after that reset,
/// without ink: they hang in the margin and mark nothing. Removing every
/// `ESC[…m` gives the plain render, character for character.
///
/// Limitations: a terminal without 24-bit colour shows the nearest colour it
/// has or none; the sequences are written whatever the terminal is (the caller
/// asked for them).
public enum ANSIText {
    static let reset = "\u{1B}[0m"

    /// One line of text a line, with its escape sequences; no newlines.
    public static func lines(_ lines: [InkedLine]) -> [String] {
        lines.map(line)
    }

    /// One line with its escape sequences.
    public static func line(_ line: InkedLine) -> String {
        var output = ""
        var current = Ink.plain
        for segment in line.segments {
            if segment.ink != current {
                output += segment.ink.isPlain ? reset : sgr(segment.ink)
                current = segment.ink
            }
            output += segment.text
        }
        if !current.isPlain { output += reset }
        return output + line.trailingSpaces
    }

    /// The one SGR sequence that sets `ink` from nothing: `ESC[0;1;4;38;2;255;0;0m`.
    public static func sgr(_ ink: Ink) -> String {
        var codes = ["0"]
        if ink.bold { codes.append("1") }
        if ink.italic { codes.append("3") }
        if ink.underline { codes.append("4") }
        if let color = ink.color { codes.append(rgbCode(38, color.rgb)) }
        if let highlight = ink.highlight { codes.append(rgbCode(48, highlight.rgb)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func rgbCode(_ selector: Int, _ rgb: RGB) -> String {
        "\(selector);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
    }
}
