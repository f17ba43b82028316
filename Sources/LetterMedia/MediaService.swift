import LetterKit
import LetterSystem

/// Answers the program's questions about videos and sounds
/// (`MediaQuestion`), in the core's types: what `letter-media` runs.
public struct MediaService {
    public init() {}

    public func answer(_ question: MediaQuestion) -> MediaAnswer {
        switch question {
        case .facts(let path, let folder):
            do throws(MediaRefusal) {
                return .facts(try MediaContainer.open(path, confinedTo: folder).facts())
            } catch {
                return .problem(error.problem)
            }
        case .poster(let path, let folder, let cacheFolder):
            do throws(MediaRefusal) {
                return .poster(path: try poster(of: path, confinedTo: folder, cacheFolder: cacheFolder))
            } catch {
                return .problem(error.problem)
            }
        case .frames(let path, let folder, let cacheFolder):
            do throws(MediaRefusal) {
                let container = try MediaContainer.open(path, confinedTo: folder)
                let (pngs, delays) = try MediaFrames.pngs(of: container)
                // `frames-<the poster's key>-N.png`: one name a frame, the file's stamp in it.
                let key = PosterCache.fileName(path: path, stamp: DiskStamp(container.file.status))
                    .dropFirst("poster-".count).dropLast(".png".count)
                var paths: [String] = []
                for (index, png) in pngs.enumerated() {
                    let target = FilePath.join(cacheFolder, "frames-\(key)-\(index).png")
                    try PosterCache.write(png, to: target)
                    paths.append(target)
                }
                return .frames(paths: paths, delays: delays)
            } catch {
                return .problem(error.problem)
            }
        }
    }

    /// The path of the video's poster in `cacheFolder`: found there when the
    /// same file had one made, else decoded and written there.
    func poster(of path: String, confinedTo folder: String?, cacheFolder: String) throws(MediaRefusal) -> String {
        let container = try MediaContainer.open(path, confinedTo: folder)
        let target = FilePath.join(
            cacheFolder, PosterCache.fileName(path: path, stamp: DiskStamp(container.file.status)))
        if let found = PosterCache.existing(target) { return found }
        try PosterCache.write(try MediaPoster.png(of: container), to: target)
        return target
    }
}
