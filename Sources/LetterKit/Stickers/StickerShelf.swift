/// A small picture inside a line of text: what a `StickerMark` stands for.
///
/// Public as plain values (a name and a path) so that every writer of a
/// letter — the file, the render, the HTML page, the print, a list of runs —
/// reads and makes one the same way: `![name](path){.sticker}`.
public struct Sticker: Hashable, Sendable, Codable {
    /// What the sticker is called: the alt text of its Markdown, and the word
    /// `render` and `check` show for it (`StickerText.readable`).
    public var name: String
    /// The picture, as the letter writes it: relative to the letter's
    /// folder (`stickers/heart.png`). Read only when it is relative, has no
    /// `..` and names a regular file (`isConfined`); otherwise the sticker is
    /// shown as a placeholder and written back as it was.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// Whether the path may be read at all: relative, no `..`, not an
    /// address. A letter is untrusted input; whether the file is regular is
    /// the shell's question, asked when it reads it.
    public var isConfined: Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !PictureTarget.isAddress(path) else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// The folder stickers are kept in beside a letter, and a sticker's
    /// file name there.
    public static let folder = "stickers"

    /// The path a sticker called `name` takes beside a letter; `number`
    /// above 1 for another file of the same name (`heart-2.png`).
    public static func path(forName name: String, number: Int = 1) -> String {
        folder + "/" + StickerNames.fileStem(name) + (number > 1 ? "-\(number)" : "") + ".png"
    }
}

/// The stickers a document refers to, by number: what a `StickerMark`'s id
/// means.
///
/// Append-only while the document lives, so a sticker undone back into the
/// letter finds its entry again; the same sticker put in twice takes one
/// entry. Only a path changes, when a save had to write the file under
/// another name.
public struct StickerShelf: Hashable, Sendable {
    public private(set) var stickers: [Sticker] = []

    public init() {}

    /// The number `sticker` has or would take on the shelf.
    public func id(for sticker: Sticker) -> Int {
        stickers.firstIndex(of: sticker) ?? stickers.count
    }

    /// Puts `sticker` on the shelf unless it is there; returns its number.
    @discardableResult
    mutating func add(_ sticker: Sticker) -> Int {
        if let index = stickers.firstIndex(of: sticker) { return index }
        stickers.append(sticker)
        return stickers.count - 1
    }

    /// The sticker numbered `id`, if there is one.
    public subscript(id: Int) -> Sticker? {
        stickers.indices.contains(id) ? stickers[id] : nil
    }

    /// The sticker `character` stands for, if it is a mark of this shelf.
    public func sticker(for character: Character) -> Sticker? {
        guard !stickers.isEmpty, let mark = StickerMark(character) else { return nil }
        return self[mark.id]
    }

    /// Points sticker `id` at another path (a save wrote it under another name).
    mutating func move(_ id: Int, to path: String) {
        guard stickers.indices.contains(id) else { return }
        stickers[id].path = path
    }

    public var isEmpty: Bool { stickers.isEmpty }
}

/// Sticker names as a person reads them and as file names take them.
public enum StickerNames {
    /// `name` as a file name's stem: letters, digits, `-` and `_` kept
    /// (lowercased ASCII), anything else a `-`; never empty, never hidden.
    public static func fileStem(_ name: String) -> String {
        var stem = ""
        for scalar in name.unicodeScalars.prefix(64) {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                stem.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else if !stem.isEmpty, !stem.hasSuffix("-") {
                stem.append("-")
            }
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        return stem.isEmpty ? "sticker" : stem
    }

    /// A name as a screen or a line of output may show it: controls and
    /// other unprintable characters escaped (`TerminalSafe`), so a hostile
    /// file name never reaches the terminal raw.
    public static func shown(_ name: String) -> String {
        TerminalSafe.escaped(name)
    }
}
