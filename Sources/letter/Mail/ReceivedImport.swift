import Glibc
// `stat`'s fields: see BoxFolder.
import CoreFoundation
import LetterKit
import LetterSystem

/// A received message written as a letter on disk: the letter at `output`,
/// its pictures in the letter's files folder beside it, and nothing else,
/// nowhere else.
///
/// Every picture is created inside that folder under a name the core made
/// plain (`SafeFileNames`), opened with `O_CREAT | O_EXCL | O_NOFOLLOW`, so
/// a link planted where a picture goes is never followed; the folder itself
/// must be a real folder (a link there is refused).
struct ReceivedImport {
    /// The letter's path (a .letter or .md).
    var output: String
    /// The paper asked for on the command line; nil to choose one that holds
    /// the whole message (`ReceivedLetter.paper`).
    var paper: Paper?
    /// The default paper and the shelf's papers, to choose from.
    var standard: Paper
    var shelf: [Paper]
    /// Replace an existing letter and pictures of the same names.
    var force = false

    /// Writes the letter of `message`; the notes to say (parts skipped,
    /// what did not fit).
    func write(_ message: ReceivedMessage) throws(Failure) -> [String] {
        let folder = PicturePath.folder(of: output)
        let filesPath = PicturePath.filesFolder(forLetterAt: output)
        let received = ReceivedLetter(of: message, filesFolder: PicturePath.fileName(of: filesPath))
        let chosen = paper ?? received.paper(standard: standard, shelf: shelf, folder: folder)
        let imported: RunsImport
        do { imported = try LetterRuns.page(from: received.lines, paper: chosen, folder: folder) } catch {
            throw Failure(message: "\(output): \(error)")
        }
        if !received.files.isEmpty { try writePictures(received.files, into: filesPath) }
        let document = imported.page.document
        var letter = LetterFile.newLetter(path: output, paper: chosen)
        letter.setEnvelope(received.envelope)
        letter.body = LetterFile.body(
            of: document.styledParagraphs, ink: true, pictures: document.pictures, stickers: document.stickers,
            folder: folder)
        do { try SafeSave.save(letter, to: output) } catch { throw Failure(message: error.description) }
        var notes = received.skipped.map(Self.note(for:))
        if let leftOut = imported.leftOut { notes.append(leftOut.description) }
        return notes
    }

    /// A skipped part as a sentence.
    static func note(for part: ReceivedMessage.SkippedPart) -> String {
        let name = part.name.isEmpty ? part.mediaType : part.name
        switch part.reason {
        case .notPicture:
            return tr("{name} ({type}) is not a picture: left in the message", ["name": name, "type": part.mediaType])
        case .tooLarge:
            return tr(
                "{name} is {size}, over the {limit} a picture may be: left in the message",
                ["name": name, "size": ByteCount(Int64(part.bytes)), "limit": ByteCount(Int64(part.limit ?? ReceivedMessage.pictureLimit))])
        }
    }

    /// Also a document's pictures (`Import.importDocument`).
    func writePictures(_ files: [ReceivedLetter.File], into folder: String) throws(Failure) {
        if mkdir(folder, 0o777) != 0 {
            let error = SystemError.current
            guard error.code == EEXIST else {
                throw Failure(message: tr("{folder}: could not be made: {reason}", ["folder": folder, "reason": error.description]))
            }
            var status = stat()
            guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(message: tr("{folder} is not a folder: the pictures were not saved", ["folder": folder]))
            }
        }
        for file in files {
            let path = folder + "/" + file.name
            if force { unlink(path) }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                let error = SystemError.current
                throw Failure(message: tr("{file}: could not be written: {reason}", ["file": path, "reason": error.description]))
            }
            defer { close(descriptor) }
            do throws(SystemError) { try System.writeAll(file.bytes, to: descriptor) } catch {
                throw Failure(message: tr("{file}: could not be written: {reason}", ["file": path, "reason": error.description]))
            }
        }
    }
}

extension ReceivedImport {
    /// A path in `folder` for the letter of `message` that names nothing
    /// yet (neither the letter nor its files folder): its day and subject
    /// (`ReceivedLetter.name(of:)`), numbered " 2", " 3"… when taken.
    static func freePath(for message: ReceivedMessage, in folder: String) -> String {
        let stem = ReceivedLetter.name(of: message)
        var number = 1
        while true {
            let path = FilePath.join(folder, (number == 1 ? stem : stem + " \(number)") + ".letter")
            var status = stat()
            if lstat(path, &status) != 0, lstat(PicturePath.filesFolder(forLetterAt: path), &status) != 0 {
                return path
            }
            number += 1
        }
    }

    /// Makes `folder` if it is missing (0700: letters are private); an
    /// existing one must be a folder.
    static func makeFolder(_ folder: String) throws(Failure) {
        do { try XDGFolder.makeFolders(folder, mode: 0o700) } catch {
            throw Failure(message: tr("{folder}: could not be made: {reason}", ["folder": folder, "reason": error.description]))
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(message: tr("{folder} is not a folder", ["folder": folder]))
        }
    }
}
