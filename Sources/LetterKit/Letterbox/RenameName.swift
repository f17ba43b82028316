/// The name a rename in the box gives a letter: it stays a letter of the
/// same kind.
///
/// A name typed without a letter's extension keeps the old one (`stroll`
/// for `walk.letter` is `stroll.letter`; `notes.v2` is `notes.v2.letter`),
/// so the box goes on listing it and the same reader reads it. A name with
/// another letter's extension is refused: the extension says how the file
/// is read (`.txt` shows ink marks as characters, `.md` keeps no envelope),
/// so a change of kind is a save as, in the editor, where what would be
/// lost is said. The case of a typed extension is the person's choice
/// (`Walk.LETTER` stays as typed).
public enum RenameName {
    public enum Outcome: Hashable, Sendable {
        /// The whole new name.
        case name(String)
        /// The typed name would make the letter another kind of file.
        case changesKind(from: String, to: String)
    }

    /// What typing `typed` in the rename of the letter named `old` gives.
    public static func resolve(_ typed: String, renaming old: String) -> Outcome {
        guard let oldExtension = letterExtension(of: old) else { return .name(typed) }
        guard let newExtension = letterExtension(of: typed) else { return .name(typed + "." + oldExtension) }
        if newExtension.lowercased() == oldExtension.lowercased() { return .name(typed) }
        return .changesKind(from: oldExtension, to: newExtension)
    }

    /// A letter's extension as written (`letter`, `MD`), or nil.
    static func letterExtension(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let written = String(name[name.index(after: dot)...])
        return BookLetters.extensions.contains(written.lowercased()) ? written : nil
    }
}
