import LetterKit
import LetterSystem

/// The files a message carries of a letter: the pictures and stickers its
/// HTML page shows (each with the Content-ID the page's `cid:` address
/// names) and the files sent beside it (its sounds, films and other
/// attached files).
///
/// Read as an export reads them, since a letter is untrusted input: each
/// file only inside the folder its letter confines it to (no `..`, no link
/// out of it), only a regular file, never more than a limit. A picture that
/// cannot be read this way is its frame with the reason on the page, as an
/// export draws it; only a PNG, JPEG or GIF is carried (what every mail
/// program shows), an SVG drawing (which can run scripts and fetch) as the
/// PNG drawn of it, as an export copies it. A file to
/// attach that cannot be read stops the send with the reason: a letter is
/// never sent without a file it says it has.
struct MailFiles {
    /// The pictures and stickers, in the order the page shows them.
    var pictures: [MailDraft.File] = []
    var attachments: [MailDraft.File] = []
    /// The `cid:` address of each carried picture, by path.
    var addresses: [String: String] = [:]
    /// Why a picture is not carried, by path.
    var problems: [String: PictureProblem] = [:]
    var stickerAddresses: [Sticker: String] = [:]

    /// The most a picture may weigh: a larger one is its frame.
    static let pictureLimit = 10 << 20
    /// The most all the files of a message may weigh: past it many mail
    /// servers refuse a message (base64 adds a third on the way).
    static let totalLimit = 18 << 20

    /// The files of `sources` (the letter's blocks) and of `stickers` (the
    /// sticker pictures an export carries), Content-IDs ending in `token`;
    /// or why the letter cannot be sent.
    static func gather(_ sources: [PictureSource], stickers: StickerPictures, shelf: StickerShelf, token: String)
        throws(Failure) -> MailFiles
    {
        var files = MailFiles()
        var seen = Set<String>()
        var total = 0
        for source in sources where !PictureTarget.isAddress(source.path) && seen.insert(source.path).inserted {
            if source.kind == .picture {
                files.carry(picture: source, token: token, total: &total)
            } else {
                try files.attach(source, total: &total)
            }
        }
        for sticker in shelf.stickers {
            guard let png = stickers[sticker], files.stickerAddresses[sticker] == nil else { continue }
            let id = "sticker\(files.stickerAddresses.count + 1).\(token)@letter"
            let name = MailDraft.headerText(sticker.name)
            files.pictures.append(
                MailDraft.File(
                    name: (name.isEmpty ? "sticker" : name) + ".png", mediaType: "image/png", contentID: id, bytes: png))
            files.stickerAddresses[sticker] = "cid:" + id
            total += png.count
        }
        guard total <= totalLimit else {
            throw Failure(message: tr("the letter's files are too large to send ({bytes} bytes; the limit is {limit})", ["bytes": total, "limit": totalLimit]))
        }
        return files
    }

    /// Reads the picture `source` for the page, or notes why it is its frame.
    private mutating func carry(picture source: PictureSource, token: String, total: inout Int) {
        let bytes: [UInt8]
        do {
            bytes = try System.readRegularFile(source.path, limit: Self.pictureLimit, confinedTo: source.confinedTo).bytes
        } catch {
            problems[source.path] = Self.problem(error)
            return
        }
        let type = EPUBMedia(header: Array(bytes.prefix(EPUBMedia.headerLength)))
        if type == .svg || PictureTarget.isVectorDrawing(source.path) {
            carry(drawing: source, token: token, total: &total)
            return
        }
        guard let type else {
            problems[source.path] = .unreadable(reason: tr("only PNG, JPEG and GIF pictures are sent"))
            return
        }
        add(source, bytes: bytes, type: type, name: Self.name(of: source), token: token, total: &total)
    }

    /// Carries the SVG drawing `source` as the PNG the picture helper draws
    /// of it, as an export copies it, never as itself; its frame when none
    /// can be drawn.
    private mutating func carry(drawing source: PictureSource, token: String, total: inout Int) {
        guard let png = PictureHelper.shared.drawingPNG(at: source.path, confinedTo: source.confinedTo),
            StickerPictures.isPNG(png), png.count <= Self.pictureLimit
        else {
            problems[source.path] = .damaged(reason: PictureTarget.vectorDrawingNote)
            return
        }
        let name = Self.name(of: source)
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        add(source, bytes: png, type: .png, name: (stem.isEmpty ? "drawing" : stem) + ".png", token: token, total: &total)
    }

    /// Carries `bytes` of `type` for `source`, at a Content-ID of its own.
    private mutating func add(
        _ source: PictureSource, bytes: [UInt8], type: EPUBMedia, name: String, token: String, total: inout Int
    ) {
        let id = "picture\(addresses.count + 1).\(token)@letter"
        pictures.append(MailDraft.File(name: name, mediaType: type.mediaType, contentID: id, bytes: bytes))
        addresses[source.path] = "cid:" + id
        total += bytes.count
    }

    /// Reads the file `source` to send beside the letter.
    private mutating func attach(_ source: PictureSource, total: inout Int) throws(Failure) {
        let bytes: [UInt8]
        do {
            bytes = try System.readRegularFile(source.path, limit: Self.totalLimit, confinedTo: source.confinedTo).bytes
        } catch {
            throw Failure(message: tr("{file} cannot be sent with the letter: {reason}", ["file": source.fileName, "reason": error]))
        }
        attachments.append(
            MailDraft.File(
                name: Self.name(of: source), mediaType: MailPage.mediaType(ofFileNamed: source.fileName), contentID: nil,
                bytes: bytes))
        total += bytes.count
    }

    /// The name a reader saves `source` as: its file's name, without the
    /// control characters a header has no place for.
    static func name(of source: PictureSource) -> String {
        let name = MailDraft.headerText(source.fileName)
        return name.isEmpty ? "file" : name
    }

    /// The picture problem a refused read is, as the page's frame says it.
    static func problem(_ refusal: FileRefusal) -> PictureProblem {
        switch refusal {
        case .missing: .missing
        case .outside: .outsideFolder
        case .notRegular: .notAFile
        case .tooLarge(let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
        case .unreadable(let error): .unreadable(reason: error.description)
        }
    }
}
