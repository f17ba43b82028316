/// One mouse report as the terminal sends it in SGR form (mode 1006):
/// `ESC [ < code ; column ; row M` for a press or a motion, `m` for a release.
///
/// SGR is the form read here because it is the one that says which button was
/// released and has no limit on the column (X10's bytes stop at 223 and are
/// not UTF-8). The program asks for it itself (`ESC [?1006h`), whatever the
/// terminfo entry's `kmous` says, so every terminal's reports arrive in one
/// form.
///
/// Representation: the code as sent (button in its low two bits, plus 4
/// Shift, 8 Meta, 16 Ctrl, 32 motion, 64 the wheel), and the cell 0-based.
public struct MouseReport: Hashable, Sendable {
    public var code: Int
    public var row: Int
    public var column: Int
    /// The `m` form: a button let go.
    public var isRelease: Bool

    public init(code: Int, row: Int, column: Int, isRelease: Bool = false) {
        self.code = code
        self.row = row
        self.column = column
        self.isRelease = isRelease
    }

    /// What the report is about.
    public enum Kind: Hashable, Sendable {
        /// The left button went down, moved while held, or came up.
        case leftPress, leftDrag, leftRelease
        /// The wheel turned: up (towards the start) or down.
        case wheelUp, wheelDown
        /// Another button, or motion with none held: nothing here uses them.
        case other
    }

    public var kind: Kind {
        let button = code & 0b11
        let isMotion = code & 32 != 0
        if code & 64 != 0 {
            guard !isRelease, !isMotion else { return .other }
            switch button {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return .other
            }
        }
        guard code & 128 == 0, button == 0 else { return .other }
        if isRelease { return .leftRelease }
        return isMotion ? .leftDrag : .leftPress
    }

    /// The report a CSI sequence's body (after `<`) and final byte make; nil
    /// when the numbers are not three positive ones.
    static func sgr(_ numbers: Parameters, final: Unicode.Scalar) -> MouseReport? {
        guard numbers.values.count == 3, let code = numbers.values[0], let column = numbers.values[1],
            let row = numbers.values[2], column >= 1, row >= 1
        else { return nil }
        return MouseReport(code: code, row: row - 1, column: column - 1, isRelease: final == "m")
    }
}
