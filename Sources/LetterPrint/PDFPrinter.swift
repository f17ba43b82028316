import CPango
import LetterKit
import LetterPictures

/// A printout written as PDF, with what the user should know about it.
public struct PrintedPDF: Sendable {
    /// The PDF file's bytes.
    public var bytes: [UInt8]
    /// Notes for standard error: pictures drawn as placeholders, characters
    /// no installed face could draw.
    public var notes: [String]
}

/// Draws a `Printout` into a PDF with Pango and Cairo: fonts embedded as
/// subsets, the title and creator in its metadata.
///
/// The face is checked before a page is drawn (`PrintFaces.check`): a
/// missing one is an error naming the package, never a PDF of boxes or of
/// another face's widths.
public enum PDFPrinter {
    /// The PDF of `printout`, or why it cannot be made.
    public static func pdf(_ printout: Printout) throws(PrintError) -> PrintedPDF {
        // Pango's and Cairo's warnings are kept, never printed (the caller notes them).
        LibraryMessages.capture()
        let family = PrintFaces.family(language: printout.language)
        try checkFace(family)
        let sink = ByteSink()
        let first = printout.pages.first
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), first?.width ?? 595, first?.height ?? 842)
        guard let surface else { throw .cairo("no surface") }
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, printout.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "letter")
        guard let cairo = cairo_create(surface) else { throw .cairo("no drawing context") }
        let notes: [String]
        do {
            defer { cairo_destroy(cairo) }
            let setter = TypeSetter(cairo: cairo, family: family)
            let pictures = PictureInk(cairo: cairo)
            let stickers = StickerInk(cairo: cairo)
            for page in printout.pages {
                cairo_pdf_surface_set_size(surface, page.width, page.height)
                for mark in page.marks { draw(mark, on: cairo, setter: setter, pictures: pictures, stickers: stickers) }
                cairo_show_page(cairo)
            }
            notes = Self.notes(
                missing: setter.missingGlyphs, problems: pictures.problems, stickerProblems: stickers.problems)
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return PrintedPDF(bytes: sink.bytes, notes: notes)
    }

    /// Throws unless the print face is installed.
    static func checkFace(_ family: String) throws(PrintError) {
        guard let fontMap = pango_cairo_font_map_get_default() else { throw .cairo("no font map") }
        guard let context = pango_font_map_create_context(fontMap) else { throw .cairo("no font context") }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        try PrintFaces.check(family, fontMap: fontMap, context: context)
    }

    private static func draw(
        _ mark: PrintMark, on cairo: OpaquePointer, setter: TypeSetter, pictures: PictureInk, stickers: StickerInk
    ) {
        switch mark {
        case .fill(let rect, let color):
            source(color, cairo)
            cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
            cairo_fill(cairo)
        case .stroke(let from, let to, let width, let color):
            source(color, cairo)
            cairo_set_line_width(cairo, width)
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
            cairo_stroke(cairo)
        case .arc(let center, let radius, let start, let end, let width, let color):
            source(color, cairo)
            cairo_set_line_width(cairo, width)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, center.x, center.y, radius, start, end)
            cairo_stroke(cairo)
        case .text(let text):
            setter.set(text)
        case .picture(let picture):
            pictures.draw(picture, setter: setter)
        case .sticker(let sticker):
            stickers.draw(sticker)
        }
    }

    private static func source(_ color: RGB, _ cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    private static func notes(
        missing: Set<Character>, problems: [String: PictureProblem], stickerProblems: [String: String]
    ) -> [String] {
        var notes = problems.keys.sorted().compactMap { path in
            problems[path].map { tr("the picture {path} is printed as a frame: {reason}", ["path": path, "reason": $0.summary]) }
        }
        notes += stickerProblems.keys.sorted().compactMap { name in
            stickerProblems[name].map {
                tr("the sticker {name} is printed as an empty frame: {reason}", ["name": StickerNames.shown(name), "reason": $0])
            }
        }
        if !missing.isEmpty {
            let shown = missing.sorted().prefix(8).map { String($0) }.joined(separator: " ")
            notes.append(
                tr(
                    "no installed font draws {characters}; they print as boxes (fonts-noto-color-emoji draws emoji)",
                    ["characters": shown + (missing.count > 8 ? " …" : "")]))
        }
        return notes
    }
}

/// Where Cairo's stream writes the PDF.
private final class ByteSink {
    var bytes: [UInt8] = []
}
