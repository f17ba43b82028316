import CPango
import LetterKit

/// Sets `PrintText` into its cells with Pango on a Cairo context.
///
/// A stretch whose natural width is its cells' width (what the print face
/// gives Latin, Hangul, Kana and Han) is set as one run, so the PDF keeps
/// words whole for a reader's search and copy. Any other stretch (an emoji
/// from the emoji font, a character from a fallback face) is set a
/// character at a time, each at its own cell and, when its natural width
/// differs, scaled across to exactly its cells: the line's later
/// characters never move.
///
/// A class: it owns Pango objects that must be freed once.
final class TypeSetter {
    private let cairo: OpaquePointer
    private let layout: OpaquePointer
    private let family: String
    private var descriptions: [FaceKey: OpaquePointer] = [:]
    private let underlines: OpaquePointer
    /// Characters no installed face could draw, for the note after printing.
    private(set) var missingGlyphs: Set<Character> = []

    private struct FaceKey: Hashable {
        var size: Double
        var bold: Bool
        var italic: Bool
    }

    init(cairo: OpaquePointer, family: String) {
        self.cairo = cairo
        self.family = family
        layout = pango_cairo_create_layout(cairo)
        TypeSetter.setExactAdvances(layout)
        underlines = pango_attr_list_new()
        pango_attr_list_insert(underlines, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        pango_attr_list_unref(underlines)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Glyphs advance by the font's own widths, not rounded to whole
    /// device units or hinted: rounding makes a 7.27-point cell 7, and a
    /// line of 64 cells 17 points short.
    private static func setExactAdvances(_ layout: OpaquePointer) {
        guard let context = pango_layout_get_context(layout) else { return }
        pango_context_set_round_glyph_positions(context, 0)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_layout_context_changed(layout)
    }

    /// Sets `text` in its box.
    func set(_ text: PrintText) {
        guard text.cells > 0, !text.text.isEmpty else { return }
        if text.stretch != 1, text.stretch > 0 {
            // A wide line: set in a box `stretch` times narrower, the page
            // scaled across around it, so every glyph is drawn wider and
            // no taller.
            var narrow = text
            narrow.stretch = 1
            narrow.box.x = 0
            narrow.box.width = text.box.width / text.stretch
            cairo_save(cairo)
            cairo_translate(cairo, text.box.x, 0)
            cairo_scale(cairo, text.stretch, 1)
            set(narrow)
            cairo_restore(cairo)
            return
        }
        prepare(text)
        let width = natural(text.text)
        let cell = text.box.width / Double(text.cells)
        if abs(width - text.box.width) < 0.01 * cell, !TypeSetter.isRightToLeft(text.text) {
            show(at: text.box.x, baselineAt: baseline)
            return
        }
        var x = text.box.x
        for character in text.text {
            let cells = CellWidth.of(character)
            guard cells > 0 else { continue }
            let glyphWidth = natural(String(character))
            let room = Double(cells) * cell
            if glyphWidth > room + 0.01 * cell {
                // Too wide (an emoji from the emoji font, a symbol from a
                // fallback face): shrunk whole, its shape kept, on the baseline.
                let scale = room / glyphWidth
                cairo_save(cairo)
                cairo_translate(cairo, x, baseline)
                cairo_scale(cairo, scale, scale)
                show(at: 0, baselineAt: 0)
                cairo_restore(cairo)
            } else {
                // Narrower (an emoji sequence the screen gives a cell per
                // part): centred in its cells.
                show(at: x + (room - glyphWidth) / 2, baselineAt: baseline)
            }
            x += room
        }
    }

    /// Whether `text` holds a right-to-left letter (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and the scripts near them). Pango would set such a run in
    /// its visual order, right to left; the screen shows the characters in
    /// the order they were typed, a cell each, so the printout places them
    /// one at a time in their cells, as the screen does.
    static func isRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
            default: false
            }
        }
    }

    /// Chooses the face and marks for `text` on the shared layout.
    private func prepare(_ text: PrintText) {
        let key = FaceKey(size: text.size, bold: text.bold, italic: text.italic)
        if let description = descriptions[key] ?? makeDescription(key) {
            pango_layout_set_font_description(layout, description)
        }
        pango_layout_set_attributes(layout, text.underline ? underlines : nil)
        cairo_set_source_rgb(
            cairo, Double(text.color.red) / 255, Double(text.color.green) / 255, Double(text.color.blue) / 255)
        self.baseline = text.box.y + text.baseline
    }

    private var baseline = 0.0

    private func makeDescription(_ key: FaceKey) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, key.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, key.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, key.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[key] = description
        return description
    }

    /// Puts `string` on the layout and gives its logical width in points,
    /// noting characters no face has.
    private func natural(_ string: String) -> Double {
        pango_layout_set_text(layout, string, -1)
        if pango_layout_get_unknown_glyphs_count(layout) > 0 {
            for character in string where !character.isWhitespace { noteIfMissing(character) }
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    private func noteIfMissing(_ character: Character) {
        guard !missingGlyphs.contains(character) else { return }
        let probe = pango_cairo_create_layout(cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        pango_layout_set_font_description(probe, pango_layout_get_font_description(layout))
        pango_layout_set_text(probe, String(character), -1)
        if pango_layout_get_unknown_glyphs_count(probe) > 0 { missingGlyphs.insert(character) }
    }

    /// Shows what the layout holds from `x`, its baseline at `y`.
    private func show(at x: Double, baselineAt y: Double) {
        let layoutBaseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_move_to(cairo, x, y - layoutBaseline)
        pango_cairo_show_layout(cairo, layout)
    }
}
