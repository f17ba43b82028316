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
    /// Those who get a copy (`--cc`).
    var cc: [String] = []
    /// The sender config.toml names (`from`), for when `from` is not given.
    var settingsFrom: MailDraft.Mailbox? = nil

    /// What to send of `letter`: its people from the envelope and the
    /// options, its subject, its lines as render prints them, its HTML page
    /// and the files they show (`MailFiles`); or why it cannot be sent, as
    /// one line.
    func draft() throws(Failure) -> MailDraft {
        let file = letter.path
        let envelope = letter.file.envelope
        guard let sender = from ?? settingsFrom?.address else {
            throw Failure(message: tr("the sender's e-mail address is not known: give --from ADDRESS or set from in config.toml"))
        }
        let addresses = to.isEmpty ? (envelope[.email].map { [$0] } ?? []) : to
        guard !addresses.isEmpty else {
            throw Failure(message: tr("{file} has no recipient: fill the envelope's e-mail or give --to ADDRESS", ["file": file]))
        }
        for address in [sender] + addresses + cc where !MailDraft.isAddress(address) {
            throw Failure(message: tr("{address} is not an e-mail address", ["address": address]))
        }
        // The envelope's name goes with its own address, not with --to's;
        // config.toml's name with its own address, when the envelope has none.
        let recipients = addresses.map { MailDraft.Mailbox(name: to.isEmpty ? envelope[.to] : nil, address: $0) }
        let senderName = envelope[.from] ?? (from == nil ? settingsFrom?.name : nil)
        let page = letter.page(on: paper)
        let source = letter.exportSource(on: paper, for: .html)
        let folder = PicturePath.folder(of: file)
        let stickers = page.document.stickers
        let files = try MailFiles.gather(
            Export.pictureSources(of: page), stickers: PageStickers.pictures(of: stickers, folder: folder),
            shelf: stickers, token: Self.token())
        let attached = files.attachments.map(\.name)
        let subject = MailDraft.subject(
            title: letter.file.frontMatter?.value(for: "title"), lines: page.document.shownLines)
        let html = MailPage.html(
            of: page.document.styledParagraphs, paper: paper, title: subject.isEmpty ? Export.fileName(file) : subject,
            language: source.language, pictures: page.document.pictures, addresses: files.addresses,
            problems: files.problems, envelope: envelope, stickers: stickers,
            stickerAddresses: files.stickerAddresses, attached: attached)
        let plain = Render.text(of: page, color: false, media: MediaReaders.standard)
        return MailDraft(
            from: MailDraft.Mailbox(name: senderName, address: sender), to: recipients,
            cc: cc.map { MailDraft.Mailbox(name: nil, address: $0) }, subject: subject,
            plain: MailPage.plain(plain, attached: attached), html: html, pictures: files.pictures,
            attachments: files.attachments)
    }

    /// What makes this message's Content-IDs its own: 16 random hex digits
    /// (RFC 2392 asks for an identifier unique in the world; the message's
    /// own parts are all a reader resolves).
    static func token() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
