/// One line of a letter read from its runs, checked: its size, and its text
/// and images in order.
public struct RunsLine: Hashable, Sendable {
    /// The size the line's runs name (the largest of its text runs').
    public var size: TypeSize
    public var pieces: [RunsPiece]

    public init(size: TypeSize = .normal, pieces: [RunsPiece] = []) {
        self.size = size
        self.pieces = pieces
    }
}

/// Text in its ink, or an image.
public enum RunsPiece: Hashable, Sendable {
    case text(StyledText)
    case image(ImageRun)
}

extension LetterRuns {
    /// Reads line `index` (its place in the list, for the paths of problems)
    /// from its runs: every value checked, missing attributes taken as the
    /// defaults, colours taken to the nearest pen of the palette
    /// (`InkColor.nearestNamed`, `Highlight.nearestNamed`).
    ///
    /// What a letter may hold is the letter's rule: any character but NUL
    /// (a letter file never holds one) and a line break (a line is a list
    /// of its own); control characters stay and are shown in caret form as
    /// in any letter, and a picture's internal mark spelled in the text is
    /// no picture (`Document.withoutPictureMarks`).
    public static func line(from runs: [Run], at index: Int) throws(RunsProblem) -> RunsLine {
        var stickers = StickerShelf()
        return try line(from: runs, at: index, stickers: &stickers)
    }

    /// As `line(from:at:)`, an image as small as a sticker (`isSticker`)
    /// read as one inside the line's text, put on `stickers`: a sticker by
    /// address (`https://…`) is kept as its placeholder, never fetched.
    public static func line(from runs: [Run], at index: Int, stickers: inout StickerShelf) throws(RunsProblem) -> RunsLine {
        var line = RunsLine()
        var characters: [Character] = []
        var inks: [Ink] = []
        var stickerOffsets: Set<Int> = []
        func endText() {
            guard !characters.isEmpty else { return }
            let marksRemoved = characters.enumerated().map { offset, character in
                stickerOffsets.contains(offset) || !(PictureMark.isMark(character) || StickerMark.isMark(character))
                    ? character : "\u{FFFD}"
            }
            line.pieces.append(.text(StyledText(marksRemoved, inks: inks)))
            characters = []
            inks = []
            stickerOffsets = []
        }
        for (number, run) in runs.enumerated() {
            let path = "$[\(index)][\(number)]"
            switch (run.text, run.image) {
            case (let text?, nil):
                let (size, ink) = try look(of: text, path: path + ".text")
                line.size = TypeSize.larger(line.size, size)
                append(Array(text.text), ink: ink, to: &characters, inks: &inks)
            case (nil, let image?):
                try check(image, path: path + ".image")
                if isSticker(image) {
                    let name = image.alt ?? stickerName(of: image.url)
                    let id = stickers.add(Sticker(name: name, path: image.url))
                    stickerOffsets.insert(characters.count)
                    characters.append(StickerMark(id: id).character)
                    inks.append(.plain)
                    continue
                }
                endText()
                line.pieces.append(.image(image))
            case (nil, nil):
                throw RunsProblem(path: path, reason: tr("expected \"text\" or \"image\""))
            case (.some, .some):
                throw RunsProblem(path: path, reason: tr("holds both \"text\" and \"image\"; a run is one of them"))
            }
        }
        endText()
        return line
    }

    /// Whether `image` is a sticker rather than a picture block: no larger
    /// than one and a half lines both ways (`width` and `height`, the one
    /// given standing for both), and not a file to attach.
    static func isSticker(_ image: ImageRun) -> Bool {
        guard let side = image.height ?? image.width else { return false }
        let limit = 1.5 * pointsPerLine
        return side <= limit && (image.width ?? side) <= limit && PictureKind(path: image.url) == .picture
    }

    /// A sticker's name from its URL or path when the run gives none: the
    /// file's name without its extension.
    static func stickerName(of url: String) -> String {
        let file = url.split(separator: "/").last.map(String.init) ?? url
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        return stem.isEmpty ? "sticker" : stem
    }

    /// A text run's size and ink, every value checked.
    static func look(of run: TextRun, path: String) throws(RunsProblem) -> (TypeSize, Ink) {
        try checkText(run.text, path: path + ".text")
        var size = TypeSize.normal
        if let fontSize = run.fontSize {
            guard fontSize > 0, fontSize.isFinite else {
                throw RunsProblem(path: path + ".fontSize", reason: tr("expected a positive number"))
            }
            size = TypeSize(fontSize: fontSize)
        }
        var ink = Ink.plain
        if let color = run.textColor {
            guard let rgb = RGB(hex: color) else {
                throw RunsProblem(path: path + ".textColor", reason: tr("expected a colour as \"#rrggbb\""))
            }
            ink.color = InkColor.nearestNamed(to: rgb)
        }
        if let background = run.background {
            guard let rgb = RGB(hex: background) else {
                throw RunsProblem(path: path + ".background", reason: tr("expected a colour as \"#rrggbb\""))
            }
            ink.highlight = Highlight.nearestNamed(to: rgb)
        }
        for (number, name) in (run.textStyle ?? []).enumerated() {
            switch RunStyle(rawValue: name) {
            case .bold: ink.bold = true
            case .italic: ink.italic = true
            case .underline: ink.underline = true
            case nil:
                throw RunsProblem(
                    path: path + ".textStyle[\(number)]", reason: tr("expected \"bold\", \"italic\" or \"underline\""))
            }
        }
        return (size, ink)
    }

    /// An image run's values checked: a URL or path that is not empty, and
    /// sizes that are positive numbers.
    static func check(_ image: ImageRun, path: String) throws(RunsProblem) {
        try checkText(image.url, path: path + ".url")
        guard !image.url.isEmpty else {
            throw RunsProblem(path: path + ".url", reason: tr("expected a URL or a path, not \"\""))
        }
        if let alt = image.alt { try checkText(alt, path: path + ".alt") }
        for (key, value) in [("width", image.width), ("height", image.height)] {
            guard let value else { continue }
            guard value > 0, value.isFinite else {
                throw RunsProblem(path: path + "." + key, reason: tr("expected a positive number"))
            }
        }
    }

    /// Refuses what a line of a letter cannot hold: NUL and line breaks.
    static func checkText(_ text: String, path: String) throws(RunsProblem) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{0}":
                throw RunsProblem(path: path, reason: tr("holds NUL (U+0000), which a letter cannot hold"))
            case "\n", "\r":
                throw RunsProblem(
                    path: path,
                    reason: tr(
                        "holds a line break (U+{code}); each line of the letter is a list of its own",
                        ["code": scalar == "\n" ? "000A" : "000D"]))
            default:
                continue
            }
        }
    }

    /// Appends `new` in `ink`, joining a character that forms one grapheme
    /// with the one before it (an accent in a run of its own) to that
    /// character, in the ink it had: offsets stay in whole characters, as
    /// the document will count them.
    static func append(_ new: [Character], ink: Ink, to characters: inout [Character], inks: inout [Ink]) {
        var rest = new[...]
        while let last = characters.last, let first = rest.first {
            let joined = String(last) + String(first)
            guard joined.count == 1, let character = joined.first else { break }
            characters[characters.count - 1] = character
            rest = rest.dropFirst()
        }
        characters.append(contentsOf: rest)
        inks.append(contentsOf: repeatElement(ink, count: rest.count))
    }
}
