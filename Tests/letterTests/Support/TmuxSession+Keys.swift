import Foundation

extension TmuxSession {
    /// The editor on `name` in `folder`, once its title row is drawn.
    static func editor(_ name: String, in folder: ScratchFolder) throws -> TmuxSession {
        let session = try TmuxSession("\(letterBinary) \(name)", folder: folder)
        try session.waitFor("F1 help")
        return session
    }

    /// Sends raw bytes to the program, as a terminal would: `send(bytes: "\u{1B}[99~")`.
    func send(bytes text: String) throws {
        let hex = text.utf8.map { String(format: "%02x", $0) }
        let result = try run([tmux, "-L", socket, "send-keys", "-t", "0", "-H"] + hex)
        guard result.status == 0 else { throw TimedOut(description: "tmux send-keys -H: \(result.error)") }
    }

    /// Alt plus a letter as a terminal sends it: Esc, then the letter.
    func alt(_ letter: String) throws {
        try send(bytes: "\u{1B}" + letter)
    }
}
