/// A sticker on a printed page: its picture drawn in its two cells of a
/// writing line, the height of the line, as the screen gives it those cells.
///
/// Which picture: the file the letter names beside it when it can be read
/// (`path`, read only inside `confinedTo`, and only a PNG), else the sticker
/// the project ships under the same name (`ShippedStickers`), else an empty
/// frame: a sticker never fails a print.
public struct PrintSticker: Hashable, Sendable, Codable {
    /// The sticker's name, for the shipped picture and the note.
    public var name: String
    /// The file as the program opens it (resolved against the letter's
    /// folder); nil when the letter's path may not be read at all
    /// (`Sticker.isConfined`) or there is no folder to read it in.
    public var path: String?
    /// The folder the file must lie in, links resolved: the letter's.
    public var confinedTo: String?
    /// The sticker's cells on its line: two cells (as many more as the
    /// line's characters are wide) across, the line's rows down.
    public var box: PrintRect
    /// How many times wider than high the line's type is drawn (2 for a
    /// wide line): the picture is stretched with it.
    public var stretch: Double
    /// The ink of the empty frame drawn when there is no picture.
    public var color: RGB

    public init(
        name: String, path: String?, confinedTo: String?, box: PrintRect, stretch: Double = 1, color: RGB
    ) {
        self.name = name
        self.path = path
        self.confinedTo = confinedTo
        self.box = box
        self.stretch = stretch
        self.color = color
    }

    /// The square (stretched across by `stretch`) the picture is drawn in:
    /// as large as the box holds, centred in it.
    public var drawn: PrintRect {
        let stretch = self.stretch > 0 ? self.stretch : 1
        let side = min(box.width / stretch, box.height)
        let width = side * stretch
        return PrintRect(x: box.x + (box.width - width) / 2, y: box.y + (box.height - side) / 2, width: width, height: side)
    }
}

extension PrintRequest {
    /// Where `sticker`'s file is printed from: resolved against the
    /// letter's folder, nil when its path may not be read or there is no
    /// folder (`PrintSticker.path`).
    func stickerPath(_ sticker: Sticker) -> String? {
        guard sticker.isConfined, let folder = folder else { return nil }
        return PicturePath.resolve(sticker.path, in: folder)
    }
}
