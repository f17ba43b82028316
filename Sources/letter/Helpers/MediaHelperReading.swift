import LetterKit

/// `MediaReading` answered by `letter-media` (`MediaHelper`): the one the
/// program uses. Why a problem is nil here: a caller that wants the reason
/// (the editor's block, `letter check`) asks `MediaHelper` itself.
struct MediaHelperReading: MediaReading {
    var helper: MediaHelper = .shared

    func facts(of source: PictureSource) -> MediaFacts? {
        try? helper.facts(at: source.path, confinedTo: source.confinedTo).get()
    }

    func posterPNG(of source: PictureSource) -> String? {
        try? helper.poster(at: source.path, confinedTo: source.confinedTo).get()
    }
}
