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
}
