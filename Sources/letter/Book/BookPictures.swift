import Glibc
import LetterKit
import LetterPictures

/// The files a book's HTML page and EPUB show: copied next to the page, or
/// looked at for the EPUB.
enum BookPictures {
    /// Copies every picture and attachment of `book`'s letters, and its
    /// cover, into `PAGE.files/` next to the HTML page at `output`, as the
    /// export of one letter does; the addresses to write, relative to the
    /// page, by file. Without a page file (standard output, a device) the
    /// page refers to the files where they are. Files that cannot be read
    /// are left out (the page names them where they were); a copy that
    /// fails leaves the page naming the originals, with a note.
    static func copy(_ book: BoundBook, nextTo output: String?) -> [String: String] {
        guard let output, output != "-", case .file = OutputDestination.of(output) else { return [:] }
        var paths: [String] = book.cover.map { [$0] } ?? []
        for letter in book.letters { paths += letter.pictures.sources.map(\.path) }
        var seen = Set<String>()
        // No address is fetched; an SVG drawing is copied as the PNG drawn of
        // it, never as itself (the page draws its frame when it cannot be drawn).
        let drawings = DrawnDrawings()
        defer { withExtendedLifetime(drawings) {} }
        var sourceOf: [String: String] = [:]
        let files = paths.filter { !PictureTarget.isAddress($0) && seen.insert($0).inserted && isRegularFile($0) }
            .compactMap { path -> String? in
                guard PictureTarget.isVectorDrawing(path) || VectorDrawing.isDrawing(at: path) else { return path }
                guard let png = drawings.png(for: path) else { return nil }
                sourceOf[png] = path
                return png
            }
            .enumerated().map { PictureCopy(id: $0.offset, path: $0.element) }
        guard !files.isEmpty else { return [:] }
        let folder = PicturePath.filesFolder(forLetterAt: output)
        switch AttachmentCopier.copy(AttachmentCopies(folder: folder, files: files)) {
        case .copied(let copies):
            var addresses: [String: String] = [:]
            let pageFolder = PicturePath.folder(of: output)
            for copy in copies where files.indices.contains(copy.id) {
                let path = files[copy.id].path
                addresses[sourceOf[path] ?? path] = PicturePath.written(copy.path, forLetterIn: pageFolder)
            }
            return addresses
        case .failed(let reason):
            StandardError.say("note: the pictures were not copied next to the page: \(reason)")
            return [:]
        }
    }

    /// The first bytes of the file at `path`, enough to tell its type; nil
    /// when it cannot be read.
    static func header(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: EPUBMedia.headerLength)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return Array(bytes[..<count])
    }

    private static func isRegularFile(_ path: String) -> Bool {
        guard case .success(let status) = System.status(path) else { return false }
        return status.st_mode & S_IFMT == S_IFREG
    }
}
