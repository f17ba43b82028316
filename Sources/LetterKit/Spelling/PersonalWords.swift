/// A person's own word list (`$XDG_DATA_HOME/letter/words`): one word a
/// line, accepted in every letter and every language. Read and written here
/// as text; the shell owns the file.
///
/// Representation: the words in the file's order, without duplicates. A
/// line is trimmed of spaces and tabs (and a carriage return, for a list
/// written on Windows); blank lines are skipped.
public struct PersonalWords: Equatable, Sendable {
    public private(set) var words: [String]

    public init(_ words: [String] = []) {
        self.words = []
        for word in words { _ = add(word) }
    }

    /// The words of a list file's text.
    public init(text: String) {
        self.init(
            text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map {
                String($0.trimmingBlanks)
            })
    }

    /// Why a word cannot be added.
    public enum Refusal: Error, Equatable {
        /// Empty, or only blanks.
        case empty
        /// Spaces or line breaks inside: the list holds words, one a line.
        case notOneWord
    }

    /// `word` as the list would store it, or why it cannot be.
    public static func checked(_ word: String) throws(Refusal) -> String {
        let trimmed = String(word.trimmingBlanks)
        guard !trimmed.isEmpty else { throw .empty }
        guard !trimmed.contains(where: \.isWhitespace) else { throw .notOneWord }
        return trimmed
    }

    /// Adds `word` if it is one word not yet listed; says whether it was added.
    @discardableResult
    public mutating func add(_ word: String) -> Bool {
        guard let word = try? Self.checked(word), !words.contains(word) else { return false }
        words.append(word)
        return true
    }

    public func contains(_ word: String) -> Bool { words.contains(word) }

    /// The list file's text: one word a line, each line ending in a newline.
    public var text: String { words.map { $0 + "\n" }.joined() }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingBlanks: SubSequence {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
