import Foundation
import LetterKit
import ZIPFoundation

/// A book's EPUB files zipped into one container with ZIPFoundation: the
/// `mimetype` first and stored uncompressed (as the OCF spec wants, so a
/// reader can tell an EPUB by its first bytes), everything else deflated.
/// An ODT file is the same kind of zip (`mimetype` first and stored), so
/// the ODT export (`ODTExport`) zips its package here too.
///
/// Why this file imports Foundation: ZIPFoundation's archive is built from
/// `Data` and `Date`. The rest of the program stays without it; this is the
/// only file that names a Foundation type.
///
/// Limitations: the zip is built in memory, pictures and all, and written
/// in one piece (as every export is, through `OutputDestination`).
enum EPUBArchive {
    /// The zip of `files`, pictures read from disk (each only inside one of
    /// the `folders` its path is given, and only a regular file), each entry
    /// dated `modified` (seconds since 1970); or why it could not be made.
    static func zip(
        _ files: [EPUBBook.File], modified: Int64, folders: (String) -> Set<String> = { _ in [] }
    ) throws(BookFileError) -> [UInt8] {
        let date = Date(timeIntervalSince1970: TimeInterval(modified))
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            for file in files {
                let bytes: Data
                switch file.content {
                case .text(let text): bytes = Data(text.utf8)
                case .copy(let path): bytes = Data(try readPicture(path, inside: folders(path)))
                case .bytes(let held): bytes = Data(held)
                }
                let stored = file.path == "mimetype"
                try archive.addEntry(
                    with: file.path, type: .file, uncompressedSize: Int64(bytes.count), modificationDate: date,
                    permissions: 0o644, compressionMethod: stored ? .none : .deflate
                ) { position, size in
                    bytes.subdata(in: Int(position)..<min(bytes.count, Int(position) + size))
                }
            }
            guard let data = archive.data else { throw BookFileError(message: tr("the EPUB could not be zipped")) }
            return [UInt8](data)
        } catch let error as BookFileError {
            throw error
        } catch {
            throw BookFileError(message: tr("the EPUB could not be zipped: {reason}", ["reason": String(describing: error)]))
        }
    }

    /// A picture's bytes, or why they cannot be read.
    private static func readPicture(_ path: String, inside folders: Set<String>) throws(BookFileError) -> [UInt8] {
        do throws(FileRefusal) {
            let file = try BookPictures.open(path, inside: folders.isEmpty ? [PicturePath.folder(of: path)] : folders)
            defer { file.close() }
            return try file.readAll(limit: 256 << 20)
        } catch {
            throw BookFileError(message: tr("{path}: cannot read: {reason}", ["path": path, "reason": error]))
        }
    }
}
