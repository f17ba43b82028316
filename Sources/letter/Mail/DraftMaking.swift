import LetterKit

/// What to send of a letter, gathered from the letter and what the person
/// asked: by `letter send` and by the editor's "Send by e-mail" alike.
struct DraftMaking {
    /// The letter as loaded (or as the editor holds it).
    var letter: LoadedLetter
    /// The paper its lines are laid out on.
    var paper: Paper
    /// The sender's address asked for (`--from`), if any.
    var from: String?
    /// The recipients asked for (`--to`), instead of the envelope's.
    var to: [String] = []

    /// What to send of `letter`: its people from the envelope and the
    /// options, its subject, its lines as render prints them and its HTML page;
    /// or why it cannot be sent, as one line.
    func draft() throws(Failure) -> MailDraft {
        let file = letter.path
        let envelope = letter.file.envelope
        guard let sender = from else {
            throw Failure(message: tr("the sender's e-mail address is not known: give --from ADDRESS"))
        }
        let addresses = to.isEmpty ? (envelope[.email].map { [$0] } ?? []) : to
        guard !addresses.isEmpty else {
            throw Failure(message: tr("{file} has no recipient: fill the envelope's e-mail or give --to ADDRESS", ["file": file]))
        }
        for address in [sender] + addresses where !MailDraft.isAddress(address) {
            throw Failure(message: tr("{address} is not an e-mail address", ["address": address]))
        }
        // The envelope's name goes with its own address, not with --to's.
        let recipients = addresses.map { MailDraft.Mailbox(name: to.isEmpty ? envelope[.to] : nil, address: $0) }
        let page = letter.page(on: paper)
        let plain = Render.text(of: page, color: false, media: MediaReaders.standard)
        let html: [UInt8]
        do {
            html = try LetterExport.bytes(
                of: letter.exportSource(on: paper, for: .html), as: .html, output: nil, printPage: .a4
            ).bytes
        } catch {
            throw Failure(message: error.description)
        }
        return MailDraft(
            from: MailDraft.Mailbox(name: envelope[.from], address: sender), to: recipients,
            subject: MailDraft.subject(fromLines: page.document.shownLines), plain: plain,
            html: String(decoding: html, as: UTF8.self))
    }
}
