/// Text from a letter, a file name, a paper, an envelope, a book or a library
/// made safe to print on a terminal: the one sanitiser every line the program
/// writes to standard output or standard error passes through.
///
/// A terminal acts on control characters: ESC starts a sequence that can
/// clear the screen, move the cursor, retitle the window or (OSC 52) fill the
/// clipboard; a C1 control (U+0080–U+009F, such as U+009B, the one-character
/// CSI) does the same in terminals that take 8-bit controls; BEL rings; CR
/// and BS overwrite what was printed. A received letter or a file name must
/// never do any of that, so every such character is shown, visibly, in the
/// form the page already shows it (`Glyph`):
///
/// - C0 controls U+0000–U+001F in caret form: `^@` … `^[` (ESC) … `^_`;
///   tab is `^I`, a newline `^J`, so a name stays one line;
/// - DEL (U+007F) as `^?`;
/// - C1 controls U+0080–U+009F as `~` and the letter 0x40 below (nano's
///   form): U+009B is `~[`, U+0085 (NEL) `~E`;
/// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069) as `<U+202E>`, as `less` shows them. Why: they are no
///   escape sequence, but a terminal that orders text by direction (VTE,
///   mlterm) lets one of them reverse the rest of a line, so `photo\u{202E}
///   gpj.exe` reads `photoexe.jpg` and a listing's columns swap. A letter's
///   own text on its page keeps them (the page lays them out as the writer
///   meant, as zero-width marks); a name, a path, a title in a listing or a
///   message does not need them.
///
/// Everything else passes as it is: Hangul, Han, emoji, combining marks,
/// right-to-left letters. The format's own newlines and tabs (between lines,
/// between a listing's fields) are added by the writer around escaped pieces,
/// never kept in the data; `lines(_:)` keeps them, for a sink that is handed
/// whole lines of already-formatted text (standard error).
///
/// Limitations: the forms are for reading, not reversible: a name that
/// really holds the two characters `^[` prints the same as one holding ESC.
public enum TerminalSafe {
    /// `text` with every control, DEL and directional override shown as
    /// above. A text with none (nearly every one) is returned as it is, after
    /// one pass over its scalars.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let form = form(of: scalar) { output += form } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }

    /// `text` made of whole lines: escaped as `escaped(_:)` does, but its
    /// line feeds and tabs kept, which move the cursor and nothing else. For
    /// a sink handed finished lines (standard error, a paper's file shown as
    /// written), so no message can end a line early with a carriage return
    /// or start an escape sequence.
    public static func lines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && needsEscaping($0) }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar != "\n", scalar != "\t", let form = form(of: scalar) {
                output += form
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// True for a scalar that is never written raw.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value < 0xA0) || isDirectionalFormatting(value)
    }

    /// The visible form of `scalar`, or nil when it is written as it is.
    public static func form(of scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if let control = controlForm(of: value) { return control }
        if isDirectionalFormatting(value) { return "<U+\(String(value, radix: 16, uppercase: true))>" }
        return nil
    }

    /// The caret form of a C0 control or DEL, the tilde form of a C1
    /// control; nil for any other scalar. The page's glyphs use the same.
    static func controlForm(of value: UInt32) -> String? {
        if value < 0x20 { return "^" + String(UnicodeScalar(UInt8(value + 0x40))) }
        if value == 0x7F { return "^?" }
        if value >= 0x80 && value < 0xA0 { return "~" + String(UnicodeScalar(UInt8(value - 0x40))) }
        return nil
    }

    /// LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI: the characters that
    /// open or close a directional run.
    static func isDirectionalFormatting(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
