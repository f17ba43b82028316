/// "Send by e-mail" from the palette: the letter as saved is made into a
/// message by the shell, the person is asked with the recipients named, and
/// only a "Send" chosen with the arrows and Enter hands it to the sendmail
/// program. Sending cannot be taken back, so it is asked as the opening
/// questions are (`Question`): no single key answers it by accident, and
/// Esc, the safe answer, keeps it unsent.
extension EditorState {
    /// The palette's "Send by e-mail". What is sent is the file: `sent:` is
    /// recorded in it after the send, and a letter with changes not saved
    /// would be sent as one thing and recorded as another, so it is saved
    /// first.
    mutating func startSending() -> [Effect] {
        guard path != nil, !isModified else {
            message = Message(
                tr("Save the letter first ({save}): what is sent is the letter as saved", ["save": keymaps.keyName(.save)]),
                tone: .warning)
            return []
        }
        message = Message(tr("Making the message…"))
        return [.prepareMail]
    }

    /// The shell's answer to `.prepareMail`: the question that names the
    /// recipients, or why no message could be made.
    mutating func mailPrepared(_ result: MailPreparation) {
        switch result {
        case .ready(let recipients):
            message = nil
            let question = Question(
                prompt: tr("Send this letter by e-mail to {recipients}?", ["recipients": recipients.joined(separator: ", ")]),
                choices: [
                    Choice(label: tr("Don't send"), answer: .keepUnsent),
                    Choice(label: tr("Send"), answer: .send),
                ],
                safeChoice: 0)
            mode = .choose(question, selected: question.safeChoice)
        case .failed(let reason):
            message = Message(tr("Not sent: {reason}", ["reason": reason]), tone: .error)
        }
    }

    /// The shell's answer to `.sendMail`.
    mutating func mailSent(_ result: MailSending) {
        switch result {
        case .sent(let recipients, let problem?):
            message = Message(
                tr("Sent to {recipients}, but {problem}", ["recipients": recipients.joined(separator: ", "), "problem": problem]),
                tone: .warning)
        case .sent(let recipients, nil):
            message = Message(tr("Sent to {recipients}", ["recipients": recipients.joined(separator: ", ")]))
        case .failed(let reason):
            // The sendmail program's failures say themselves that nothing
            // was sent; the room is kept for what the program said.
            message = Message(reason.uppercasedFirst, tone: .error)
        }
    }
}

/// How making the message for "Send by e-mail" turned out.
public enum MailPreparation: Hashable, Sendable {
    /// The message is made and waits for the person's answer; the
    /// recipients as the question names them ("Name <address>").
    case ready(recipients: [String])
    /// No message: why, as one line (no recipient, no sender's address…).
    case failed(String)
}

/// How a send the person agreed to turned out.
public enum MailSending: Hashable, Sendable {
    /// The sendmail program took it; `problem` says what could not be kept
    /// after (the copy in Sent/, the `sent:` line), if anything.
    case sent(recipients: [String], problem: String?)
    /// The sendmail program refused it or could not be run: nothing was
    /// sent and the letter is as it was. The reason says so itself ("the
    /// letter was not sent: sendmail ended with status 75: …").
    case failed(String)
}
