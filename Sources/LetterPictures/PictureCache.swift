import LetterSystem
import LetterPictureFiles
/// Drawn pictures kept between frames, so a picture is decoded once and not on
/// every key.
///
/// An entry is keyed by what decides its cells: the path, the file's stamp
/// (a picture saved over is drawn anew), the block's size and the colour mode.
/// A hit costs one `stat`. Refusals are kept too, under the stamp of the file
/// they judged, so a picture too large to draw is not looked at again on every
/// frame; a missing file is never kept (there is no stamp to key it on) and is
/// looked for afresh. At most `capacity` entries; the least recently used goes
/// first.
struct PictureCache {
    /// What a drawing depends on.
    struct Key: Hashable, Sendable {
        var path: String
        var confinedTo: String?
        var stamp: DiskStamp
        var columns: Int
        var rows: Int
        var colors: PictureColors
    }

    /// Draws a picture already looked at; `PictureDecoder.render` unless a
    /// test counts the calls.
    typealias Render = (PictureFile, _ columns: Int, _ rows: Int, PictureColors) throws(PictureError) -> PictureCells

    private struct Entry {
        var result: Result<PictureCells, PictureError>
        var lastUse: UInt64
    }

    /// The most entries kept. 32 pictures is more than any letter shows on a
    /// screen, and each is at most a screenful of cells.
    let capacity: Int
    private let render: Render
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int = 32, render: @escaping Render = PictureDecoder.render) {
        self.capacity = max(1, capacity)
        self.render = render
    }

    /// How many drawings (and refusals) are kept.
    var count: Int { entries.count }

    /// The picture at `path` drawn for a `columns` × `rows` block: from the
    /// cache if the file and the request are unchanged, else looked at and
    /// decoded (and kept).
    mutating func cells(
        path: String, confinedTo folder: String? = nil, columns: Int, rows: Int, colors: PictureColors
    ) throws(PictureError) -> PictureCells {
        clock += 1
        if let stamp = DiskStamp.of(path: path) {
            let key = Key(path: path, confinedTo: folder, stamp: stamp, columns: columns, rows: rows, colors: colors)
            if var entry = entries[key] {
                entry.lastUse = clock
                entries[key] = entry
                return try entry.result.get()
            }
        }
        let result: Result<PictureCells, PictureError>
        let stamp: DiskStamp?
        do throws(PictureError) {
            let file = try PictureFile.inspect(path, confinedTo: folder)
            stamp = file.stamp
            result = Result { () throws(PictureError) in try render(file, columns, rows, colors) }
        } catch {
            // Judged from the file as it is now; keyed on that, if it exists.
            stamp = error == .missing(path: path) ? nil : DiskStamp.of(path: path)
            result = .failure(error)
        }
        if let stamp {
            let key = Key(path: path, confinedTo: folder, stamp: stamp, columns: columns, rows: rows, colors: colors)
            keep(result, for: key)
        }
        return try result.get()
    }

    /// Forgets everything (the terminal's colours changed, say).
    mutating func removeAll() { entries.removeAll() }

    private mutating func keep(_ result: Result<PictureCells, PictureError>, for key: Key) {
        entries[key] = Entry(result: result, lastUse: clock)
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
    }
}
