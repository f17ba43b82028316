import LetterKit
import LetterPictureFiles
import LetterSystem

/// Animated pictures drawn, kept as `PictureCache` keeps still ones: each
/// drawn once per file, size and colour mode, so a picture asked about
/// again (scrolled back to, the editor reopened over the same helper) is
/// not decoded again. A file gdk-pixbuf does not animate is kept as such,
/// so a still GIF is looked at once and then drawn as any picture.
struct MotionCache {
    private enum Entry {
        case moving(PictureLook)
        case still
    }

    /// The most animations kept: each may hold `AnimationDecoder.Limits`'
    /// cells, so fewer than the still pictures.
    let capacity = 8
    private var entries: [PictureCache.Key: (entry: Entry, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// The animated picture `request` names drawn, frame by frame; nil when
    /// it is no animation (a still picture, another format, or one that
    /// cannot be looked at: the still path says why).
    mutating func motion(for request: PictureRequest, colors: PictureColors) -> PictureLook? {
        guard Self.mayMove(request.source.path) else { return nil }
        clock += 1
        let file: PictureFile
        do throws(PictureError) {
            file = try PictureFile.inspect(request.source.path, confinedTo: request.source.confinedTo)
        } catch {
            return nil
        }
        guard file.format == "gif" || file.format == "webp" else { return nil }
        let columns = max(0, request.columns)
        let rows = max(0, request.rows)
        let key = PictureCache.Key(
            path: file.path, confinedTo: file.confinedTo, stamp: file.stamp, columns: columns, rows: rows,
            colors: colors)
        if let kept = entries[key] {
            entries[key]?.lastUse = clock
            if case .moving(let look) = kept.entry { return look }
            return nil
        }
        let entry: Entry
        do throws(PictureError) {
            if let drawn = try AnimationDecoder.frames(file, columns: columns, rows: rows, colors: colors),
                let motion = PictureMotion(frames: drawn.frames.map(\.art), delays: drawn.delays)
            {
                entry = .moving(.moving(motion))
            } else {
                entry = .still
            }
        } catch {
            entry = .moving(.problem(error.problem))
        }
        entries[key] = (entry, clock)
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
        if case .moving(let look) = entry { return look }
        return nil
    }

    /// Whether a file so named may hold an animation gdk-pixbuf plays: a
    /// PNG or JPEG is drawn still without being looked at twice.
    static func mayMove(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".gif") || name.hasSuffix(".webp")
    }
}
