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
        abstract: tr("Make a letter into an e-mail message: written to a file, or shown with --dry-run."),
        discussion: tr("The message is multipart/alternative: text/plain (UTF-8, quoted-printable) holding the letter's lines exactly as render prints them, and text/html holding the page export --to html makes, inside multipart/related with the pictures and stickers it shows (each a part its cid: address names). Sounds, films and other attached files go beside it in multipart/mixed, and both parts end with their names. To is the envelope's to: with its e-mail: (or --to); Cc is each --cc; From is the envelope's from: with --from's address, else from in config.toml; the subject is the front matter's title:, else the letter's first line. Names and subjects beyond ASCII are written as RFC 2047 words, domains as IDNA. Delivery is not done yet: give -o MESSAGE.eml or --dry-run.\nExit status: 0 when written, 1 when writing failed part-way, 2 for an error (nothing is written then)."))

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
        guard output != nil || dryRun else {
            fail(Failure(message: tr("delivering a letter is not done yet: give -o MESSAGE.eml or --dry-run")))
        }
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
        let destination = output.map(OutputDestination.of) ?? .standardOutput
        if let stamp = letter.stamp, let existing = destination.stamp, existing.device == stamp.device,
            existing.inode == stamp.inode
        {
            fail(Failure(message: tr("{file} is the letter itself; write the message to another file", ["file": output ?? file])))
        }
        do { try destination.write(bytes) } catch { fail(Failure(message: error.description, status: error.status)) }
    }
}
