import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit
import LetterSystem

/// Copies a letter's attached files into its `NAME.files` folder before the
/// letter is saved, so the letter folder can be moved or mailed whole.
///
/// Names are kept; a name already on disk, or chosen for an earlier file of
/// the same request, is numbered before its extension (`photo-2.jpg`,
/// `photo-3.jpg`, …), so nothing in the folder is ever replaced. Each copy is
/// written as `SafeSave` writes a letter: to a hidden temporary file in the
/// folder, synced, then put in place under its name; `link` rather than
/// `rename` puts it there, because `link` refuses a name someone took
/// meanwhile where `rename` would replace it.
///
/// Each original is opened as `System.openRegularFile` opens files: without
/// blocking, only a regular file, and inside the folder it is confined to
/// (a path the letter wrote): one that cannot be read so (missing, a FIFO,
/// a device, outside) is not copied, and is said, so a save never hangs and
/// never fails for a picture it cannot read. Writing is all or nothing: if
/// a copy cannot be written, the copies this request made are removed (and
/// the folder, if this request made it), and the reason names the file in
/// the system's words. A file already inside the folder is not
/// copied (but given back as `folder/NAME`, however it was named, so the
/// caller sees it inside and does not ask again), and a file asked for twice
/// is copied once.
///
/// Limitations: a filesystem without hard links (FAT) gets `rename` after a
/// check that the name is free, which a writer racing us could beat; only
/// the permission bits of the original are kept, not its owner or times.
enum AttachmentCopier {
    /// Copies `request.files` into `request.folder`; the copies' paths,
    /// `folder/NAME`, in the form the folder was given.
    static func copy(_ request: AttachmentCopies) -> AttachmentCopyResult {
        do {
            var notCopied: [PictureNotCopied] = []
            let copies = try copyAll(request, notCopied: &notCopied)
            return .copied(copies, notCopied: notCopied)
        } catch {
            return .failed(error)
        }
    }

    /// The most numbered names tried for one file before giving up.
    static let numberLimit = 10_000

    private static func copyAll(_ request: AttachmentCopies, notCopied: inout [PictureNotCopied])
        throws(AttachmentCopyProblem) -> [PictureCopy]
    {
        let folder = request.folder.isEmpty ? "." : request.folder
        guard !request.files.isEmpty else { return [] }
        let madeFolder = try makeFolder(folder)
        let realFolder = (try? FilePath.real(folder).get()) ?? folder
        var made: [String] = []
        var chosen: Set<String> = []
        var copies: [String: String] = [:]
        var result: [PictureCopy] = []
        do throws(AttachmentCopyProblem) {
            for file in request.files {
                if let copy = copies[file.path] {
                    result.append(PictureCopy(id: file.id, path: copy))
                } else if PicturePath.isInside(file.path, folder: folder) {
                    result.append(file)
                } else if let inside = pathInside(file.path, folder: folder, realFolder: realFolder) {
                    // Named another way (absolute, through a link): given back
                    // in the folder's form, so the caller sees it inside.
                    result.append(PictureCopy(id: file.id, path: inside))
                } else {
                    let input: RegularFile
                    do { input = try System.openRegularFile(file.path, confinedTo: file.confinedTo) } catch {
                        notCopied.append(PictureNotCopied(id: file.id, path: file.path, reason: error.description))
                        continue
                    }
                    let target = try copyFile(input, from: file.path, into: folder, avoiding: &chosen)
                    made.append(target)
                    copies[file.path] = target
                    result.append(PictureCopy(id: file.id, path: target))
                }
            }
            if !made.isEmpty {
                do { try SafeSave.syncFolder(folder) } catch { throw .cannotSync(folder: folder, SystemError(error.code ?? EIO).problem) }
            } else if madeFolder {
                // Nothing could be read to copy: no empty folder is left.
                rmdir(folder)
            }
        } catch {
            for path in made { unlink(path) }
            if madeFolder { rmdir(folder) }
            throw error
        }
        return result
    }

    /// Makes `folder` if it is missing (its parent, the letter's folder,
    /// exists); true if it was made here.
    private static func makeFolder(_ folder: String) throws(AttachmentCopyProblem) -> Bool {
        switch System.status(folder) {
        case .success(let status):
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .folderIsNotAFolder(folder: folder) }
            return false
        case .failure(let error) where error.code == ENOENT:
            guard mkdir(folder, 0o777) == 0 else { throw .cannotMakeFolder(folder: folder, SystemError.current.problem) }
            return true
        case .failure(let error):
            throw .cannotMakeFolder(folder: folder, error.problem)
        }
    }

    /// `path` as `folder/…` when, links followed, it already lies in the
    /// folder (or below it); nil when it lies elsewhere.
    private static func pathInside(_ path: String, folder: String, realFolder: String) -> String? {
        guard case .success(let real) = FilePath.real(PicturePath.folder(of: path)) else { return nil }
        let name = PicturePath.fileName(of: path)
        if real == realFolder { return FilePath.join(folder, name) }
        let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        guard real.hasPrefix(prefix) else { return nil }
        return FilePath.join(folder, String(real.dropFirst(prefix.count)) + "/" + name)
    }

    /// Copies the opened `file` (from `source`) into `folder` under its own
    /// name, numbered if taken; the copy's path. Closes `file`.
    private static func copyFile(
        _ file: RegularFile, from source: String, into folder: String, avoiding chosen: inout Set<String>
    ) throws(AttachmentCopyProblem) -> String {
        let name = PicturePath.fileName(of: source)
        let input = file.descriptor
        defer { file.close() }

        let temporary: String
        let output: Int32
        do { (temporary, output) = try SafeSave.createTemporary(in: folder, for: name) } catch {
            throw .cannotCopy(path: source, folder: folder, SystemError(error.code ?? EIO).problem)
        }
        var open = true
        do throws(AttachmentCopyProblem) {
            func fail(_ error: SystemError) -> AttachmentCopyProblem {
                .cannotCopy(path: source, folder: folder, error.problem)
            }
            // A new file of the user's, as `cp` makes it: the umask decides.
            if fchmod(output, System.newFileMode) != 0 { throw fail(.current) }
            try pour(from: input, to: output, source: source, fail: fail)
            do { try System.sync(output) } catch { throw fail(error) }
            open = false
            do { try System.close(output) } catch { throw fail(error) }
            let target = try place(temporary, name: name, in: folder, avoiding: &chosen, fail: fail)
            unlink(temporary)
            return target
        } catch {
            if open { Glibc.close(output) }
            unlink(temporary)
            throw error
        }
    }

    /// Reads `input` to its end into `output`.
    private static func pour(
        from input: Int32, to output: Int32, source: String, fail: (SystemError) -> AttachmentCopyProblem
    ) throws(AttachmentCopyProblem) {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: source, SystemError.current.problem)
            }
            if count == 0 { return }
            do { try System.writeAll(Array(buffer[..<count]), to: output) } catch { throw fail(error) }
        }
    }

    /// Gives the written `temporary` its name in the folder: `name`, or the
    /// first free numbered form of it. The path it got.
    private static func place(
        _ temporary: String, name: String, in folder: String, avoiding chosen: inout Set<String>,
        fail: (SystemError) -> AttachmentCopyProblem
    ) throws(AttachmentCopyProblem) -> String {
        for number in 1...numberLimit {
            let candidate = numbered(name, number)
            guard !chosen.contains(candidate) else { continue }
            let target = FilePath.join(folder, candidate)
            if link(temporary, target) == 0 {
                chosen.insert(candidate)
                return target
            }
            let error = SystemError.current
            if error.code == EEXIST { continue }
            // No hard links on this filesystem: rename, if the name is free.
            guard [EPERM, EOPNOTSUPP, EMLINK, EXDEV].contains(error.code) else { throw fail(error) }
            guard case .failure(let missing) = System.linkStatus(target), missing.code == ENOENT else { continue }
            guard rename(temporary, target) == 0 else { throw fail(.current) }
            chosen.insert(candidate)
            return target
        }
        throw .noFreeName(name: name, folder: folder)
    }

    /// `name` with `number` before its extension: `photo.jpg`, `photo-2.jpg`;
    /// a name without one (or a hidden one, `.plan`) gets it at the end.
    static func numbered(_ name: String, _ number: Int) -> String {
        guard number > 1 else { return name }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(name)-\(number)" }
        return "\(name[..<dot])-\(number)\(name[dot...])"
    }
}
