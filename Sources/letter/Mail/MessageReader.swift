import LetterKit

/// Received messages read by `letter-mail --read` beside the program: the
/// message's bytes go in, `ReceivedMessage`s come out as JSON. Only reading
/// a message needs GMime, and it is loaded by the helper, never by `letter`.
enum MessageReader {
    /// The largest message or mailbox read: five pictures at their limit,
    /// base64 and all.
    static let sizeLimit = 256 << 20

    /// The message in `bytes` (with `mailbox`, every message of the mbox),
    /// or why none could be read, as one line.
    static func read(_ bytes: [UInt8], mailbox: Bool, folder: String? = HelperProgram.executableFolder)
        throws(MailFailure) -> [ReceivedMessage]
    {
        let run: HelperProgram.Run
        do throws(HelperFailure) {
            run = try HelperProgram.named(MailHelper.program, folder: folder).run(
                input: bytes, arguments: mailbox ? ["--read", "--all"] : ["--read"])
        } catch {
            throw MailFailure(description: tr("the message could not be read: {reason}", ["reason": error]))
        }
        guard run.status == 0 else {
            if run.status == 2, let reason = run.reason { throw MailFailure(description: reason) }
            let ended = HelperFailure(program: MailHelper.program, reason: .ended(run.status)).description
            throw MailFailure(description: tr("the message could not be read: {reason}", ["reason": ended]))
        }
        let messages = mailbox
            ? HelperCoding.decode([ReceivedMessage].self, from: run.output)
            : HelperCoding.decode(ReceivedMessage.self, from: run.output).map { [$0] }
        guard let messages else {
            throw MailFailure(description: tr("the message could not be read: letter-mail answered nonsense"))
        }
        return messages
    }

    /// Whether `path` names a message or a mailbox rather than runs JSON:
    /// by its extension (.eml, .mbox), else by its first bytes (a header
    /// line, or an mbox's "From ").
    static func isMessage(path: String, bytes: [UInt8]) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".eml") || lower.hasSuffix(".mbox") || lower.hasSuffix(".msg") { return true }
        if lower.hasSuffix(".json") { return false }
        let start = bytes.prefix(200).drop { $0 == UInt8(ascii: " ") || $0 == 0x0A || $0 == 0x0D }
        if start.first == UInt8(ascii: "[") || start.first == UInt8(ascii: "{") { return false }
        if start.starts(with: Array("From ".utf8)) { return true }
        // "Name: value" on the first line: a header (its name printable
        // ASCII without spaces).
        guard let colon = start.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let name = start[start.startIndex..<colon]
        return !name.isEmpty && name.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}
