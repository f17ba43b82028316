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

    /// A translated sentence whose `{name}` placeholders named in `paths`
    /// are paths, so they shorten when the row is narrow:
    /// `StatusMessage(tr("Saved {path}."), paths: ["path": p])`.
    public init(_ sentence: String, paths: KeyValuePairs<String, String>, tone: Tone = .info) {
        var parts: [Part] = []
        Placeholders.forEachPiece(of: sentence, named: { name in paths.first { $0.key == name }?.value }) { piece in
            switch piece {
            case .words(let words): parts.append(.text(String(words)))
            case .value(let path): parts.append(.path(path))
            }
        }
        if parts.isEmpty { parts.append(.text("")) }
        self.parts = parts
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
    /// file name, then to the name's start and end around "…"), and only
    /// then is the sentence itself cut, with "…" at the end.
    public func fitted(to width: Int) -> String {
        if let shortened = shortened(to: width) { return shortened }
        // Narrower than the words: each path keeps a few cells and the end goes.
        return CellCut.fitted(withPaths(in: max(4, pathRoom(in: width))).joined(), to: width)
    }

    /// The sentence in at most `width` cells with its words whole and only
    /// its paths shortened, each to no fewer than `keeping` cells (or its
    /// whole file name, when shorter); nil when even that is too wide. The
    /// status row asks this first, so a long file name gives way before the
    /// figures beside it do, but a short one is not cut to keep them.
    public func shortened(to width: Int, keeping: Int = 4) -> String? {
        if CellWidth.of(text) <= width { return text }
        let room = pathRoom(in: width)
        guard room >= 4 else { return nil }
        for case .path(let path) in parts where room < min(keeping, CellWidth.of(Paths.name(of: path))) {
            return nil
        }
        let joined = withPaths(in: room).joined()
        return CellWidth.of(joined) <= width ? joined : nil
    }

    /// The fewest cells a path is cut to so the figures can stay beside it:
    /// enough for a dated name's start and end ("할머니께-…27.letter"); a
    /// name shorter than this is not cut for them at all.
    public static let nameCellsBesideFigures = 16

    /// The cells each path may take in `width`: what the words leave,
    /// shared among the paths (0 when there are none).
    private func pathRoom(in width: Int) -> Int {
        var fixed = 0
        var paths = 0
        for part in parts {
            switch part {
            case .text(let text): fixed += CellWidth.of(text)
            case .path: paths += 1
            }
        }
        return paths == 0 ? 0 : (width - fixed) / paths
    }

    /// The parts as text, each path shortened to `room` cells.
    private func withPaths(in room: Int) -> [String] {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .path(let path): StatusMessage.shorten(path, to: room)
            }
        }
    }

    /// A path in at most `width` cells: whole; else its file name whole
    /// after the start and end of its folders with "…" between
    /// ("/home/a…etters/mom.letter", down to "…/mom.letter"); else the
    /// name's start and end with "…" between (the end holds the extension
    /// and usually a date or number that tells letters apart). Cut between
    /// characters by their cells, so a Korean name never loses half a
    /// syllable.
    static func shorten(_ path: String, to width: Int) -> String {
        if CellWidth.of(path) <= width { return path }
        let name = Paths.name(of: path)
        let room = width - CellWidth.of(name)
        // Even the name alone too wide to follow "…/": its middle goes, so the
        // "…" still says something was left out.
        guard room >= 2, path.hasSuffix(name) else { return CellCut.middle(name, to: min(width, CellWidth.of(name) - 1)) }
        let folders = String(path.dropLast(name.count))
        // The middle cut keeps the folders' last "/" first, so the name stays apart.
        // A few cells of folders say nothing: "…/" then.
        return (room < 12 || !folders.hasSuffix("/") ? "…/" : CellCut.middle(folders, to: room)) + name
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
