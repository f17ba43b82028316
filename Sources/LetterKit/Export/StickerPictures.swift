/// The pictures of a letter's stickers as a page carries them inside
/// itself: each sticker's PNG file, read by the program (the letter's file
/// beside it, else the shipped sticker of the name), by sticker.
///
/// Why the bytes and not a path: an HTML page is one file, mailed or
/// opened offline, and an EPUB packs what it shows; a sticker is a few
/// hundred bytes, so the page holds it (a `data:` address, an EPUB item)
/// rather than pointing beside itself. Only PNG files are ever held
/// (`isPNG`): nothing that can run or fetch enters a page this way.
public struct StickerPictures: Hashable, Sendable {
    public private(set) var pngs: [Sticker: [UInt8]] = [:]

    public init() {}

    /// Holds `png` for `sticker`, when it is a PNG file.
    public mutating func hold(_ png: [UInt8], for sticker: Sticker) {
        guard StickerPictures.isPNG(png) else { return }
        pngs[sticker] = png
    }

    /// The PNG file `sticker` is drawn with, if one is held.
    public subscript(sticker: Sticker) -> [UInt8]? { pngs[sticker] }

    /// Whether `bytes` start as a PNG file does.
    public static func isPNG(_ bytes: [UInt8]) -> Bool { EPUBMedia(header: Array(bytes.prefix(8))) == .png }

    /// The `data:` address of `sticker`'s picture, for a page that carries
    /// it inside itself; nil when none is held (the page draws an empty
    /// frame).
    public func dataAddress(_ sticker: Sticker) -> String? {
        pngs[sticker].map { "data:image/png;base64," + TerminalClipboard.base64($0) }
    }
}

extension HTMLPage {
    /// A sticker in its line: an image two cells wide and the line's height
    /// (see the style), its name as its alt text; an empty frame of the same
    /// size, named, where there is no picture.
    static func sticker(_ sticker: Sticker, address: String?) -> String {
        let name = HTMLInk.escaped(shown(sticker.name))
        guard let address else {
            return "<span class=\"sticker missing\" role=\"img\" aria-label=\"\(name)\" title=\"\(name)\"></span>"
        }
        return "<img class=\"sticker\" src=\"\(HTMLInk.escaped(address))\" alt=\"\(name)\" title=\"\(name)\" />"
    }
}
