import LetterKit

/// The MIME message of a `MailDraft`, built by `letter-mail` beside the
/// program: the draft goes in as JSON, the message's bytes come out. Only
/// building a message needs GMime, and it is loaded by the helper, never by
/// `letter` (see `HelperProgram`).
enum MailHelper {
    static let program = "letter-mail"

    /// What is asked of the helper: the message itself, or what a dry run
    /// shows of it (its headers, decoded, and its parts' types).
    enum Answer {
        case message, summary
    }

    /// The message (or its summary) of `draft`, or why it cannot be made:
    /// the helper's own reason, or why the helper could not be run.
    static func build(_ draft: MailDraft, answer: Answer, folder: String? = HelperProgram.executableFolder)
        throws(MailFailure) -> [UInt8]
    {
        guard let request = HelperCoding.encode(draft) else {
            throw MailFailure(description: tr("the message could not be made: what to send could not be written down"))
        }
        let run: HelperProgram.Run
        do throws(HelperFailure) {
            run = try HelperProgram.named(program, folder: folder).run(
                input: request, arguments: answer == .summary ? ["--summary"] : [])
        } catch {
            throw MailFailure(description: tr("the message could not be made: {reason}", ["reason": error]))
        }
        guard run.status == 0 else {
            if run.status == 2, let reason = run.reason { throw MailFailure(description: reason) }
            let ended = HelperFailure(program: program, reason: .ended(run.status)).description
            throw MailFailure(description: tr("the message could not be made: {reason}", ["reason": ended]))
        }
        return run.output
    }
}

/// Why no message was made, as one line for the person sending.
struct MailFailure: Error, Hashable, CustomStringConvertible {
    var description: String
}
