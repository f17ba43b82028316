/// A letter renamed takes its `NAME.files/` folder with it, and its picture
/// blocks must then point into the folder's new name: this rewrites them.
///
/// Representation: the letter's whole text, line by line. A line that is a
/// picture block (`PictureSyntax`) whose path starts with the old folder's
/// name is written anew with the new name; every other line, and each
/// line's ending, is kept byte for byte.
///
/// Limitations: a rewritten block is written the canonical way
/// (`PictureSyntax.line`): attributes other than `lines` after it are
/// dropped, and its caption's escapes may change.
public enum FilesFolderRename {
    /// `text` with the picture blocks that refer into the folder `old` (its
    /// name, as `autumn.files`) referring into `new`; nil when none does.
    public static func text(_ text: String, movingFrom old: String, to new: String) -> String? {
        var changed = false
        var lines: [String] = []
        // By scalars: "\r\n" is one Character, which a split on "\n" would not see.
        for piece in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(String.UnicodeScalarView(piece))
            let carriageReturn = line.unicodeScalars.last == "\r"
            if carriageReturn { line.unicodeScalars.removeLast() }
            // A picture between two lines of a paragraph ends with a hard break.
            let hardBreak = MarkdownBody.trailingBackslashes(line) % 2 == 1
            let block = hardBreak ? String(line.dropLast()) : line
            if var picture = PictureSyntax(line: block), picture.path.hasPrefix(old + "/") {
                picture.path = new + picture.path.dropFirst(old.count)
                line = picture.line + (hardBreak ? "\\" : "")
                changed = true
            }
            lines.append(carriageReturn ? line + "\r" : line)
        }
        return changed ? lines.joined(separator: "\n") : nil
    }
}
