import CPango
import LetterKit
import LetterPictures

/// Draws a printout's stickers in their cells: the letter's PNG beside it,
/// else the shipped sticker of the same name, else an empty frame; each
/// picture decoded once per printout and drawn with its pixels kept sharp
/// (a sticker is pixel art, 16 × 16, drawn a dozen times larger).
///
/// Why a PNG only: a sticker is the project's small picture format, and a
/// letter from someone else may name any file; the printout reads only what
/// the page writers embed (`HTMLPage`), through the same checks as a
/// picture's (`PicturePixels`: confined to the letter's folder, the size
/// limits).
///
/// A class: it owns Cairo surfaces that must be freed once.
final class StickerInk {
    private let cairo: OpaquePointer
    private var files: [String: OpaquePointer?] = [:]
    private var shipped: [String: OpaquePointer?] = [:]
    /// Stickers printed as frames, by name, with why: for the note after printing.
    private(set) var problems: [String: String] = [:]

    init(cairo: OpaquePointer) {
        self.cairo = cairo
    }

    deinit {
        for case let surface? in files.values { cairo_surface_destroy(surface) }
        for case let surface? in shipped.values { cairo_surface_destroy(surface) }
    }

    /// Draws `sticker`'s picture, or its empty frame.
    func draw(_ sticker: PrintSticker) {
        let fromFile = sticker.path.flatMap { file($0, confinedTo: sticker.confinedTo) }
        guard let surface = fromFile ?? shippedSurface(sticker.name) else {
            problems[sticker.name] =
                sticker.path == nil
                ? tr("its file may not be read and no shipped sticker has its name")
                : tr("its file is missing or not a PNG, and no shipped sticker has its name")
            frame(sticker)
            return
        }
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        let drawn = sticker.drawn
        cairo_save(cairo)
        cairo_translate(cairo, drawn.x, drawn.y)
        cairo_scale(cairo, drawn.width / width, drawn.height / height)
        cairo_set_source_surface(cairo, surface, 0, 0)
        if let pattern = cairo_get_source(cairo) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// The empty frame the screen shows where a sticker cannot be drawn.
    private func frame(_ sticker: PrintSticker) {
        let drawn = sticker.drawn
        let inset = drawn.height * 0.12
        cairo_set_source_rgb(
            cairo, Double(sticker.color.red) / 255, Double(sticker.color.green) / 255, Double(sticker.color.blue) / 255)
        cairo_set_line_width(cairo, 0.75)
        cairo_rectangle(cairo, drawn.x + inset, drawn.y + inset, drawn.width - 2 * inset, drawn.height - 2 * inset)
        cairo_stroke(cairo)
    }

    /// The PNG at `path`, read only inside `folder`; nil when it cannot be
    /// drawn (missing, outside, not a PNG, damaged).
    private func file(_ path: String, confinedTo folder: String?) -> OpaquePointer? {
        if let known = files[path] { return known }
        var surface: OpaquePointer?
        if case .pixels(let pixels) = PicturePixels.read(path: path, confinedTo: folder), pixels.format == "png" {
            surface = PictureInk.surface(of: pixels)
        }
        files[path] = surface
        return surface
    }

    /// The shipped sticker called `name`, decoded from the bytes the
    /// program carries (the project's own PNGs).
    private func shippedSurface(_ name: String) -> OpaquePointer? {
        if let known = shipped[name] { return known }
        var surface: OpaquePointer?
        if let png = ShippedStickers.png(named: name) {
            surface = StickerInk.decode(png)
        }
        shipped[name] = surface
        return surface
    }

    /// `png` decoded by Cairo; nil when Cairo cannot read it.
    static func decode(_ png: [UInt8]) -> OpaquePointer? {
        let reader = PNGReader(bytes: png)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                for index in 0..<count { data[index] = reader.bytes[reader.offset + index] }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// Where Cairo's PNG stream reads from.
private final class PNGReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
