import LetterSystem
import LetterKit
import CChafa
import LetterPictureFiles

/// Decodes a picture and draws it for a block of terminal cells with chafa,
/// into a `PictureCells` value the screen copies into ncurses.
///
/// The picture is looked at first (`PictureFile.inspect`), so every refusal
/// that can be judged from the file and its header comes before decoding.
/// Its shape is kept: it is drawn as large as fits in the block and centred
/// (`PictureGeometry.fit`), the cells around it left to the paper.
enum PictureDecoder {
    /// Draws the picture at `path` in a block of `columns` × `rows` cells.
    static func render(path: String, columns: Int, rows: Int, colors: PictureColors) throws(PictureError)
        -> PictureCells
    {
        try render(PictureFile.inspect(path), columns: columns, rows: rows, colors: colors)
    }

    /// Draws a picture already looked at (and so within the limits).
    static func render(_ file: PictureFile, columns: Int, rows: Int, colors: PictureColors) throws(PictureError)
        -> PictureCells
    {
        let area = PictureGeometry.fit(width: file.width, height: file.height, columns: columns, rows: rows)
        guard area.columns > 0, area.rows > 0 else { return .blank(columns: columns, rows: rows) }
        let pixels = try DecodedPixels(file)
        defer { pixels.release() }
        return place(pixels, in: area, columns: columns, rows: rows, colors: colors)
    }

    /// `pixels` drawn into `area` of a `columns` × `rows` block, the cells
    /// around it left to the paper.
    static func place(_ pixels: DecodedPixels, in area: CellArea, columns: Int, rows: Int, colors: PictureColors)
        -> PictureCells
    {
        let drawn = ChafaDrawing.draw(pixels, columns: area.columns, rows: area.rows, colors: colors)
        var block = [[PictureCell]](
            repeating: [PictureCell](repeating: .paper, count: columns), count: rows)
        for (row, cells) in drawn.enumerated() {
            block[area.row + row].replaceSubrange(area.column..<(area.column + area.columns), with: cells)
        }
        return PictureCells(columns: columns, rows: block, picture: area)
    }
}

/// A decoded picture's pixels, held by gdk-pixbuf until `release()`.
///
/// Decoded whole, at full size, with `gdk_pixbuf_new_from_file`: its loaders
/// read the file in one go and fail on data cut short or damaged, where the
/// incremental loader (behind `..._at_scale`) hands back whatever rows arrived
/// and leaves the rest as it found the memory. The file's limits bound the
/// cost (`PictureFile.Limits`: 40 million pixels, at most 160 MB); chafa
/// scales the pixels down to the cells itself.
struct DecodedPixels {
    let pixbuf: OpaquePointer
    let width: Int32
    let height: Int32
    let rowstride: Int32
    let hasAlpha: Bool

    init(_ file: PictureFile) throws(PictureError) {
        var error: UnsafeMutablePointer<GError>?
        let opened = try file.reopen()
        defer { opened.close() }
        let mark = LibraryMessages.count
        guard let decoded = gdk_pixbuf_new_from_file(opened.descriptorPath, &error) else {
            // A loader that warned instead of setting an error gives its warning as the reason.
            let reason = error == nil ? LibraryMessages.messages(since: mark).last : nil
            throw .damaged(path: file.path, reason: reason ?? Self.take(error))
        }
        // gdk-pixbuf decodes to 8-bit RGB or RGBA, every loader alike; check
        // anyway rather than hand chafa bytes of another layout.
        let channels = gdk_pixbuf_get_n_channels(decoded)
        let alpha = gdk_pixbuf_get_has_alpha(decoded) != 0
        guard gdk_pixbuf_get_bits_per_sample(decoded) == 8, channels == (alpha ? 4 : 3) else {
            g_object_unref(UnsafeMutableRawPointer(decoded))
            throw .damaged(path: file.path, reason: tr("unexpected pixel layout ({channels} channels)", ["channels": channels]))
        }
        self.pixbuf = decoded
        self.width = gdk_pixbuf_get_width(decoded)
        self.height = gdk_pixbuf_get_height(decoded)
        self.rowstride = gdk_pixbuf_get_rowstride(decoded)
        self.hasAlpha = alpha
    }

    /// An animation's frame, held (a reference of our own) until
    /// `release()`; nil when its pixels are not 8-bit RGB or RGBA.
    init?(frame: OpaquePointer) {
        let channels = gdk_pixbuf_get_n_channels(frame)
        let alpha = gdk_pixbuf_get_has_alpha(frame) != 0
        guard gdk_pixbuf_get_bits_per_sample(frame) == 8, channels == (alpha ? 4 : 3) else { return nil }
        g_object_ref(UnsafeMutableRawPointer(frame))
        self.pixbuf = frame
        self.width = gdk_pixbuf_get_width(frame)
        self.height = gdk_pixbuf_get_height(frame)
        self.rowstride = gdk_pixbuf_get_rowstride(frame)
        self.hasAlpha = alpha
    }

    /// The pixel bytes, valid until `release()`.
    var bytes: UnsafePointer<UInt8>? {
        gdk_pixbuf_read_pixels(pixbuf)
    }

    /// Lets gdk-pixbuf free the pixels.
    func release() { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }

    /// The error's message, freeing it, without gdk-pixbuf's opening
    /// "Failed to load image “path”: " (the refusal names the path itself).
    static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        let silent = tr("the decoder gave no reason")
        guard let error else { return silent }
        defer { g_error_free(error) }
        guard let message = error.pointee.message.map({ String(cString: $0) }) else { return silent }
        if message.hasPrefix("Failed to load image"), let end = message.firstRange(of: "”: ") {
            return String(message[end.upperBound...])
        }
        return message
    }
}
