import LetterKit

/// What the program knows of a video or a sound: the facts read from its
/// container (length, picture size) and a frame of a video drawn as a PNG.
/// Every export that shows media (HTML, EPUB, PDF, the render and txt)
/// asks through this one question, so the reader behind it (a helper
/// process over FFmpeg) can be swapped without touching them.
protocol MediaReading {
    /// The facts of `source`'s file, or nil when they cannot be read (no
    /// reader, a damaged file, a file outside its folder).
    func facts(of source: PictureSource) -> MediaFacts?
    /// The path of a PNG of a frame from `source`'s first seconds (a
    /// video's poster), or nil when there is none.
    func posterPNG(of source: PictureSource) -> String?
}

/// The reader when nothing can read media: no facts, no poster. Every
/// export still shows the media, without a length or a frame.
struct NoMediaReading: MediaReading {
    func facts(of source: PictureSource) -> MediaFacts? { nil }
    func posterPNG(of source: PictureSource) -> String? { nil }
}

/// The reader the program's exports use: the media helper, started on the
/// first question, so an export of a letter without media never starts it.
enum MediaReaders {
    static var standard: any MediaReading { MediaHelperReading() }
}
