import CPango
import LetterKit

/// The faces a printout is set in, and the check that they are installed.
///
/// Noto Sans Mono CJK sets Latin, Greek and Cyrillic half an em wide and
/// Hangul, Kana and Han a whole em, so at twice the cell's size its letters
/// take exactly the cells the screen gives them. It comes in one family per
/// region, which draw Han characters the way that language writes them;
/// the letter's language chooses. Emoji are not in it: fontconfig's
/// fallback takes them from a colour emoji font where one is installed
/// (Noto Color Emoji), else from whatever face has them.
enum PrintFaces {
    /// The Debian package that brings the faces.
    static let package = "fonts-noto-cjk"

    /// The family for a BCP 47 language tag (`PrintFace`, shared with the
    /// office documents).
    static func family(language: String) -> String { PrintFace.family(language: language) }

    /// Throws unless fontconfig gives Pango `family` itself when asked for it.
    static func check(_ family: String, fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) throws(PrintError) {
        guard let description = pango_font_description_new() else { throw .cairo("out of memory") }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(12 * PANGO_SCALE))
        var found: String?
        if let font = pango_font_map_load_font(fontMap, context, description)
        {
            if let loaded = pango_font_describe(font) {
                if let name = pango_font_description_get_family(loaded) { found = String(cString: name) }
                pango_font_description_free(loaded)
            }
            g_object_unref(font)
        }
        guard let found, found.lowercased() == family.lowercased() else {
            throw .faceMissing(family: family, found: found, package: package)
        }
    }
}
