import LetterKit

extension Send {
    /// What to send of `letter`: its people from the envelope and the
    /// options, its subject, its lines as render prints them and its HTML page.
    func makeDraft(_ letter: LoadedLetter, paper: Paper) -> MailDraft {
        let envelope = letter.file.envelope
        guard let sender = from else {
            fail(Failure(message: tr("the sender's e-mail address is not known: give --from ADDRESS")))
        }
        let addresses = to.isEmpty ? (envelope[.email].map { [$0] } ?? []) : to
        guard !addresses.isEmpty else {
            fail(Failure(message: tr("{file} has no recipient: fill the envelope's e-mail or give --to ADDRESS", ["file": file])))
        }
        for address in [sender] + addresses where !MailDraft.isAddress(address) {
            fail(Failure(message: tr("{address} is not an e-mail address", ["address": address])))
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
            fail(Failure(message: error.description))
        }
        return MailDraft(
            from: MailDraft.Mailbox(name: envelope[.from], address: sender), to: recipients,
            subject: MailDraft.subject(fromLines: page.document.shownLines), plain: plain,
            html: String(decoding: html, as: UTF8.self))
    }
}
