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
        names.filter(isLetterName).sorted(by: NaturalOrder.precedes)
    }

    /// The letters of `book` (its file `file`, read from `text`) as paths
    /// relative to the book's folder, in the book's order: its list, or the
    /// folder's letters (`folderNames`, the names in the folder). Each is
    /// checked with `problem`, which gives why a path (relative to the
    /// folder) cannot be read, or nil when it can: a letter that is not
    /// there is an error naming it. A book with no letters is an error too.
    public static func paths(
        of book: Book, folderNames: [String], text: String, file: String, problem: (String) -> String?
    ) throws(BookFileError) -> [String] {
        guard let listed = book.letters else {
            let found = inFolder(names: folderNames)
            guard !found.isEmpty else {
                throw BookFileError(
                    message: "\(file): the book has no letters: put .letter, .md or .txt files beside book.toml, "
                        + "or list them in letters")
            }
            for path in found {
                if let reason = problem(path) { throw BookFileError(message: "\(file): \(path) \(reason)") }
            }
            return found
        }
        let place = TOMLText.line(ofKey: "letters", inTable: nil, text: text).map { "\(file):\($0): " } ?? "\(file): "
        for path in listed {
            if let reason = problem(path) { throw BookFileError(message: place + "letters: \(path) \(reason)") }
        }
        return listed
    }

    /// The cover's problem, placed at its line, if the cover cannot be read.
    public static func checkCover(
        of book: Book, text: String, file: String, problem: (String) -> String?
    ) throws(BookFileError) {
        guard let cover = book.cover, let reason = problem(cover) else { return }
        let place = TOMLText.line(ofKey: "cover", inTable: nil, text: text).map { "\(file):\($0): " } ?? "\(file): "
        throw BookFileError(message: place + "cover: \(cover) \(reason)")
    }
}

/// File names in the order a person reads them: runs of digits compare as
/// numbers ("letter-2" before "letter-10"), letters without regard to case;
/// names equal that way fall back to their exact text, so the order is total.
public enum NaturalOrder {
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let a = chunks(left)
        let b = chunks(right)
        for (x, y) in zip(a, b) where x != y {
            switch (x, y) {
            case (.number(let m), .number(let n)):
                return m.count != n.count ? m.count < n.count : m < n
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s < t
            }
        }
        if a.count != b.count { return a.count < b.count }
        return left < right
    }

    /// One run of a name: digits (leading zeros dropped) or anything else
    /// (lowercased).
    enum Chunk: Equatable {
        case number(String)
        case text(String)
    }

    static func chunks(_ name: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            if inDigits {
                let trimmed = String(current.drop { $0 == "0" })
                result.append(.number(trimmed.isEmpty ? "0" : trimmed))
            } else {
                result.append(.text(current.lowercased()))
            }
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits {
                flush()
                inDigits = isDigit
            }
            current.append(character)
        }
        flush()
        return result
    }
}
