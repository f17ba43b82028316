/// A status-row message and how loudly to show it: every screen's status
/// row says one (the editor's, the letterbox's).
///
/// Representation: the sentence as parts, plain text and file paths, so the
/// status row can shorten the paths when the sentence is too wide and keep
/// the reason in sight ("Not saved: …/letters/mom.letter: Read-only file
/// system"). Write one with interpolation: `StatusMessage("Saved \(path: p)")`.
public struct StatusMessage: Hashable, Sendable {
    public var parts: [Part]
    public var tone: Tone

    public enum Tone: Hashable, Sendable { case info, warning, error }

    /// A piece of a message: words, or a path that may be shortened.
    public enum Part: Hashable, Sendable {
        case text(String)
        case path(String)
    }

    public init(_ text: Text, tone: Tone = .info) {
        self.parts = text.parts
        self.tone = tone
    }

    public init(_ text: String, tone: Tone = .info) {
        self.parts = [.text(text)]
        self.tone = tone
    }

    /// The whole sentence with its paths in full.
    public var text: String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .path(let path): path
            }
        }.joined()
    }

    /// The sentence in at most `width` cells: paths shorten first (to their
    /// file name, then to its end behind "…"), and only then is the sentence
    /// itself cut, with "…" at the end.
    public func fitted(to width: Int) -> String {
        if CellWidth.of(text) <= width { return text }
        let fixed = parts.reduce(0) { sum, part in
            if case .text(let text) = part { return sum + CellWidth.of(text) }
            return sum
        }
        let paths = parts.filter { if case .path = $0 { true } else { false } }.count
        var shortened: [String] = []
        if paths > 0 {
            // Share what the words leave among the paths, at least a few cells each.
            let room = max(4, (width - fixed) / paths)
            shortened = parts.map { part in
                switch part {
                case .text(let text): text
                case .path(let path): StatusMessage.shorten(path, to: room)
                }
            }
        } else {
            shortened = [text]
        }
        let joined = shortened.joined()
        if CellWidth.of(joined) <= width { return joined }
        return CellCut.fitted(joined, to: width)
    }

    /// A path in at most `width` cells: whole, or its file name, or the end of
    /// the name behind "…" (the end holds the extension and usually a date or
    /// number that tells letters apart).
    static func shorten(_ path: String, to width: Int) -> String {
        if CellWidth.of(path) <= width { return path }
        let name = Paths.name(of: path)
        if CellWidth.of(name) + 2 <= width { return "…/" + name }
        var tail: [Character] = []
        var cells = 1
        for character in name.reversed() {
            let cellWidth = CellWidth.of(character)
            if cells + cellWidth > width { break }
            tail.insert(character, at: 0)
            cells += cellWidth
        }
        return "…" + String(tail)
    }

    /// A sentence written elsewhere (an error's description), with the
    /// absolute paths in it marked so they can be shortened: a path starts
    /// with "/" at the start or after a space or bracket, and ends at white
    /// space, a bracket or ": ".
    ///
    /// Limitation: a path with a space in it is taken only up to the space.
    public init(detectingPathsIn sentence: String, tone: Tone = .info) {
        var parts: [Part] = []
        var text = ""
        var path = ""
        var previous: Character = " "
        let characters = Array(sentence)
        for (index, character) in characters.enumerated() {
            if !path.isEmpty {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                let ends = character.isWhitespace || character == ")" || (character == ":" && next == " ")
                if !ends {
                    path.append(character)
                    previous = character
                    continue
                }
                parts.append(.path(path))
                path = ""
            }
            if character == "/", previous.isWhitespace || previous == "(" {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                path = "/"
            } else {
                text.append(character)
            }
            previous = character
        }
        if !path.isEmpty { parts.append(.path(path)) }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
        self.tone = tone
    }

    /// A message's sentence, built by interpolation: `\(path: p)` marks a
    /// path, anything else is text.
    public struct Text: ExpressibleByStringInterpolation, Sendable {
        var parts: [Part] = []

        public init(stringLiteral value: String) {
            parts = [.text(value)]
        }

        public init(stringInterpolation: Interpolation) {
            parts = stringInterpolation.parts
        }

        public struct Interpolation: StringInterpolationProtocol, Sendable {
            var parts: [Part] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                append(literal)
            }

            public mutating func appendInterpolation(path: String) {
                parts.append(.path(path))
            }

            public mutating func appendInterpolation<Value>(_ value: Value) {
                append(String(describing: value))
            }

            private mutating func append(_ text: String) {
                guard !text.isEmpty else { return }
                if case .text(let previous) = parts.last {
                    parts[parts.count - 1] = .text(previous + text)
                } else {
                    parts.append(.text(text))
                }
            }
        }
    }
}

extension EditorState {
    /// The editor's status-row message: the screen kit's.
    public typealias Message = StatusMessage
}
