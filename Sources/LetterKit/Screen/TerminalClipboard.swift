/// The terminal's clipboard, set with OSC 52: `ESC ] 52 ; c ; <base64> BEL`.
///
/// xterm, kitty, foot, WezTerm, iTerm2, Windows Terminal and tmux (with
/// `set-clipboard on`) take it; tmux keeps the text as a paste buffer and
/// passes it on to the terminal it runs in. What is copied is the text as a
/// reader sees it, UTF-8 encoded: ink is the editor's own and stays out.
///
/// BEL ends the sequence rather than ST (`ESC \`): both are accepted where
/// OSC 52 is, and BEL is the one older terminals and tmux before 3.2 know.
public enum TerminalClipboard {
    /// The longest base64 text sent, in bytes. Terminals cap what one
    /// sequence may carry (hterm at about 100 000, some at less; tmux reads
    /// up to a megabyte); a letter's page is a few kilobytes, so a cap this
    /// size only stops a selection of many pages, which stays in the
    /// editor's clipboard alone rather than arriving cut short.
    public static let longestEncoded = 100_000

    /// True when `text` fits in one sequence.
    public static func fits(_ text: String) -> Bool {
        (text.utf8.count + 2) / 3 * 4 <= longestEncoded
    }

    /// The sequence that puts `text` on the clipboard.
    public static func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 (RFC 4648) with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let first = bytes[index]
            let second = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            encoded.append(alphabet[Int(first >> 2)])
            encoded.append(alphabet[Int((first & 0b11) << 4 | second >> 4)])
            encoded.append(index + 1 < bytes.count ? alphabet[Int((second & 0b1111) << 2 | third >> 6)] : UInt8(ascii: "="))
            encoded.append(index + 2 < bytes.count ? alphabet[Int(third & 0b111111)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}
