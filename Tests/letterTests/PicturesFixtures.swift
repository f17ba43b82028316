import CChafa
import Glibc

@testable import LetterPictures
@testable import LetterSystem

/// Pictures made by the tests themselves, so no binary file is committed: a
/// small PNG encoder (stored deflate blocks, no compression library), JPEGs
/// through gdk-pixbuf's own encoder, and headers that lie about their size.

/// An 8-bit RGBA colour.
struct RGBA: Hashable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8 = 255

    static let red = RGBA(red: 255, green: 0, blue: 0)
    static let green = RGBA(red: 0, green: 255, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

enum PNGFixture {
    /// A PNG of `width` × `height` RGBA pixels, `color(x, y)` each.
    static func image(width: Int, height: Int, color: (Int, Int) -> RGBA) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + 4 * width))
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                let pixel = color(x, y)
                raw += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibStored(raw))
            + chunk("IEND", [])
    }

    /// A PNG whose header claims `width` × `height` pixels, with a tiny pixel
    /// stream that could never fill them: anything but a header read fails.
    static func headerOnly(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", header(width: width, height: height)) + chunk("IDAT", zlibStored([0, 0, 0, 0, 0]))
            + chunk("IEND", [])
    }

    /// A PNG with a true header and a pixel stream of nonsense: only decoding
    /// finds out.
    static func damaged(width: Int, height: Int) -> [UInt8] {
        signature + chunk("IHDR", header(width: width, height: height))
            + chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x13, 0x37]) + chunk("IEND", [])
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// IHDR: size, 8 bits a sample, colour type 6 (RGBA), no interlace.
    static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream of deflate "stored" blocks (no compression) and the
    /// Adler-32 of the data.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

enum JPEGFixture {
    /// Writes a JPEG of `width` × `height` pixels, `color(x, y)` each, with
    /// gdk-pixbuf's encoder (the decoder under test is gdk-pixbuf's loader).
    static func write(_ path: String, width: Int, height: Int, color: (Int, Int) -> RGBA) throws {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else {
            throw FilesTestError("gdk_pixbuf_new failed")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else { throw FilesTestError("no pixels") }
        for y in 0..<height {
            for x in 0..<width {
                let pixel = color(x, y)
                let at = y * stride + 3 * x
                pixels[at] = pixel.red
                pixels[at + 1] = pixel.green
                pixels[at + 2] = pixel.blue
            }
        }
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, path, "jpeg", nil, nil, &error) != 0 else {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "no reason"
            if let error { g_error_free(error) }
            throw FilesTestError("cannot save a JPEG: \(message)")
        }
    }
}

/// The colour a 256-colour palette index stands for in xterm's palette.
func xtermColor(_ index: UInt8) -> (red: Int, green: Int, blue: Int) {
    let standard: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    switch index {
    case 0..<16:
        let (red, green, blue) = standard[Int(index)]
        return (red, green, blue)
    case 16..<232:
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = Int(index) - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    default:
        let grey = 8 + 10 * (Int(index) - 232)
        return (grey, grey, grey)
    }
}

/// The colour that shows in a cell: the background for an empty cell, the
/// foreground for a full block, nil where the paper shows or the symbol mixes
/// both.
func shownColor(_ cell: PictureCell) -> UInt8? {
    switch cell.symbol {
    case " ": cell.background
    case "█": cell.foreground
    default: cell.foreground == cell.background ? cell.foreground : nil
    }
}

/// Whether a palette index (256 colours) is clearly the given primary.
func looks(_ index: UInt8?, like primary: RGBA) -> Bool {
    guard let index else { return false }
    let (red, green, blue) = xtermColor(index)
    func strong(_ value: Int) -> Bool { value >= 175 }
    func weak(_ value: Int) -> Bool { value <= 95 }
    return (primary.red > 0 ? strong(red) : weak(red)) && (primary.green > 0 ? strong(green) : weak(green))
        && (primary.blue > 0 ? strong(blue) : weak(blue))
}

/// Whether a scalar is in Unicode's Block Elements (U+2580–U+259F).
func isBlockElement(_ symbol: Character) -> Bool {
    symbol.unicodeScalars.count == 1 && (0x2580...0x259F).contains(symbol.unicodeScalars.first?.value ?? 0)
}
