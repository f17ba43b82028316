/// A book to bind: a new folder in the box holding a `book.toml` that lists
/// letters in order. The letters are never moved: the book refers to them.
///
/// Representation: the folder and every letter as absolute paths, the
/// letters in the order they were marked. `bookFile(author:)` is the file's
/// text; the program adds the author (the envelope's `from` of the first
/// letter, which only it can read) and writes it.
public struct BookBinding: Hashable, Sendable {
    /// The book's folder, absolute: the box, then the title.
    public let folder: String
    public let title: String
    public let letters: [String]

    public init(folder: String, title: String, letters: [String]) {
        self.folder = folder
        self.title = title
        self.letters = letters
    }

    /// The letters as the book lists them: relative to its folder
    /// ("../autumn.letter"), so the box can move whole.
    public var relativeLetters: [String] { letters.map { BookBinding.relativePath(from: folder, to: $0) } }

    /// The `book.toml` text: `title`, `author` (empty when unknown) and
    /// `letters`, as TOML basic strings.
    public func bookFile(author: String?) -> String {
        var text = "title = \(TOMLText.basicString(title))\n"
        text += "author = \(TOMLText.basicString(author ?? ""))\n"
        text += "letters = [\n"
        for letter in relativeLetters { text += "    \(TOMLText.basicString(letter)),\n" }
        text += "]\n"
        return text
    }

    /// The path that leads from the folder `from` to `to`, both absolute:
    /// up out of what they do not share, then down.
    public static func relativePath(from folder: String, to path: String) -> String {
        let base = folder.split(separator: "/", omittingEmptySubsequences: true)
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        var shared = 0
        while shared < base.count, shared < target.count - 1, base[shared] == target[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: base.count - shared)
        return (ups + target[shared...].map(String.init)).joined(separator: "/")
    }

}
