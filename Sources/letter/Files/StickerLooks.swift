import LetterKit
import LetterSystem

/// Stickers' files drawn as their two cells, for the page and the picker.
extension StickerFiles {
    /// How `sticker` of a letter in `folder` looks. Its path is read as a
    /// picture's is: relative, inside the letter's folder once links are
    /// resolved, a regular file, no larger than a sticker.
    static func look(of sticker: Sticker, in folder: String) -> StickerLook {
        guard sticker.isConfined else { return .problem(tr("outside the letter's folder")) }
        return look(at: FilePath.join(folder, sticker.path), confinedTo: folder)
    }

    /// The picture at `path` inside `folder` as a sticker's cells; `bytes`
    /// when they were read already. A shipped sticker's file is known by
    /// its bytes and starts no helper; any other PNG is drawn by the
    /// picture helper, which reads it again within its own checks.
    static func look(at path: String, confinedTo folder: String, bytes known: [UInt8]? = nil) -> StickerLook {
        let bytes: [UInt8]
        if let known {
            bytes = known
        } else {
            do throws(FileRefusal) {
                bytes = try System.readRegularFile(path, limit: sizeLimit, confinedTo: folder).bytes
            } catch {
                return .problem(error.description)
            }
        }
        if let name = ShippedStickers.names.first(where: { ShippedStickers.png(named: $0) == bytes }),
            let cells = ShippedStickers.cells(named: name)
        {
            return .cells(cells)
        }
        guard bytes.starts(with: signature) else { return .problem(tr("not a PNG file")) }
        return PictureHelper.shared.stickerCells(at: path, confinedTo: folder)
    }

    /// The stickers on `shelf`, of a letter in `folder`, whose file cannot
    /// be read there (missing, not a regular file, outside the folder), each
    /// with the reason; a shipped name is drawn without its file and is
    /// left out. What `letter check` notes.
    static func unreadable(on shelf: StickerShelf, in folder: String) -> [(sticker: Sticker, reason: String)] {
        shelf.stickers.compactMap { sticker in
            guard ShippedStickers.cells(named: sticker.name) == nil else { return nil }
            guard sticker.isConfined else { return (sticker, tr("outside the letter's folder")) }
            do throws(FileRefusal) {
                try System.openRegularFile(FilePath.join(folder, sticker.path), confinedTo: folder).close()
                return nil
            } catch {
                return (sticker, error.description)
            }
        }
    }
}
