/// The lines `letter box --list` prints: one a letter, fields between tabs,
/// so a person reads them as columns and `cut -f` takes them apart.
///
/// Representation: path relative to the box, date, `used/lines`, title. A
/// letter that could not be read has `!` where its lines would be and its
/// problem where its title would be. Controls in a name or title (a tab, a newline)
/// are shown in caret form (`TerminalSafe`), and a name's bytes that are not
/// UTF-8 as `\xe9` (`RawPath`), so each letter stays one line of four fields.
/// A letter that is one of a pair a sync kept (`SyncPair`) has a fifth
/// field that says so, after its title: the four before it stay where
/// `cut -f` finds them.
public enum BoxListing {
    /// The line for `letter` in the box at `box` (absolute, as the summary's
    /// path is); `modifiedDay` is the file's modification day, YYYY-MM-DD,
    /// shown when the envelope has no date.
    public static func line(for letter: LetterSummary, box: String, modifiedDay: String, pair: SyncPair? = nil)
        -> String
    {
        let path = shownPath(relativePath(of: letter.path, inBox: box))
        let date = letter.date.map(shown) ?? modifiedDay
        let paired = pair.map { "\t" + $0.label } ?? ""
        if let problem = letter.problem {
            return "\(path)\t\(date)\t!\t\(shown(problem))\(paired)"
        }
        return "\(path)\t\(date)\t\(letter.linesUsed)/\(letter.paperLines)\t\(shown(letter.title))\(paired)"
    }

    /// `path` relative to `box`: what follows the box and its slash; `path`
    /// itself when it is not inside the box.
    public static func relativePath(of path: String, inBox box: String) -> String {
        let prefix = box.hasSuffix("/") ? box : box + "/"
        guard path.hasPrefix(prefix) else { return path }
        return String(path.dropFirst(prefix.count))
    }

    /// The folder `path` is in, relative to `box`: "" for a letter at the
    /// top, `2023/autumn` for one deeper down.
    public static func relativeFolder(of path: String, inBox box: String) -> String {
        let relative = relativePath(of: path, inBox: box)
        guard let slash = relative.lastIndex(of: "/") else { return "" }
        return String(relative[..<slash])
    }

    /// A day as `YYYY-MM-DD`.
    public static func day(year: Int, month: Int, day: Int) -> String {
        String(TrashInfo.date(year: year, month: month, day: day, hour: 0, minute: 0, second: 0).prefix(10))
    }

    /// `text` as the terminal is given it (`TerminalSafe`): controls in
    /// caret form. A text with none (nearly every one) is returned as it is,
    /// so listing 10,000 letters builds no strings a character.
    public static func shown(_ text: String) -> String { TerminalSafe.escaped(text) }

    /// A path as the terminal is given it: its bytes that are not UTF-8 as
    /// `\xe9` (`RawPath`), its controls in caret form.
    public static func shownPath(_ path: String) -> String { RawPath.displayed(path) }
}
