import LetterKit
import LetterPictureFiles

/// A video's and a sound's blocks: their facts from `letter-media`, and a
/// video's poster (a PNG `letter-media` made) drawn by `letter-pictures` as
/// any picture is, so each helper keeps to its own libraries.
extension PictureHelper {
    /// What the video or sound at `path` is: `.media`, or its problem.
    func mediaFacts(at path: String, confinedTo folder: String?, media: MediaHelper = .shared) -> PictureFacts {
        switch media.facts(at: path, confinedTo: folder) {
        case .success(let facts): .media(facts)
        case .failure(let problem): .problem(problem)
        }
    }

    /// How the block of a video or a sound looks: its facts, with a video's
    /// poster drawn into the block's cells when one could be made (else the
    /// block's frame says ▶, the caption and the length); or why its file
    /// cannot be read.
    func mediaLook(for request: PictureRequest, colors: PictureColors, media: MediaHelper = .shared) -> PictureLook {
        let source = request.source
        let facts: MediaFacts
        switch media.facts(at: source.path, confinedTo: source.confinedTo) {
        case .success(let found): facts = found
        case .failure(let problem): return .problem(problem)
        }
        guard source.kind == .video, facts.kind == .video,
            case .success(let png) = media.poster(at: source.path, confinedTo: source.confinedTo)
        else { return .media(facts, poster: nil) }
        // The poster is the program's own file in its cache: read where it is.
        let poster = PictureRequest(
            mark: request.mark, source: PictureSource(caption: source.caption, path: png), columns: request.columns)
        guard case .art(let art) = look(for: poster, colors: colors) else { return .media(facts, poster: nil) }
        return .media(facts, poster: art)
    }
}
