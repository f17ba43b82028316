import LetterKit
import LetterSystem

/// Why a picture on the page cannot be drawn.
///
/// Every refusal but `damaged` is judged before a single pixel is decoded, from
/// `stat` and the picture's header, so a hostile or mistaken file (a 100,000 ×
/// 100,000 PNG, a 4 GB video renamed `.png`) costs a header read, never the
/// memory to hold it. The editor shows the message in the picture's block.
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// There is no file at the path (or a folder on the way is missing).
    case missing(path: String)
    /// The path cannot be followed or the file cannot be opened for reading
    /// (no permission, a loop of links, an I/O error).
    case unreadable(path: String, SystemError)
    /// The path names a folder, a device or a pipe.
    case notAFile(path: String)
    /// The header is not one of a format the decoder knows: not a picture, or
    /// a picture cut short or damaged before its size.
    case notAPicture(path: String)
    /// The file is larger than the limit.
    case tooLarge(path: String, bytes: Int64, limit: Int64)
    /// The header says the picture is wider or taller than the limit.
    case tooManyPixels(path: String, width: Int, height: Int, limit: Int)
    /// The header says more pixels in all than the limit (each side may be
    /// within its own).
    case tooManyPixelsInAll(path: String, width: Int, height: Int, limit: Int)
    /// The header was fine but decoding the pixels failed (damaged data).
    case damaged(path: String, reason: String)
    /// A path a letter wrote that leads out of its folder: not opened.
    case outside(path: String)
    /// The target is an address (`PictureTarget`), not a file: never opened.
    case address(path: String)

    /// The path the refusal is about.
    public var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .notAFile(let path), .notAPicture(let path),
            .tooLarge(let path, _, _), .tooManyPixels(let path, _, _, _), .tooManyPixelsInAll(let path, _, _, _),
            .damaged(let path, _), .outside(let path), .address(let path):
            path
        }
    }

    public var description: String {
        switch self {
        case .missing(let path):
            tr("no picture at {path}", ["path": path])
        case .unreadable(let path, let error):
            tr("cannot read the picture {path}: {reason}", ["path": path, "reason": error])
        case .notAFile(let path):
            tr("{path} is not a file", ["path": path])
        case .notAPicture(let path):
            tr("{path} is not a picture this editor can read (PNG, JPEG, GIF, ...), or it is damaged", ["path": path])
        case .tooLarge(let path, let bytes, let limit):
            tr(
                "the picture {path} is too large: {size}, over {limit}",
                ["path": path, "size": PictureError.megabytes(bytes), "limit": PictureError.megabytes(limit)])
        case .tooManyPixels(let path, let width, let height, let limit):
            tr(
                "the picture {path} is too large: {width} × {height} pixels, over {limit} on a side",
                ["path": path, "width": width, "height": height, "limit": limit])
        case .tooManyPixelsInAll(let path, let width, let height, let limit):
            tr(
                "the picture {path} is too large: {width} × {height} pixels, over {limit} in all",
                ["path": path, "width": width, "height": height, "limit": limit])
        case .damaged(let path, let reason):
            tr("the picture {path} is damaged: {reason}", ["path": path, "reason": reason])
        case .outside(let path):
            tr("the picture {path} is outside the letter's folder: it is not read", ["path": path])
        case .address(let path):
            tr("{path} is a web address, not a file; it is not fetched", ["path": path])
        }
    }

    /// A byte count in whole megabytes (of 1,048,576 bytes), rounded up so a
    /// file just over the limit never reads as equal to it.
    public static func megabytes(_ bytes: Int64) -> String {
        let mebibyte: Int64 = 1 << 20
        let whole = bytes / mebibyte + (bytes % mebibyte == 0 ? 0 : 1)
        return "\(whole) MB"
    }
}

extension PictureError {
    /// The refusal in LetterKit's terms, which words it for the page and the
    /// status row; the path is the block's own, so it is left out.
    public var problem: PictureProblem {
        switch self {
        case .missing: .missing
        case .unreadable(_, let error): .unreadable(reason: error.description)
        case .notAFile: .notAFile
        case .notAPicture: .notAPicture
        case .tooLarge(_, let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
        case .tooManyPixels(_, let width, let height, let limit): .tooManyPixels(width: width, height: height, limit: limit)
        case .tooManyPixelsInAll(_, let width, let height, let limit):
            .tooManyPixelsInAll(width: width, height: height, limit: limit)
        case .damaged(_, let reason): .damaged(reason: reason)
        case .outside: .outsideFolder
        case .address: .address
        }
    }
}

extension PictureError {
    /// A refusal to open the picture at `path`, as a picture's refusal.
    public init(_ refusal: FileRefusal, path: String) {
        switch refusal {
        case .missing: self = .missing(path: path)
        case .outside: self = .outside(path: path)
        case .notRegular: self = .notAFile(path: path)
        case .unreadable(let error): self = .unreadable(path: path, error)
        case .tooLarge(let bytes, let limit): self = .tooLarge(path: path, bytes: bytes, limit: limit)
        }
    }
}
