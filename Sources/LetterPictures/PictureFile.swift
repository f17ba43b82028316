import LetterKit
import LetterSystem
import CChafa
import Glibc
import LetterPictureFiles

/// A picture's facts read without decoding it: its format and pixel size from
/// the header, its byte size and stamp from `fstat`.
///
/// Looking is cheap and bounded (an `fstat` and the first few kilobytes), so
/// the editor can refuse a picture it must not decode — outside the letter's
/// folder, not a regular file, too large a file, too many pixels, not a
/// picture at all — before it spends memory on it. The file is opened once,
/// without blocking (`System.openRegularFile`), and gdk-pixbuf reads that
/// open file through its descriptor's path, never the name again.
struct PictureFile: Hashable, Sendable {
    /// The limits a picture must keep to be decoded.
    struct Limits: Hashable, Sendable {
        /// The largest file, in bytes.
        var bytes: Int64
        /// The most pixels on either side.
        var side: Int
        /// The most pixels in all, width × height: what bounds the memory
        /// decoding takes, whatever the file's size (a 35-byte GIF may claim
        /// 10,000 × 10,000).
        var pixels: Int

        /// 50 MB, 10,000 pixels a side and 40 million in all: a photograph
        /// from almost any camera fits (8K is 33 million). gdk-pixbuf decodes
        /// to at most 4 bytes a pixel, so a picture's decoded pixels take at
        /// most 160 MB; print holds them up to three times while it builds
        /// the page (gdk-pixbuf's, an RGBA copy, Cairo's surface). Measured
        /// at the limit (8,000 × 5,000): `render` peaks at 150 MB, a PDF
        /// export at 347 MB; a header over the limits (a 35-byte GIF that
        /// claims 10,000 × 10,000) is refused before any pixel is decoded,
        /// and `render` then peaks at 33 MB.
        static let standard = Limits(bytes: 50 << 20, side: 10_000, pixels: 40_000_000)

        init(bytes: Int64, side: Int, pixels: Int = 40_000_000) {
            self.bytes = bytes
            self.side = side
            self.pixels = pixels
        }
    }

    /// The path as given.
    let path: String
    /// The folder the file must lie in (the letter's), or nil for a file the
    /// person attached.
    let confinedTo: String?
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
    /// is outside `folder` (when given), missing, not a regular file,
    /// unreadable, not a picture, or over `limits`. Nothing is decoded: the
    /// size comes from the header (`gdk_pixbuf_get_file_info`).
    static func inspect(_ path: String, confinedTo folder: String? = nil, limits: Limits = .standard)
        throws(PictureError) -> PictureFile
    {
        guard !PictureTarget.isAddress(path) else { throw .address(path: path) }
        // gdk-pixbuf's first call may be next: its warnings are kept, never printed.
        LibraryMessages.capture()
        let file: RegularFile
        do { file = try System.openRegularFile(path, confinedTo: folder) } catch {
            throw PictureError(error, path: path)
        }
        defer { file.close() }
        let stamp = DiskStamp(file.status)
        guard stamp.size <= limits.bytes else { throw .tooLarge(path: path, bytes: stamp.size, limit: limits.bytes) }

        var width: Int32 = 0
        var height: Int32 = 0
        guard let format = gdk_pixbuf_get_file_info(file.descriptorPath, &width, &height), width > 0, height > 0 else {
            throw .notAPicture(path: path)
        }
        guard width <= limits.side, height <= limits.side else {
            throw .tooManyPixels(path: path, width: Int(width), height: Int(height), limit: limits.side)
        }
        guard Int(width) * Int(height) <= limits.pixels else {
            throw .tooManyPixelsInAll(path: path, width: Int(width), height: Int(height), limit: limits.pixels)
        }
        return PictureFile(
            path: path, confinedTo: folder, format: formatName(format), width: Int(width), height: Int(height),
            bytes: stamp.size, stamp: stamp)
    }

    /// Opens the file looked at again, for decoding: refused if it is no
    /// longer the file whose header was judged (replaced or changed since).
    func reopen() throws(PictureError) -> RegularFile {
        let file: RegularFile
        do { file = try System.openRegularFile(path, confinedTo: confinedTo) } catch {
            throw PictureError(error, path: path)
        }
        guard DiskStamp(file.status) == stamp else {
            file.close()
            throw .damaged(path: path, reason: tr("it changed while it was being read"))
        }
        return file
    }

    /// The format's name; gdk-pixbuf hands over a copy to free.
    private static func formatName(_ format: OpaquePointer) -> String {
        guard let name = gdk_pixbuf_format_get_name(format) else { return "unknown" }
        defer { g_free(name) }
        return String(cString: name)
    }
}
