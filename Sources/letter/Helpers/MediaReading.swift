import LetterKit

/// What the program reads of a letter's videos and sounds: their facts
/// (kind, length, a video's size) and a video's poster frame as a PNG on
/// disk. The editor's blocks, `letter check` and the exports ask it; a file
/// that cannot be read, or a reader that cannot run, is nil.
protocol MediaReading {
    func facts(of source: PictureSource) -> MediaFacts?
    func posterPNG(of source: PictureSource) -> String?
}
