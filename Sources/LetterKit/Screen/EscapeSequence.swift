/// What the input after an ESC means: a key, a sequence to ignore, or not known yet.
///
/// Terminals send most keys as escape sequences: CSI (`ESC [`, parameter bytes
/// 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E) or SS3
/// (`ESC O`, optional parameters, one final byte). ncurses decodes the ones the
/// terminal's terminfo entry names; any other arrives as ESC followed by its
/// bytes, and those bytes must never be typed into the letter. This reads them as
/// other editors do, whatever TERM claims: the xterm, VT220, rxvt and Linux
/// console forms of arrows, Home/End, PgUp/PgDn, Delete and F1–F12; xterm's
/// modifier parameter (`ESC [1;5C` is Ctrl-Right); xterm's modifyOtherKeys
/// (`ESC [27;5;9~`) and the `ESC [9;5u` form.
///
/// Input that is not a whole sequence:
/// - ESC with nothing after it (the input ended: the shell waited and nothing
///   came) is Esc; ESC then a character or a key is Alt plus it.
/// - `ESC [` or `ESC O` with nothing valid after it is Alt-[ or Alt-O: that is
///   how terminals send those keys.
/// - A longer sequence cut short — the input ended, or a unit that cannot be in a
///   sequence came (a control character, a non-ASCII character) — is dropped and
///   named as ignored; the unit that cut it is read on its own.
/// - Bytes inside a CSI in the wrong order (a parameter after an intermediate)
///   still belong to the sequence up to its final byte; the whole is ignored.
///
/// Limitations: a sequence split by a pause longer than the shell's wait (a very
/// slow link) is cut short, and what arrives after the pause reads as typing.
/// Keypad keys in application mode other than Enter (`ESC O p` … `ESC O y`)
/// are ignored, not typed.
public enum EscapeSequence {
    /// What the units after an ESC mean.
    public enum Meaning: Hashable, Sendable {
        /// Not finished: more input may complete it.
        case incomplete
        /// Esc on its own.
        case escape
        /// A key, Alt-keys included.
        case key(Key)
        /// A sequence that is no key the editor knows, or one cut short: ignore it
        /// and say so. The text names it safely (`ESC [99~`), printable ASCII only.
        case ignored(String)
        /// Not a key at all (focus in/out, an X10 mouse report) or a key the editor has
        /// no use for (Insert, Shift-Tab): ignore it without a word, as before.
        case silent
        /// The bracketed-paste markers.
        case pasteBegin, pasteEnd
        /// A mouse report in SGR form.
        case mouse(MouseReport)
    }

    /// A meaning and how many of the units after the ESC it takes; the rest are
    /// read afresh.
    public struct Reading: Hashable, Sendable {
        public var meaning: Meaning
        public var length: Int

        public init(_ meaning: Meaning, length: Int) {
            self.meaning = meaning
            self.length = length
        }
    }

    /// Reads the units that followed an ESC. `inputEnded` says nothing more will
    /// come (the wait timed out, or something that is not a character arrived),
    /// so an unfinished sequence must be decided now.
    public static func read(_ following: [Unicode.Scalar], inputEnded: Bool) -> Reading {
        guard let first = following.first else {
            return Reading(inputEnded ? .escape : .incomplete, length: 0)
        }
        switch first {
        case "[": return controlSequence(following, inputEnded: inputEnded)
        case "O": return singleShift(following, inputEnded: inputEnded)
        // The first ESC is Esc; the second begins afresh.
        case "\u{1B}": return Reading(.escape, length: 0)
        default: return Reading(Key(typed: first).map { .key($0.withAlt) } ?? .silent, length: 1)
        }
    }

    /// How the status row names a sequence: "ESC " and the units after the ESC,
    /// anything unprintable as "?", long ones shortened.
    public static func describe(_ following: some Sequence<Unicode.Scalar>) -> String {
        var text = "ESC "
        var count = 0
        for scalar in following {
            count += 1
            if count > describedLength {
                text += "…"
                break
            }
            text.unicodeScalars.append((0x20...0x7E).contains(scalar.value) ? scalar : "?")
        }
        return text
    }

    /// More units than this are shortened with "…" when named.
    static let describedLength = 24

    /// A byte that may stand between `ESC [` and the final byte.
    static func isMiddle(_ scalar: Unicode.Scalar) -> Bool { (0x20...0x3F).contains(scalar.value) }

    static func isFinal(_ scalar: Unicode.Scalar) -> Bool { (0x40...0x7E).contains(scalar.value) }

    // MARK: CSI

    private static func controlSequence(_ units: [Unicode.Scalar], inputEnded: Bool) -> Reading {
        var end = 1
        while end < units.count, isMiddle(units[end]) { end += 1 }
        guard end < units.count else {
            return inputEnded ? cutShort(units, at: end, alt: "[") : Reading(.incomplete, length: 0)
        }
        guard isFinal(units[end]) else { return cutShort(units, at: end, alt: "[") }
        let body = Array(units[1..<end])
        let final = units[end]
        if body.isEmpty, final == "M" { return x10Mouse(units, inputEnded: inputEnded) }
        if body.isEmpty, final == "[" { return linuxFunctionKey(units, inputEnded: inputEnded) }
        let described = describe(units[...end])
        return Reading(
            CSIKeys.meaning(body: body, final: final) ?? .ignored(described), length: end + 1)
    }

    /// Dropped at `end`, where the input ended or a unit that cannot continue it
    /// came. Just `ESC [` or `ESC O` is the Alt key that sends it.
    private static func cutShort(_ units: [Unicode.Scalar], at end: Int, alt: Character) -> Reading {
        if end == 1 { return Reading(.key(.alt(.character(alt))), length: 1) }
        return Reading(.ignored(describe(units[..<end]) + " (cut short)"), length: end)
    }

    /// An X10 mouse report (`ESC [ M` and three units) the terminal library did
    /// not decode: not a key, and its three units are never typing.
    private static func x10Mouse(_ units: [Unicode.Scalar], inputEnded: Bool) -> Reading {
        let payload = units.dropFirst(2)
        if let stray = payload.firstIndex(where: { $0.value < 0x20 }) { return Reading(.silent, length: stray) }
        if payload.count >= 3 { return Reading(.silent, length: 5) }
        return inputEnded ? Reading(.silent, length: units.count) : Reading(.incomplete, length: 0)
    }

    /// The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
    private static func linuxFunctionKey(_ units: [Unicode.Scalar], inputEnded: Bool) -> Reading {
        guard units.count > 2 else {
            return inputEnded
                ? Reading(.ignored(describe(units) + " (cut short)"), length: 2) : Reading(.incomplete, length: 0)
        }
        let letter = units[2]
        switch letter.value {
        case 0x41...0x45: return Reading(.key(.function(Int(letter.value) - 0x40)), length: 3)
        case 0x20...0x7E: return Reading(.ignored(describe(units[..<3])), length: 3)
        default: return Reading(.ignored(describe(units[..<2]) + " (cut short)"), length: 2)
        }
    }

    // MARK: SS3

    private static func singleShift(_ units: [Unicode.Scalar], inputEnded: Bool) -> Reading {
        var end = 1
        while end < units.count, isMiddle(units[end]) { end += 1 }
        guard end < units.count else {
            return inputEnded ? cutShort(units, at: end, alt: "O") : Reading(.incomplete, length: 0)
        }
        guard isFinal(units[end]) else { return cutShort(units, at: end, alt: "O") }
        let meaning = SS3Keys.meaning(body: Array(units[1..<end]), final: units[end])
        return Reading(meaning ?? .ignored(describe(units[...end])), length: end + 1)
    }
}

extension Key {
    /// The key a terminal means by one unit outside any sequence; nil for the
    /// control characters that are no key here (0x1C–0x1F and the C1 controls).
    init?(typed scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A, 0x0D: self = .enter
        case 0x09: self = .tab
        case 0x08, 0x7F: self = .backspace
        case 0x1B: self = .escape
        case 0x00: self = .control(" ")
        case 0x01...0x1A:
            guard let letter = Unicode.Scalar(scalar.value + 0x60) else { return nil }
            self = .control(Character(letter))
        // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ (nano's replace and go-to-line),
        // named by the character the terminal's Ctrl clears bits from.
        case 0x1C...0x1F:
            guard let mark = Unicode.Scalar(scalar.value + 0x40) else { return nil }
            self = .control(Character(mark))
        case 0x80...0x9F: return nil
        default: self = .character(Character(scalar))
        }
    }

    /// Alt plus this key; Alt twice is still Alt.
    var withAlt: Key {
        if case .alt = self { return self }
        return .alt(self)
    }
}
