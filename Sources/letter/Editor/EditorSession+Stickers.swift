import LetterKit

/// Alt-S's stickers: the person's own listed for the picker, and the files
/// of those put in written beside the letter as it is saved.
extension EditorSession {
    func listStickers() -> EditorReply {
        let own = StickerFiles.own(in: StickerFiles.ownFolder())
        return .stickersListed(own.choices, skipped: own.skipped)
    }

    func writeStickers(_ files: [StickerWrite], folder: String) -> EditorReply {
        .stickersWritten(StickerFiles.write(files, folder: folder))
    }
}
