@preconcurrency import CNcurses

/// The terminal's own strings, read from its terminfo entry once, when the
/// screen's output is made (`TerminalOutput`): a capability's template, to
/// be filled with numbers, or its bytes as they stand, padding taken out.
@MainActor
enum TerminfoString {
    /// The template of capability `name`, or nil when the terminal has none.
    static func template(_ name: String) -> UnsafeMutablePointer<CChar>? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return value
    }

    /// The bytes of capability `name`; none when the terminal has none.
    static func string(_ name: String) -> [UInt8] {
        template(name).map(withoutPadding) ?? []
    }

    /// `string`'s bytes without the `$<…>` padding delays in them.
    static func withoutPadding(_ string: UnsafeMutablePointer<CChar>) -> [UInt8] {
        Terminal.withoutPadding(Array(String(cString: string).utf8))
    }

    /// The bytes `template` makes of `a` (and `b`), padding taken out; none
    /// when there is no template or it makes nothing.
    static func filled(_ template: UnsafeMutablePointer<CChar>?, _ a: Int, _ b: Int? = nil) -> [UInt8] {
        guard let template else { return [] }
        let result: UnsafeMutablePointer<CChar>? =
            if let b { letter_tiparm2(template, Int32(a), Int32(b)) } else { letter_tiparm1(template, Int32(a)) }
        return result.map(withoutPadding) ?? []
    }
}
