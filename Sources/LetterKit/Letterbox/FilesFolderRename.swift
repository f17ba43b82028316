/// A letter renamed takes its files folders with it, and its picture blocks
/// must then point into the folders' new names: this rewrites them.
///
/// Representation: the letter's whole text, line by line. A line that is a
/// picture block (`PictureSyntax`) whose path, read against the letter's
/// folder, lies inside a moved folder is written anew, however the path was
/// written (`walk.files/x.png`, `./walk.files/x.png`, `<walk.files/my
/// photo.png>`, `walk.files/../walk.files/x.png`, or absolute): a relative
/// path stays relative (to the letter's folder, resolved), an absolute one
/// stays absolute. Every other line, and each line's ending, is kept byte
/// for byte.
///
/// Limitations: a rewritten block is written the canonical way
/// (`PictureSyntax.line`): attributes other than `lines` after it are
/// dropped, and its caption's escapes may change. A path that reaches the
/// folder through a symbolic link is not recognised.
public enum FilesFolderRename {
    /// One folder moved: absolute paths before and after.
    public struct Move: Hashable, Sendable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    /// `text`, of a letter in the absolute folder `folder`, with the picture
    /// blocks that point into a moved folder pointing into its new place;
    /// nil when none does.
    public static func text(_ text: String, in folder: String, moving moves: [Move]) -> String? {
        var changed = false
        var lines = pictureLines(text)
        for index in lines.indices {
            guard var picture = PictureSyntax(line: lines[index].text) else { continue }
            let resolved = PicturePath.resolve(picture.path, in: folder)
            guard let move = moves.first(where: { PicturePath.isInside(resolved, folder: $0.from) }) else { continue }
            let moved = move.to + resolved.dropFirst(move.from.count)
            picture.path = picture.path.hasPrefix("/") ? moved : PicturePath.written(moved, forLetterIn: folder)
            lines[index].text = picture.line
            changed = true
        }
        return changed ? lines.map(\.written).joined(separator: "\n") : nil
    }

    /// The new names of the folders `taken` (names, as
    /// `FilesFolderOwnership` decides) when the letter named `old` is named
    /// `new`. The own folder follows the whole name (`walk.letter.files` →
    /// `stroll.letter.files`); an old-style folder taken alone becomes the
    /// new name's own folder (`walk.files` → `stroll.letter.files`), so a
    /// rename never leaves a folder another letter could share; taken beside
    /// an own folder, it follows the stem (`walk.files` → `stroll.files`).
    public static func moves(of taken: [String], renaming old: String, to new: String) -> [Move] {
        let own = PicturePath.filesFolder(forLetterAt: old)
        let newOwn = PicturePath.filesFolder(forLetterAt: new)
        let hasOwn = taken.contains(own)
        return taken.map { name in
            Move(from: name, to: name == own || !hasOwn ? newOwn : PicturePath.legacyFilesFolder(forLetterAt: new))
        }
    }

    /// The paths of the picture blocks in `text`, as written.
    public static func picturePaths(in text: String) -> [String] {
        pictureLines(text).compactMap { PictureSyntax(line: $0.text)?.path }
    }

    /// The lines of `text` without their "\n"; a line's "\r" is kept apart
    /// so a picture block ending in CRLF is still read as one.
    private static func pictureLines(_ text: String) -> [Line] {
        // By scalars: "\r\n" is one Character, which a split on "\n" would not see.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { piece in
            var line = String(String.UnicodeScalarView(piece))
            let carriageReturn = line.unicodeScalars.last == "\r"
            if carriageReturn { line.unicodeScalars.removeLast() }
            // In the Markdown form a picture between two lines of a paragraph
            // ends with a hard break: kept apart, and put back as it was.
            let hardBreak = MarkdownBody.trailingBackslashes(line) % 2 == 1
            if hardBreak { line.unicodeScalars.removeLast() }
            return Line(text: line, hardBreak: hardBreak, carriageReturn: carriageReturn)
        }
    }

    /// One line, whether it ended in a hard break ("\\") and in "\r".
    private struct Line {
        var text: String
        var hardBreak: Bool
        var carriageReturn: Bool

        /// The line as the file holds it.
        var written: String { text + (hardBreak ? "\\" : "") + (carriageReturn ? "\r" : "") }
    }
}
