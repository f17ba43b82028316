import CChafa
import LetterKit
import LetterSystem
import LetterPictureFiles

/// A picture's pixels at its full size, for print: 8-bit RGBA rows, packed,
/// not premultiplied.
///
/// Read through the same checks as the screen's pictures (`PictureFile`:
/// the file, its header, the size limits) and decoded by gdk-pixbuf, so a
/// picture that cannot be drawn on screen cannot be printed either, and for
/// the same reason, which the printout shows in the picture's place.
public struct PicturePixels: Sendable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    /// The file's format as gdk-pixbuf names it ("png", "jpeg"): a PDF can
    /// carry a JPEG's own bytes instead of its decoded pixels.
    public let format: String
    /// A JPEG's own bytes, read through the same checks as its pixels, for
    /// a PDF to carry as they are; nil for any other format.
    public let jpegBytes: [UInt8]?

    /// The pixels of the picture at `path`, or why it cannot be drawn
    /// (outside `folder`, when given, among the reasons).
    public static func read(path: String, confinedTo folder: String? = nil) -> PixelsRead {
        do throws(PictureError) {
            let file = try PictureFile.inspect(path, confinedTo: folder)
            let pixels = try DecodedPixels(file)
            defer { pixels.release() }
            guard let bytes = pixels.bytes else { return .problem(PictureError.damaged(path: path, reason: tr("no pixels")).problem) }
            let width = Int(pixels.width)
            let height = Int(pixels.height)
            let channels = pixels.hasAlpha ? 4 : 3
            let stride = Int(pixels.rowstride)
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                let row = bytes + y * stride
                for x in 0..<width {
                    let from = row + x * channels
                    let to = (y * width + x) * 4
                    rgba[to] = from[0]
                    rgba[to + 1] = from[1]
                    rgba[to + 2] = from[2]
                    if channels == 4 { rgba[to + 3] = from[3] }
                }
            }
            let jpeg =
                file.format == "jpeg"
                ? try? System.readRegularFile(path, limit: Int(file.bytes), confinedTo: folder).bytes : nil
            return .pixels(
                PicturePixels(width: width, height: height, rgba: rgba, format: file.format, jpegBytes: jpeg))
        } catch {
            return .problem(error.problem)
        }
    }
}

/// A picture's pixels, or why there are none.
public enum PixelsRead: Sendable {
    case pixels(PicturePixels)
    case problem(PictureProblem)
}
