import Glibc
import LetterKit
import LetterSystem

/// What a successful send leaves behind: a copy of the message in the
/// letterbox's `Sent/` folder, and a `sent:` line in the letter's front
/// matter (`SentRecord`). Done only after the sendmail program said yes, so
/// a failed send changes nothing.
enum SentRecording {
    /// The folder of sent messages in the letterbox.
    static let folderName = "Sent"

    /// Writes `message` as a new file in `box`'s `Sent/` (made, 0700, when
    /// missing), named after the letter and the day (`SentCopyName`); its
    /// path. Never over another file: the bytes go to a temporary file that
    /// is synced, then linked to the first free name (`link` fails on a name
    /// that exists, where `rename` would replace it), so a copy is whole or
    /// absent and an earlier copy is never lost.
    static func keepCopy(_ message: [UInt8], letterName: String, day: CalendarDay, box: String)
        throws(SentRecordingFailure) -> String
    {
        let folder = FilePath.join(box, folderName)
        do { try XDGFolder.makeFolders(folder, mode: 0o700) } catch {
            throw .copy(folder: folder, reason: error.description)
        }
        let temporary: String
        do throws(SaveError) {
            let (path, descriptor) = try SafeSave.createTemporary(in: folder, for: "sent")
            temporary = path
            var failure: SystemError?
            do { try System.writeAll(message, to: descriptor) } catch { failure = error }
            if failure == nil { do { try System.sync(descriptor) } catch { failure = error } }
            do { try System.close(descriptor) } catch { failure = failure ?? error }
            if let failure {
                System.unlink(path)
                throw .writeFailed(path: path, failure)
            }
        } catch {
            throw .copy(folder: folder, reason: error.description)
        }
        defer { System.unlink(temporary) }
        for attempt in 1...1_000 {
            let name = SentCopyName.name(letter: letterName, day: day, attempt: attempt)
            let path = FilePath.join(folder, name)
            if link(temporary, path) == 0 {
                try? SafeSave.syncFolder(folder)
                return path
            }
            let error = SystemError.current
            guard error.code == EEXIST else { throw .copy(folder: folder, reason: error.description) }
        }
        throw .copy(folder: folder, reason: SystemError(EEXIST).description)
    }

    /// Records `record` in `letter`'s front matter and saves it safely
    /// (`SafeSave`); false for a plain file, which has no front matter. A
    /// letter changed on disk since it was read is left alone: saving over
    /// it would lose that change.
    static func record(_ record: SentRecord, in letter: LoadedLetter) throws(SentRecordingFailure) -> Bool {
        var file = letter.file
        guard file.recordSent(record) else { return false }
        if changedOnDisk(letter.path, since: letter.stamp) { throw .changedOnDisk(path: letter.path) }
        do { try SafeSave.save(file, to: letter.path) } catch { throw .record(path: letter.path, reason: error.description) }
        return true
    }
}

/// What could not be left behind after a letter was sent.
enum SentRecordingFailure: Error, Hashable, CustomStringConvertible {
    /// The copy of the message could not be written in `folder`.
    case copy(folder: String, reason: String)
    /// `sent:` could not be saved in the letter at `path`.
    case record(path: String, reason: String)
    /// The letter changed on disk while it was being sent.
    case changedOnDisk(path: String)

    var description: String {
        switch self {
        case .copy(let folder, let reason):
            tr("the letter was sent, but no copy was kept in {folder}: {reason}", ["folder": folder, "reason": reason])
        case .record(let path, let reason):
            tr("the letter was sent, but sent: could not be recorded in {file}: {reason}", ["file": path, "reason": reason])
        case .changedOnDisk(let path):
            tr(
                "the letter was sent, but {file} changed on disk meanwhile: sent: is not recorded in it",
                ["file": path])
        }
    }
}
