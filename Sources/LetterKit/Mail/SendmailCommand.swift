/// The command line a message is handed to for delivery: config.toml's
/// `sendmail`, else `sendmail -t -oi` where one is installed. The message
/// goes on its standard input.
///
/// Why a sendmail program and not SMTP of our own: the person's mail set-up
/// (msmtp with its accounts and passwords, Postfix, nullmailer, OpenSMTPD)
/// already knows how to reach their server, and every one of them provides
/// this command. `-t` takes the recipients from the message's headers (so
/// Cc travels too); `-oi` keeps a line holding only a dot from ending the
/// message early.
public enum SendmailCommand {
    /// The options given to a sendmail found by default.
    public static let defaultOptions = ["-t", "-oi"]

    /// Where a sendmail is looked for when config.toml names none: on PATH,
    /// then where the traditional ones live (often outside a user's PATH).
    public static let defaultPlaces = ["sendmail", "/usr/sbin/sendmail", "/usr/lib/sendmail"]

    /// The words to run, the program's path in place of its name: the
    /// configured `sendmail` when there is one, else the first default
    /// `find` finds. `find` gives the path of a program (a name looked up on
    /// PATH, or a path with a `/` checked as it is), nil when there is none
    /// that can be run.
    public static func resolve(configured: [String]?, find: (String) -> String?) -> Result<[String], DeliveryProblem> {
        if let configured, let program = configured.first {
            guard let path = find(program) else { return .failure(.sendmailMissing(program: program)) }
            return .success([path] + configured.dropFirst())
        }
        for place in defaultPlaces {
            if let path = find(place) { return .success([path] + defaultOptions) }
        }
        return .failure(.noSendmail)
    }
}

/// Why a message was not delivered, as facts worded for the person.
public enum DeliveryProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// config.toml names no sendmail, and none is installed.
    case noSendmail
    /// The program config.toml's `sendmail` names cannot be run.
    case sendmailMissing(program: String)
    /// It could not be started, or the pipe to it failed (the system's
    /// reason).
    case notStarted(program: String, reason: String)
    /// It ended with `status` (128 + a signal), having said `said` on its
    /// standard error (one line, see `oneLine`; empty when it said nothing).
    case failed(program: String, status: Int32, said: String)

    public var description: String {
        switch self {
        case .noSendmail:
            return tr(
                "no sendmail program is installed: set sendmail in config.toml (sendmail = \"msmtp -t\", say), or write the message with -o MESSAGE.eml")
        case .sendmailMissing(let program):
            return tr(
                "the sendmail program config.toml names, {program}, cannot be run: install it or change sendmail in config.toml",
                ["program": TerminalSafe.escaped(program)])
        case .notStarted(let program, let reason):
            return tr("{program} could not be started: {reason}", ["program": TerminalSafe.escaped(program), "reason": reason])
        case .failed(let program, let status, let said):
            let name = TerminalSafe.escaped(program)
            if status > 128 {
                return said.isEmpty
                    ? tr("the letter was not sent: {program} was ended by signal {signal}", ["program": name, "signal": status - 128])
                    : tr(
                        "the letter was not sent: {program} was ended by signal {signal}: {reason}",
                        ["program": name, "signal": status - 128, "reason": said])
            }
            return said.isEmpty
                ? tr("the letter was not sent: {program} ended with status {status}", ["program": name, "status": status])
                : tr(
                    "the letter was not sent: {program} ended with status {status}: {reason}",
                    ["program": name, "status": status, "reason": said])
        }
    }

    /// What a program wrote on its standard error, as one line for a
    /// message: its non-empty lines trimmed and joined by "; ", every control
    /// character escaped (the program is not ours, nor is what it repeats
    /// of the message), cut to `limit` characters.
    public static func oneLine(_ bytes: [UInt8], limit: Int = 400) -> String {
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { String($0).trimmingLayoutSpaces }.filter { !$0.isEmpty }
        let joined = TerminalSafe.escaped(lines.joined(separator: "; "))
        return joined.count > limit ? String(joined.prefix(limit)) + "…" : joined
    }
}
