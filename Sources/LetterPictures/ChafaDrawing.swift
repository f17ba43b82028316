import LetterSystem
import CChafa
import LetterPictureFiles

/// chafa, asked to turn pixels into symbols and palette colours cell by cell.
///
/// Only block elements (▀ ▄ █ ▌ ▐, quadrants, eighths) and the space are used:
/// each is one cell wide by the C library's `wcwidth`, which is how ncurses
/// places characters, and every monospace font has them. The canvas is read
/// back with `chafa_canvas_get_char_at` and `chafa_canvas_get_colors_at`
/// rather than printed, so ncurses draws it like any other text.
enum ChafaDrawing {
    /// The symbols chafa may choose from.
    static let symbolTags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue
        | CHAFA_SYMBOL_TAG_BLOCK.rawValue

    /// Draws `pixels` on a canvas of exactly `columns` × `rows` cells (the
    /// caller chose that size to keep the picture's shape); rows of cells.
    static func draw(_ pixels: DecodedPixels, columns: Int, rows: Int, colors: PictureColors) -> [[PictureCell]] {
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(clamping: columns), Int32(clamping: rows))
        chafa_canvas_config_set_canvas_mode(config, canvasMode(colors))
        if colors == .monochromeOnPaper {
            // Dark ink on light paper: chafa draws the parts nearer the ink.
            chafa_canvas_config_set_fg_color(config, 0x000000)
            chafa_canvas_config_set_bg_color(config, 0xFFFFFF)
        }

        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: symbolTags))
        chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
        chafa_canvas_config_set_symbol_map(config, symbols)

        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        chafa_canvas_draw_all_pixels(
            canvas, pixels.hasAlpha ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8, pixels.bytes,
            pixels.width, pixels.height, pixels.rowstride)

        return (0..<rows).map { row in
            (0..<columns).map { column in
                let x = Int32(clamping: column)
                let y = Int32(clamping: row)
                let symbol = Unicode.Scalar(chafa_canvas_get_char_at(canvas, x, y)).map(Character.init) ?? " "
                guard colors.hasColors else { return PictureCell(symbol: symbol, foreground: nil, background: nil) }
                var foreground: Int32 = -1
                var background: Int32 = -1
                chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background)
                return PictureCell(symbol: symbol, foreground: paletteIndex(foreground), background: paletteIndex(background))
            }
        }
    }

    /// chafa's mode for each colour choice. 240 rather than 256: the first 16
    /// are the colours terminal themes redefine.
    static func canvasMode(_ colors: PictureColors) -> ChafaCanvasMode {
        switch colors {
        case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
        case .monochrome, .monochromeOnPaper: CHAFA_CANVAS_MODE_FGBG
        }
    }

    /// A palette index, or nil for chafa's "transparent" (-1, or 256 and
    /// above for its special indices): the paper shows through.
    static func paletteIndex(_ value: Int32) -> UInt8? {
        (0...255).contains(value) ? UInt8(value) : nil
    }
}
