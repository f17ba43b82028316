import CChafa
import Glibc
import LetterKit

/// An SVG drawing drawn once as a PNG, so it can enter a page or a book.
///
/// Why: an SVG is a document, not a picture: it can carry scripts, event
/// handlers and references to files and addresses, and a reader that opens
/// it (from a page's folder, inside an EPUB) may act on them. Its pixels,
/// drawn by gdk-pixbuf's SVG loader (librsvg, Debian's librsvg2-common,
/// which runs no script and fetches nothing from the network), carry none of
/// that. The drawing keeps its shape, its longer side `side` pixels.
///
/// Limitations: without the SVG loader, or for a drawing it cannot read,
/// there is no PNG and the page draws the drawing's frame.
public enum VectorDrawing {
    /// The longer side of the PNG: sharp at a page's width, small on disk.
    public static let side = 1200

    /// True when the file at `path` is an SVG drawing by its content,
    /// whatever its name says (`map.png` holding `<svg>`).
    public static func isDrawing(at path: String, confinedTo folder: String? = nil) -> Bool {
        (try? PictureFile.inspect(path, confinedTo: folder))?.format == "svg"
    }

    /// The PNG of the SVG drawing at `path`, or nil when it cannot be drawn
    /// (missing, over the picture limits, not a drawing the loader reads).
    public static func png(at path: String, confinedTo folder: String? = nil) -> [UInt8]? {
        guard let file = try? PictureFile.inspect(path, confinedTo: folder), file.format == "svg",
            let opened = try? file.reopen()
        else { return nil }
        defer { opened.close() }
        let scale = Double(side) / Double(max(file.width, file.height))
        let width = Int32(max(1, (Double(file.width) * scale).rounded()))
        let height = Int32(max(1, (Double(file.height) * scale).rounded()))
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(opened.descriptorPath, width, height, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { Array(UnsafeBufferPointer(start: $0, count: Int(size))) }
    }
}
