/// Facts the shell reports for the person to hear about, as data: LetterKit
/// words every sentence, so each is tested without a terminal.
public enum Notice: Hashable, Sendable {
    /// The paper the letter records cannot be used (`reason`); `using` is the
    /// paper's name it opened on instead.
    case paperUnreadable(reason: FrontMatterError, using: String)
    /// The letter's paper (`name`) is on no shelf here: it opened at the size
    /// the letter records, with the standard look.
    case paperLookUnknown(name: String)
    /// The file mixes line endings; saving writes them all as `chosen`.
    case mixedLineEndings(found: [LineEnding], chosen: LineEnding)
    /// A copy the person chose to delete could not be deleted.
    case copyNotRemoved(path: String, reason: FileProblem)
}

extension Notice {
    /// A failure the person must see even over another message.
    var isProblem: Bool {
        if case .copyNotRemoved = self { return true }
        return false
    }
}

extension EditorState {
    /// The status-row message for a notice.
    static func message(for notice: Notice) -> Message {
        switch notice {
        case .paperUnreadable(let reason, let paper):
            Message("The letter's paper could not be read (\(reason)); using \(paper)", tone: .warning)
        case .paperLookUnknown(let name):
            Message("No paper file for \"\(name)\" here: its size is kept, with the standard look", tone: .info)
        case .mixedLineEndings(let found, let chosen):
            Message(LineEnding.mixedNotice(found: found, chosen: chosen, subject: "This file"), tone: .warning)
        case .copyNotRemoved(let path, let reason):
            Message("Could not delete \(path: path): \(reason)", tone: .error)
        }
    }
}

extension EditorState.Question {
    /// Another editor has the letter open: read-only (safe), edit anyway, or quit.
    /// `pid` is nil when the lock belongs to another user.
    public static func openElsewhere(name: String, pid: Int32?) -> Self {
        let who = pid.map { "Another letter window (pid \($0))" } ?? "Another user's letter window"
        return Self(
            prompt: "\(who) has \(name) open. Changes made in two places overwrite each other.",
            choices: [
                .init(label: "Open it read-only", answer: .readOnly),
                .init(label: "Edit it anyway", answer: .editAnyway),
                .init(label: "Quit", answer: .quit),
            ],
            safeChoice: 0)
    }

    /// How a recovered copy came to be.
    public enum CopyKind: Hashable, Sendable {
        /// Written when the editor was stopped or crashed (`NAME.save`).
        case emergency
        /// Kept in the recovery folder while the editor ran.
        case recovery
    }

    /// A copy newer than the saved letter (or of a letter never saved, when
    /// `letterName` is nil) was found: restore, open the saved letter (safe),
    /// show where, delete. Restoring takes the copy's `envelope` too.
    public static func recoveredCopy(
        kind: CopyKind, letterName: String?, text: String, envelope: Envelope = Envelope(), copyPath: String
    ) -> Self {
        let what = kind == .emergency ? "An emergency copy" : "A recovery copy"
        let of = letterName.map { "of \($0), newer than the saved letter," } ?? "of an unsaved new letter"
        return Self(
            prompt: "\(what) \(of) was kept when the editor last stopped (\(text.count) characters).",
            choices: [
                .init(label: "Restore the copy", answer: .restore(text: text, envelope: envelope, copyPath: copyPath)),
                .init(
                    label: letterName == nil ? "Start a new letter (keep the copy)" : "Open the saved letter (keep the copy)",
                    answer: .openSaved(copyPath: copyPath)),
                .init(label: "Show where the copy is", answer: .showWhere(copyPath: copyPath)),
                .init(label: "Delete the copy", answer: .discardCopy(copyPath: copyPath)),
            ],
            safeChoice: 1)
    }
}
