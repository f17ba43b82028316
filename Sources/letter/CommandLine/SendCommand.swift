import ArgumentParser
import Glibc
import LetterKit

/// `letter send FILE`: the letter as an e-mail message. The program gathers
/// what to send (the envelope's people, the subject, the page's lines, its
/// HTML page and the files they show) and `letter-mail` builds the MIME
/// message with GMime.
struct Send: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: tr("Send a letter as an e-mail message through your sendmail program, or write the message to a file."),
        discussion: tr("The message is multipart/alternative: text/plain (UTF-8, quoted-printable) holding the letter's lines exactly as render prints them, and text/html holding the page export --to html makes, inside multipart/related with the pictures and stickers it shows (each a part its cid: address names). Sounds, films and other attached files go beside it in multipart/mixed, and both parts end with their names. To is the envelope's to: with its e-mail: (or --to); Cc is each --cc; From is the envelope's from: with --from's address, else from in config.toml; the subject is the front matter's title:, else the letter's first line. Names and subjects beyond ASCII are written as RFC 2047 words, domains as IDNA. Without -o or --dry-run the message is handed to the sendmail program on its standard input: `sendmail` in config.toml (a command line, as sendmail = \"msmtp -t\"), else sendmail -t -oi where it is installed. After it says yes, the letter's front matter records sent: with the day and the recipients (saved safely), and a copy of the message is kept in Sent/ in the letterbox (`box` in config.toml, else ~/Letters). A failed send changes nothing and shows the program's status and what it said.\nExit status: 0 when sent or written, 1 when writing failed part-way (or the letter was sent but its copy or its sent: could not be kept), 2 for an error (nothing is sent or written then)."))

    @Argument(help: ArgumentHelp(tr("The letter file."))) var file: String
    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(tr("Write the message to this file (- is standard output).")))
    var output: String?
    @Flag(name: .customLong("dry-run"), help: ArgumentHelp(tr("Show the message's headers and parts instead of writing it.")))
    var dryRun = false
    @Option(help: ArgumentHelp(tr("The sender's e-mail address."))) var from: String?
    @Option(help: ArgumentHelp(tr("A recipient's e-mail address, instead of the envelope's (may be repeated).")))
    var to: [String] = []
    @Option(help: ArgumentHelp(tr("An e-mail address to send a copy to (Cc; may be repeated)."))) var cc: [String] = []
    @OptionGroup var paperOptions: PaperOptions

    func run() throws {
        let shelf = PaperShelf(folders: .standard())
        let letter = loadLetter(file, shelf: shelf)
        let paper = resolvePaper(for: letter, options: paperOptions, shelf: shelf)
        let draft: MailDraft
        do throws(Failure) {
            let settings: LetterSettings
            do throws(PaperFileError) { settings = try shelf.settings() } catch { throw Failure(message: error.description) }
            draft = try DraftMaking(
                letter: letter, paper: paper, from: from, to: to, cc: cc, settingsFrom: settings.from
            ).draft()
        } catch { fail(error) }
        let bytes: [UInt8]
        do { bytes = try MailHelper.build(draft, answer: dryRun ? .summary : .message) } catch {
            fail(Failure(message: error.description))
        }
        noteLibraryMessages()
        if dryRun {
            emit(TerminalSafe.lines(String(decoding: bytes, as: UTF8.self)))
            return
        }
        guard let output else {
            deliver(bytes, of: letter, recipients: (draft.to + draft.cc).map(\.address), shelf: shelf)
            return
        }
        let destination = OutputDestination.of(output)
        if let stamp = letter.stamp, let existing = destination.stamp, existing.device == stamp.device,
            existing.inode == stamp.inode
        {
            fail(Failure(message: tr("{file} is the letter itself; write the message to another file", ["file": output])))
        }
        do { try destination.write(bytes) } catch { fail(Failure(message: error.description, status: error.status)) }
    }

    /// Hands `message` to the sendmail program, then keeps what a send
    /// leaves behind (`SentRecording`): a failed send exits 2 with the
    /// letter as it was; a send whose copy or record could not be kept
    /// exits 1, saying the letter did go.
    private func deliver(_ message: [UInt8], of letter: LoadedLetter, recipients: [String], shelf: PaperShelf) {
        let settings: LetterSettings
        do { settings = try shelf.settings() } catch { fail(Failure(message: error.message)) }
        do { try MailDelivery.deliver(message, configured: settings.sendmail) } catch {
            fail(Failure(message: error.description))
        }
        let shownTo = TerminalSafe.escaped(recipients.joined(separator: ", "))
        var lines = [tr("Sent {file} to {recipients}", ["file": TerminalSafe.escaped(file), "recipients": shownTo])]
        var problems: [String] = []
        let day = CalendarDay.today()
        do {
            let box = try BoxFolder.resolve(argument: nil, settings: settings)
            let copy = try SentRecording.keepCopy(message, letterName: FilePath.name(of: file), day: day, box: box)
            lines.append(tr("A copy of the message is in {path}", ["path": TerminalSafe.escaped(copy)]))
        } catch let error as BoxFolderError {
            problems.append(tr("the letter was sent, but no copy was kept: {reason}", ["reason": error.description]))
        } catch {
            problems.append(String(describing: error))
        }
        do { _ = try SentRecording.record(SentRecord(day: day, recipients: recipients), in: letter) } catch {
            problems.append(error.description)
        }
        emit(lines.map { $0 + "\n" }.joined())
        guard problems.isEmpty else {
            // Each says it is about after the send; the last one ends it.
            for problem in problems.dropLast() { StandardError.say(problem) }
            fail(Failure(message: problems[problems.count - 1], status: 1))
        }
    }
}
