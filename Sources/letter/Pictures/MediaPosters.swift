import LetterKit
import LetterSystem

/// A video's poster as a page holds it: the PNG the media reader drew of a
/// frame, read from its cache and written into the page as a `data:`
/// address, so the page shows it wherever it is opened (the cache is this
/// machine's). Only a PNG file of at most `limit` bytes is ever held.
enum MediaPosters {
    /// The most a poster may weigh inside a page.
    static let limit = 4 << 20

    /// The PNG bytes of `source`'s poster, or nil: not a video, no poster,
    /// unreadable, too large or not a PNG.
    static func png(of source: PictureSource, media: any MediaReading) -> [UInt8]? {
        guard source.media == .video, let path = media.posterPNG(of: source) else { return nil }
        return png(at: path)
    }

    /// The bytes of the PNG file at `path`, or nil.
    private static func png(at path: String) -> [UInt8]? {
        guard let bytes = try? System.readRegularFile(path, limit: limit).bytes, StickerPictures.isPNG(bytes) else {
            return nil
        }
        return bytes
    }

    /// The `data:` address of `source`'s poster, or nil.
    static func dataAddress(of source: PictureSource, media: any MediaReading) -> String? {
        png(of: source, media: media).flatMap(HTMLPage.posterAddress)
    }
}

extension MediaPosters {
    /// What a printout needs of `sources`' videos and sounds: their facts
    /// and the poster PNG of each video that has one (a file the printer
    /// reads as a picture), by path.
    static func printed(_ sources: [PictureSource], media: any MediaReading) -> (
        facts: [String: MediaFacts], posters: [String: String]
    ) {
        var facts: [String: MediaFacts] = [:]
        var posters: [String: String] = [:]
        var seen = Set<String>()
        for source in sources where source.media != nil && seen.insert(source.path).inserted {
            facts[source.path] = media.facts(of: source)
            if source.media == .video, let poster = media.posterPNG(of: source), png(at: poster) != nil {
                posters[source.path] = poster
            }
        }
        return (facts, posters)
    }
}
