import Glibc
import LetterKit
import LetterSystem

/// Stickers' PNG files on disk: the person's own, listed for the picker, and
/// the files of the stickers put in, written beside a letter when it is saved.
enum StickerFiles {
    /// The largest sticker file read: a sticker is drawn two cells wide, so
    /// anything larger is not a sticker (and a huge file is not read whole).
    static let sizeLimit = 256 * 1024
    /// The most stickers listed from the person's folder.
    static let countLimit = 500
    /// The first bytes of every PNG file.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `$XDG_CONFIG_HOME/letter/stickers` (or `~/.config/letter/stickers`).
    static func ownFolder() -> String? {
        StationeryFolders.configFolder(environment: StationeryFolders.environment).map {
            FilePath.join($0, "stickers")
        }
    }

    /// The person's stickers: the regular `*.png` files of `folder`, read
    /// inside it (a link out of it is refused), each under `sizeLimit` and
    /// starting as a PNG does, with its cells when it can be drawn; and how
    /// many other files were left out.
    static func own(in folder: String?) -> (choices: [StickerChoice], skipped: Int) {
        guard let folder, let names = System.names(in: folder) else { return ([], 0) }
        var choices: [StickerChoice] = []
        var skipped = 0
        for name in names.sorted() where !name.hasPrefix(".") {
            guard name.count > 4, name.lowercased().hasSuffix(".png"), choices.count < countLimit,
                let read = try? System.readRegularFile(
                    FilePath.join(folder, name), limit: sizeLimit, confinedTo: folder),
                read.bytes.starts(with: signature)
            else {
                skipped += 1
                continue
            }
            let path = FilePath.join(folder, name)
            let cells = look(at: path, confinedTo: folder, bytes: read.bytes).cells
            choices.append(StickerChoice(name: String(name.dropLast(4)), png: read.bytes, isOwn: true, cells: cells))
        }
        return (choices, skipped)
    }

    /// Writes each sticker's file under `folder` at its path, making the
    /// path's folders; a file already there with the same bytes is kept, one
    /// with other bytes is never touched: the sticker takes the next free
    /// name (`heart-2.png`, …). A path that is not confined (absolute, `..`)
    /// is not written.
    static func write(_ files: [StickerWrite], folder: String) -> StickerWriteResult {
        var written: [Int: String] = [:]
        var notWritten: [StickerNotWritten] = []
        for file in files {
            guard Sticker(name: "", path: file.path).isConfined else {
                notWritten.append(StickerNotWritten(path: file.path, problem: .invalid))
                continue
            }
            do throws(SystemError) {
                // New folders take the user's umask, as the letter does.
                try XDGFolder.makeFolders(
                    FilePath.absolute(FilePath.join(folder, FilePath.folder(of: file.path))), mode: 0o777)
                written[file.id] = try place(file, in: folder)
            } catch {
                notWritten.append(StickerNotWritten(path: file.path, problem: error.problem))
            }
        }
        return StickerWriteResult(written: written, notWritten: notWritten)
    }

    /// Puts `file` at its path or the first numbered name free or holding
    /// the same bytes; the path it is at.
    private static func place(_ file: StickerWrite, in folder: String) throws(SystemError) -> String {
        let stem = file.path.lowercased().hasSuffix(".png") ? String(file.path.dropLast(4)) : file.path
        for number in 1...99 {
            let candidate = number == 1 ? file.path : "\(stem)-\(number).png"
            let target = FilePath.join(folder, candidate)
            switch System.linkStatus(target) {
            case .success:
                let same = try? System.readRegularFile(target, limit: sizeLimit, confinedTo: folder)
                if same?.bytes == file.png { return candidate }
                continue
            case .failure(let error) where error.code == ENOENT:
                let descriptor: Int32
                do {
                    descriptor = try System.open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o666)
                } catch {
                    if error.code == EEXIST { continue }
                    throw error
                }
                do {
                    try System.writeAll(file.png, to: descriptor)
                } catch {
                    _ = Glibc.close(descriptor)
                    _ = System.unlink(target)
                    throw error
                }
                try System.close(descriptor)
                return candidate
            case .failure(let error):
                throw error
            }
        }
        throw SystemError(EEXIST)
    }
}
