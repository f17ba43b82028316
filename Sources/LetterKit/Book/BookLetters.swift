/// Which files a book binds, in which order, and whether they are there.
///
/// The book's own list (`letters` in book.toml) when it has one; else the
/// letters directly in its folder (`.letter`, `.md`, `.txt`, not hidden) in
/// the order a person reads their names: "letter-2" before "letter-10".
/// Plain string work: the program lists the folder and answers whether a
/// path can be read.
public enum BookLetters {
    /// The file name extensions of letters, as the letterbox counts them.
    public static let extensions: Set<String> = ["letter", "md", "txt"]

    /// True for a file name the box counts as a letter.
    public static func isLetterName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The letters among a folder's `names`, in natural name order.
    public static func inFolder(names: [String]) -> [String] {
        names.filter(isLetterName).sorted(by: NaturalName.precedes)
    }

    /// The letters of `book` (its file `file`, read from `text`) as paths
    /// relative to the book's folder, in the book's order: its list, or the
    /// folder's letters (`folderNames`, the names in the folder). Each is
    /// checked with `problem`, which says in a whole sentence naming the
    /// path (relative to the folder) why it cannot be read, or gives nil
    /// when it can: a letter that is not
    /// there is an error naming it. A book with no letters is an error too.
    public static func paths(
        of book: Book, folderNames: [String], text: String, file: String, problem: (String) -> String?
    ) throws(BookFileError) -> [String] {
        guard let listed = book.letters else {
            let found = inFolder(names: folderNames)
            guard !found.isEmpty else {
                throw BookFileError(
                    message: tr(
                        "{file}: the book has no letters: put .letter, .md or .txt files beside book.toml, or list them in letters",
                        ["file": file]))
            }
            for path in found {
                if let sentence = problem(path) { throw BookFileError(message: "\(file): " + sentence) }
            }
            return found
        }
        let place = TOMLText.line(ofKey: "letters", inTable: nil, text: text).map { "\(file):\($0): " } ?? "\(file): "
        for path in listed {
            if let sentence = problem(path) { throw BookFileError(message: place + "letters: " + sentence) }
        }
        return listed
    }

    /// The cover's problem, placed at its line, if the cover cannot be read.
    public static func checkCover(
        of book: Book, text: String, file: String, problem: (String) -> String?
    ) throws(BookFileError) {
        guard let cover = book.cover, let sentence = problem(cover) else { return }
        let place = TOMLText.line(ofKey: "cover", inTable: nil, text: text).map { "\(file):\($0): " } ?? "\(file): "
        throw BookFileError(message: place + "cover: " + sentence)
    }
}
