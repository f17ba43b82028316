/// A picture block as a letter's Markdown writes it: a paragraph that is only
/// `![caption](path)`, with `{lines=N}` after it for its height.
///
/// Pandoc reads the same line as an image with a `lines` attribute, so a
/// letter means the same there. A path with spaces or brackets is written in
/// angle brackets (`![a](<my photo.jpg>)`), as pandoc and CommonMark read it;
/// the caption escapes what would otherwise be markup.
public struct PictureSyntax: Hashable, Sendable {
    public var caption: String
    /// The path as written (relative to the letter's folder, or absolute).
    public var path: String
    /// The height given with `{lines=N}`, if any.
    public var lines: Int?

    public init(caption: String, path: String, lines: Int?) {
        self.caption = caption
        self.path = path
        self.lines = lines
    }

    /// The picture block `line` spells, or nil for any other paragraph (a
    /// sticker, `{.sticker}`, is part of a line: `StickerText`).
    public init?(line: String) {
        var scanner = Array(line.unicodeScalars)
        while let last = scanner.last, last == " " || last == "\t" { scanner.removeLast() }
        guard scanner.count >= 5, let image = PictureSyntax.image(in: scanner, at: 0) else { return nil }
        let caption = image.caption
        let path = image.path
        let index = image.end
        guard !path.isEmpty else { return nil }
        var lines: Int?
        if index < scanner.count {
            guard scanner[index] == "{", scanner.last == "}" else { return nil }
            let attributes = String(String.UnicodeScalarView(scanner[(index + 1)..<(scanner.count - 1)]))
            // More after the first `}` (another image: stickers) is a line of
            // text; so is an image with the sticker's class.
            if attributes.contains("}") || attributes.split(separator: " ").contains(where: { $0 == StickerText.className }) {
                return nil
            }
            for attribute in attributes.split(separator: " ") {
                let parts = attribute.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0] == "lines" else { continue }
                guard let value = Int(parts[1]), value > 0 else { return nil }
                lines = min(value, PictureMark.maximumLines)
            }
        }
        self.init(caption: caption, path: path, lines: lines)
    }

    /// The image `![caption](path)` that starts at `start` in `scanner`, with
    /// the index just after its `)`; nil where none starts there. The caption
    /// and the path are read with their escapes undone; a path in angle
    /// brackets may hold spaces and parentheses.
    static func image(in scanner: [Unicode.Scalar], at start: Int) -> (caption: String, path: String, end: Int)? {
        guard start + 1 < scanner.count, scanner[start] == "!", scanner[start + 1] == "[" else { return nil }
        var index = start + 2
        var caption = String.UnicodeScalarView()
        var depth = 0
        while index < scanner.count {
            let scalar = scanner[index]
            if scalar == "\\", index + 1 < scanner.count {
                caption.append(scanner[index + 1])
                index += 2
                continue
            }
            if scalar == "[" { depth += 1 }
            if scalar == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            caption.append(scalar)
            index += 1
        }
        guard index + 1 < scanner.count, scanner[index] == "]", scanner[index + 1] == "(" else { return nil }
        index += 2
        var path = String.UnicodeScalarView()
        if index < scanner.count, scanner[index] == "<" {
            index += 1
            while index < scanner.count, scanner[index] != ">" {
                if scanner[index] == "\\", index + 1 < scanner.count { index += 1 }
                path.append(scanner[index])
                index += 1
            }
            guard index + 1 < scanner.count, scanner[index] == ">", scanner[index + 1] == ")" else { return nil }
            index += 2
        } else {
            while index < scanner.count, scanner[index] != ")" {
                guard scanner[index] != " ", scanner[index] != "(" else { return nil }
                if scanner[index] == "\\", index + 1 < scanner.count { index += 1 }
                path.append(scanner[index])
                index += 1
            }
            guard index < scanner.count else { return nil }
            index += 1
        }
        guard !path.isEmpty else { return nil }
        return (String(caption), String(path), index)
    }

    /// The line that writes this picture block.
    public var line: String {
        var written = "!["
        for character in caption {
            if "\\[]*_`<>".contains(character) { written.append("\\") }
            written.append(character)
        }
        written += "]("
        if path.contains(where: { " ()<>\t\\".contains($0) }) {
            written += "<"
            for character in path {
                if "<>\\".contains(character) { written.append("\\") }
                written.append(character)
            }
            written += ">"
        } else {
            written += path
        }
        written += ")"
        if let lines { written += "{lines=\(lines)}" }
        return written
    }

    /// What plain text shows for a picture block: its caption (or file
    /// name) and where the file is, written as a letter in `folder` writes
    /// it, so a `.txt` saved or exported still leads to the picture.
    public static func plainLine(for source: PictureSource, folder: String = ".") -> String {
        let path = PicturePath.written(source.path, forLetterIn: folder)
        switch source.kind {
        case .picture: return "[picture: \(source.caption.isEmpty ? source.fileName : source.caption) (\(path))]"
        case .attachment, .video: return "[attachment: \(source.fileName) (\(path))]"
        }
    }
}
