import LetterKit

/// The videos and sounds of a letter whose files cannot be read, for
/// `letter check`'s notes: a letter mailed without its recording still fits
/// its paper, but the writer should hear of it.
enum MediaCheck {
    /// Each media block's source (once per file) whose file `letter-media`
    /// cannot read, with why. Starts the helper only for a letter that has
    /// a video or a sound.
    static func unreadable(in document: Document, media: MediaHelper = .shared) -> [(PictureSource, PictureProblem)] {
        var seen = Set<String>()
        var found: [(PictureSource, PictureProblem)] = []
        for mark in document.pictureMarks {
            guard let source = document.pictures[mark.id], source.media != nil, seen.insert(source.path).inserted
            else { continue }
            if case .failure(let problem) = media.facts(at: source.path, confinedTo: source.confinedTo) {
                found.append((source, problem))
            }
        }
        return found
    }
}
