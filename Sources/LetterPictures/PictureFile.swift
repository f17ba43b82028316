import LetterKit
import LetterSystem
import CChafa
import Glibc

/// A picture's facts read without decoding it: its format and pixel size from
/// the header, its byte size and stamp from `stat`.
///
/// Looking is cheap and bounded (a `stat` and the first few kilobytes), so the
/// editor can refuse a picture it must not decode — too large a file, too many
/// pixels, not a picture at all — before it spends memory on it.
struct PictureFile: Hashable, Sendable {
    /// The limits a picture must keep to be decoded.
    struct Limits: Hashable, Sendable {
        /// The largest file, in bytes.
        var bytes: Int64
        /// The most pixels on either side.
        var side: Int

        /// 50 MB and 10,000 pixels a side: a photograph from any camera fits,
        /// and the decoded pixels (at most 400 MB, shrunk on decoding where
        /// the format allows) stay within reach of a small machine.
        static let standard = Limits(bytes: 50 << 20, side: 10_000)
    }

    /// The path as given.
    let path: String
    /// The format's short name, as gdk-pixbuf calls it: "png", "jpeg", "gif".
    let format: String
    /// The picture's size in pixels, from its header.
    let width: Int
    let height: Int
    /// The file's size in bytes.
    let bytes: Int64
    /// The file as it was when looked at; a changed stamp means a new picture.
    let stamp: DiskStamp

    /// Looks at the picture at `path` and refuses it, with the reason, if it
    /// is missing, unreadable, not a picture, or over `limits`. Nothing is
    /// decoded: the size comes from the header (`gdk_pixbuf_get_file_info`).
    static func inspect(_ path: String, limits: Limits = .standard) throws(PictureError) -> PictureFile {
        guard !PictureTarget.isAddress(path) else { throw .address(path: path) }
        // gdk-pixbuf's first call may be next: its warnings are kept, never printed.
        LibraryMessages.capture()
        let status: stat
        switch System.status(path) {
        case .success(let found):
            status = found
        case .failure(let error):
            throw error.code == ENOENT ? .missing(path: path) : .unreadable(path: path, error)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        let stamp = DiskStamp(status)
        guard stamp.size <= limits.bytes else { throw .tooLarge(path: path, bytes: stamp.size, limit: limits.bytes) }
        try checkReadable(path)

        var width: Int32 = 0
        var height: Int32 = 0
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height), width > 0, height > 0 else {
            throw .notAPicture(path: path)
        }
        guard width <= limits.side, height <= limits.side else {
            throw .tooManyPixels(path: path, width: Int(width), height: Int(height), limit: limits.side)
        }
        return PictureFile(
            path: path, format: formatName(format), width: Int(width), height: Int(height), bytes: stamp.size,
            stamp: stamp)
    }

    /// Opens and closes the file: `stat` succeeds on a file its owner keeps
    /// private, and gdk-pixbuf would only say "not a picture" about it.
    private static func checkReadable(_ path: String) throws(PictureError) {
        do {
            let descriptor = try System.open(path, O_RDONLY | O_NONBLOCK)
            try? System.close(descriptor)
        } catch {
            throw .unreadable(path: path, error)
        }
    }

    /// The format's name; gdk-pixbuf hands over a copy to free.
    private static func formatName(_ format: OpaquePointer) -> String {
        guard let name = gdk_pixbuf_format_get_name(format) else { return "unknown" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
