import LetterKit
import LetterSystem

/// "Send by e-mail" in the editor: what `letter send FILE` does, in two
/// steps around the person's answer. The message is made first
/// (`DraftMaking`, `letter-mail`) so the question can name the recipients
/// the message really has; it waits in `pendingMail` until "Send" is chosen,
/// and is then handed to the sendmail program (`MailDelivery`) and recorded
/// (`SentRecording`) as the command line records it.
extension EditorSession {
    /// A message made and waiting for the person's answer.
    struct PendingMail {
        var message: [UInt8]
        /// The addresses it goes to (To and Cc), for `sent:`.
        var addresses: [String]
        /// The recipients as the question and the status row name them.
        var shown: [String]
        var letterName: String
        var settings: LetterSettings
    }

    /// Makes the message of the letter as saved (the editor sends only a
    /// saved letter: see `EditorState.startSending`).
    func prepareMail() -> MailPreparation {
        pendingMail = nil
        guard let path = state.path else { return .failed(tr("the letter has no file yet")) }
        let shelf = PaperShelf(folders: .standard(), warn: { _ in })
        let letter: LoadedLetter
        let settings: LetterSettings
        let draft: MailDraft
        do {
            settings = try shelf.settings()
            letter = try LoadedLetter.load(path: path, papers: shelf.catalog(forRecordedName:))
            guard storage.isAsSaved(letter.stamp) else {
                return .failed(tr("{path} changed on disk since it was saved here", ["path": TerminalSafe.escaped(path)]))
            }
            draft = try DraftMaking(letter: letter, paper: state.page.paper, settingsFrom: settings.from).draft()
        } catch let error as PaperFileError {
            return .failed(error.description)
        } catch let error as LetterFileError {
            return .failed(error.message(path: path))
        } catch let error as Failure {
            return .failed(error.message)
        } catch {
            return .failed(String(describing: error))
        }
        let message: [UInt8]
        do { message = try MailHelper.build(draft, answer: .message) } catch { return .failed(error.description) }
        let people = draft.to + draft.cc
        let shown = people.map { person in
            TerminalSafe.escaped(person.name.map { "\($0) <\(person.address)>" } ?? person.address)
        }
        pendingMail = PendingMail(
            message: message, addresses: people.map(\.address), shown: shown, letterName: FilePath.name(of: path),
            settings: settings)
        return .ready(recipients: shown)
    }

    /// Hands the waiting message to the sendmail program; after it said
    /// yes, keeps a copy in the letterbox's Sent/ and records `sent:` in
    /// the letter (`LetterStorage.recordSent`, so the editor's next save
    /// keeps it).
    func sendMail() -> MailSending {
        guard let pending = pendingMail else { return .failed(tr("there is no message to send; choose Send by e-mail again")) }
        pendingMail = nil
        do { try MailDelivery.deliver(pending.message, configured: pending.settings.sendmail) } catch {
            return .failed(TerminalSafe.escaped(error.description))
        }
        var problems: [String] = []
        let day = CalendarDay.today()
        do {
            let box = try BoxFolder.resolve(argument: nil, settings: pending.settings)
            _ = try SentRecording.keepCopy(pending.message, letterName: pending.letterName, day: day, box: box)
        } catch let error as BoxFolderError {
            problems.append(tr("no copy was kept: {reason}", ["reason": error.description]))
        } catch {
            problems.append(String(describing: error))
        }
        do { try storage.recordSent(SentRecord(day: day, recipients: pending.addresses)) } catch {
            problems.append(error.description)
        }
        return .sent(recipients: pending.shown, problem: problems.isEmpty ? nil : problems.joined(separator: "; "))
    }
}
