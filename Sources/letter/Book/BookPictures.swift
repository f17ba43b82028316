import Glibc
import LetterKit

/// The files a book's HTML page and EPUB show: copied next to the page, or
/// looked at for the EPUB.
///
/// Each file is read only inside the folder it is confined to: a letter's
/// picture inside that letter's folder, the cover inside the book's.
enum BookPictures {
    /// Copies every picture and attachment of `book`'s letters, and its
    /// cover, into `PAGE.files/` next to the HTML page at `output`, as the
    /// export of one letter does (`PagePictures`): the addresses to write,
    /// relative to the page, and why the others are not shown. Without a
    /// page file (standard output, a device) the page refers to the files
    /// where they are.
    static func copy(_ book: BoundBook, folder: String, nextTo output: String?) -> PagePictures {
        var sources: [PictureSource] =
            book.cover.map { [PictureSource(caption: "cover", path: $0, confinedTo: folder)] } ?? []
        for letter in book.letters { sources += letter.pictures.sources }
        return PagePictures.make(sources, nextTo: output)
    }

    /// The folders each file of `book` may be read inside, by path: the
    /// cover's is the book's `folder`, a picture's its letter's. A file
    /// two letters name is read if either may read it (the book carries it
    /// once, for both).
    static func folders(of book: BoundBook, folder: String) -> [String: Set<String>] {
        var folders: [String: Set<String>] = [:]
        if let cover = book.cover { folders[cover, default: []].insert(folder) }
        for letter in book.letters {
            for source in letter.pictures.sources {
                folders[source.path, default: []].insert(source.confinedTo ?? folder)
            }
        }
        return folders
    }

    /// The regular file at `path` opened inside one of `folders`.
    static func open(_ path: String, inside folders: Set<String>) throws(FileRefusal) -> RegularFile {
        var refusal = FileRefusal.outside(folder: folders.first ?? "")
        for folder in folders.sorted() {
            do { return try System.openRegularFile(path, confinedTo: folder) } catch { refusal = error }
        }
        throw refusal
    }

    /// The first bytes of the file at `path`, enough to tell its type; nil
    /// when it cannot be read (outside `folders`, not a regular file).
    static func header(_ path: String, inside folders: Set<String>) -> [UInt8]? {
        guard let file = try? open(path, inside: folders) else { return nil }
        defer { file.close() }
        var bytes = [UInt8](repeating: 0, count: EPUBMedia.headerLength)
        let count = bytes.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(bytes[..<count])
    }
}
