import LetterKit
import LetterPictureFiles
import LetterSystem

/// An animated PNG's block: gdk-pixbuf reads only an APNG's first frame,
/// so its frames come from FFmpeg (`letter-media`, as PNGs in the cache)
/// and each is drawn by `letter-pictures` as any picture is; each helper
/// keeps to its own libraries, and a still PNG starts neither more.
extension PictureHelper {
    /// The moving look of the block `request` asks about when its file is an
    /// animated PNG (`AnimatedPNG`); nil for any other file, or when its
    /// frames cannot be had (the block is then drawn still, as before).
    func animatedPNGLook(for request: PictureRequest, colors: PictureColors, media: MediaHelper = .shared)
        -> PictureLook?
    {
        let source = request.source
        let suffix = source.fileName.split(separator: ".").last?.lowercased()
        guard suffix == "png" || suffix == "apng",
            AnimatedPNG.isAnimated(Self.start(of: source.path, confinedTo: source.confinedTo)),
            case .success(let frames) = media.frames(at: source.path, confinedTo: source.confinedTo)
        else { return nil }
        var drawn: [PictureArt] = []
        for path in frames.paths {
            // A frame is the program's own file in its cache: read where it is.
            let still = PictureRequest(
                mark: request.mark, source: PictureSource(caption: source.caption, path: path), columns: request.columns)
            guard case .art(let art) = look(for: still, colors: colors) else { return nil }
            drawn.append(art)
        }
        return PictureMotion(frames: drawn, delays: frames.delays).map(PictureLook.moving)
    }

    /// The first bytes of the picture at `path`, confined as the picture is;
    /// none when it cannot be opened (its still look then says why).
    private static func start(of path: String, confinedTo folder: String?) -> [UInt8] {
        guard let file = try? System.openRegularFile(path, confinedTo: folder) else { return [] }
        defer { file.close() }
        return (try? file.readStart(AnimatedPNG.headerBytes)) ?? []
    }
}
