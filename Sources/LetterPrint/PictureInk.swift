import CPango
import Glibc
import LetterKit
import LetterPictures

/// Draws a printout's pictures at their full resolution: each file decoded
/// once per printout (a block split across a page break is drawn twice),
/// as large as fits in its block and centred, its shape kept. A JPEG goes
/// into the PDF as its own bytes, not as decoded pixels.
///
/// A picture that cannot be read is drawn as the screen's placeholder (the
/// frame with its caption and what is wrong), and noted for the user.
///
/// A class: it owns Cairo surfaces that must be freed once.
final class PictureInk {
    private let cairo: OpaquePointer
    private var surfaces: [String: Decoded] = [:]
    /// What went wrong with which pictures, for the note after printing.
    private(set) var problems: [String: PictureProblem] = [:]

    private enum Decoded {
        case surface(OpaquePointer, width: Int, height: Int)
        case problem(PictureProblem)
    }

    init(cairo: OpaquePointer) {
        self.cairo = cairo
    }

    deinit {
        for case .surface(let surface, _, _) in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// Draws `picture`, or its placeholder rows through `setter`.
    func draw(_ picture: PrintPicture, setter: TypeSetter) {
        switch decoded(picture.source) {
        case .surface(let surface, let width, let height):
            let box = picture.box
            let scale = min(box.width / Double(width), box.height / Double(height))
            let drawnWidth = Double(width) * scale
            let drawnHeight = Double(height) * scale
            cairo_save(cairo)
            cairo_rectangle(cairo, picture.clip.x, picture.clip.y, picture.clip.width, picture.clip.height)
            cairo_clip(cairo)
            cairo_translate(cairo, box.x + (box.width - drawnWidth) / 2, box.y + (box.height - drawnHeight) / 2)
            cairo_scale(cairo, scale, scale)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        case .problem(let problem):
            problems[picture.source.path] = problem
            placeholder(picture, problem: problem, setter: setter)
        }
    }

    /// The frame the screen draws for a picture it cannot show, a row a line.
    private func placeholder(_ picture: PrintPicture, problem: PictureProblem, setter: TypeSetter) {
        let rows = PictureBox.rows(
            for: picture.source, look: .problem(problem), columns: picture.columns, lines: picture.lines)
        let rowHeight = picture.box.height / Double(max(1, picture.lines))
        let cell = picture.box.width / Double(max(1, picture.columns))
        for (index, row) in rows.enumerated() {
            let top = picture.box.y + Double(index) * rowHeight
            guard top >= picture.clip.y - 0.01, top + rowHeight <= picture.clip.maxY + 0.01 else { continue }
            let cells = CellWidth.of(row)
            setter.set(
                PrintText(
                    text: row, box: PrintRect(x: picture.box.x, y: top, width: Double(cells) * cell, height: rowHeight),
                    cells: cells, baseline: picture.baseline, size: picture.size, color: picture.color, role: .line))
        }
    }

    private func decoded(_ source: PictureSource) -> Decoded {
        let path = source.path
        if let known = surfaces[path] { return known }
        let result: Decoded
        switch PicturePixels.read(path: path, confinedTo: source.confinedTo) {
        case .pixels(let pixels):
            if let surface = PictureInk.surface(of: pixels) {
                result = .surface(surface, width: pixels.width, height: pixels.height)
            } else {
                result = .problem(.damaged(reason: tr("Cairo could not hold its pixels")))
            }
        case .problem(let problem):
            result = .problem(problem)
        }
        surfaces[path] = result
        return result
    }

    /// A Cairo image of `pixels` (premultiplied ARGB, as Cairo keeps it),
    /// carrying the file's own bytes when it is a JPEG.
    static func surface(of pixels: PicturePixels) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<pixels.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<pixels.width {
                    let at = (y * pixels.width + x) * 4
                    let alpha = UInt32(rgba[at + 3])
                    func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                    row[x] = alpha << 24 | premultiplied(rgba[at]) << 16 | premultiplied(rgba[at + 1]) << 8
                        | premultiplied(rgba[at + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        if let jpeg = pixels.jpegBytes { attachJPEG(jpeg, to: surface) }
        return surface
    }

    /// Gives Cairo the JPEG file's bytes, which it writes into the PDF as
    /// they are (the printer decodes them): a photograph stays its own size.
    private static func attachJPEG(_ jpeg: [UInt8], to surface: OpaquePointer) {
        guard !jpeg.isEmpty, let bytes = malloc(jpeg.count) else { return }
        jpeg.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress { bytes.copyMemory(from: base, byteCount: jpeg.count) }
        }
        let status = cairo_surface_set_mime_data(
            surface, "image/jpeg", bytes.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count), free, bytes)
        if status != CAIRO_STATUS_SUCCESS { free(bytes) }
    }
}
