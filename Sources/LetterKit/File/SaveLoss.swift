/// What a save would leave out because the file's kind cannot hold it: ink
/// and pictures need Markdown (a `.letter` or `.md`), the envelope needs front
/// matter (a `.letter`).
///
/// Representation: whether there is ink to lose, how many pictures and
/// attached files, and whether there is an envelope. The paper is not counted:
/// a file without front matter opens on the paper chosen when it is opened,
/// as every plain file does, and the letter's words are all still there.
public struct SaveLoss: Hashable, Sendable {
    public var ink = false
    public var pictures = 0
    public var attachments = 0
    public var envelope = false

    public init(ink: Bool = false, pictures: Int = 0, attachments: Int = 0, envelope: Bool = false) {
        self.ink = ink
        self.pictures = pictures
        self.attachments = attachments
        self.envelope = envelope
    }

    /// Nothing would be lost.
    public var isEmpty: Bool { !ink && pictures == 0 && attachments == 0 && !envelope }

    /// True when everything this loses, `other` loses too: a save the person
    /// already agreed to lose `other` in need not ask again.
    public func isCovered(by other: SaveLoss) -> Bool {
        (!ink || other.ink) && pictures <= other.pictures && attachments <= other.attachments
            && (!envelope || other.envelope)
    }

    /// What is lost, in a few words: "the ink, 2 pictures and the envelope".
    public var phrase: String {
        var parts: [String] = []
        if ink { parts.append(tr("the ink")) }
        if pictures > 0 { parts.append(trn("the picture", "{count} pictures", count: pictures)) }
        if attachments > 0 { parts.append(trn("the attached file", "{count} attached files", count: attachments)) }
        if envelope { parts.append(tr("the envelope")) }
        return parts.isEmpty ? tr("nothing") : WordList.joined(parts)
    }
}

extension LetterFile {
    /// What a file at `path` cannot keep of a letter that has `ink`,
    /// `pictures` and `attachments` (blocks) and an envelope when `envelope`.
    public static func loss(
        savingAt path: String, ink: Bool, pictures: Int, attachments: Int, envelope: Bool
    ) -> SaveLoss {
        var loss = SaveLoss()
        if !carriesInk(path: path) {
            loss.ink = ink
            loss.pictures = pictures
            loss.attachments = attachments
        }
        if !usesFrontMatter(path: path) { loss.envelope = envelope }
        return loss
    }
}
