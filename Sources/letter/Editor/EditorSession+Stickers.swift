import LetterKit

/// Alt-S's stickers: the person's own listed for the picker, the files of
/// those put in written beside the letter as it is saved, and the letter's
/// stickers drawn from their files.
extension EditorSession {
    func listStickers() -> EditorReply {
        let own = StickerFiles.own(in: StickerFiles.ownFolder())
        return .stickersListed(own.choices, skipped: own.skipped)
    }

    func writeStickers(_ files: [StickerWrite], folder: String) -> EditorReply {
        .stickersWritten(StickerFiles.write(files, folder: folder))
    }

    /// The stickers of the letter drawn from their files, one at a time
    /// while no key waits (as pictures are), so a key never waits on one.
    func drawStickers(_ requests: [StickerRequest]) {
        for request in requests {
            whenIdle(request) {
                let look = StickerFiles.look(of: request.sticker, in: request.folder)
                return .stickersDrawn([StickerDrawn(id: request.id, sticker: request.sticker, look: look)])
            }
        }
    }
}
