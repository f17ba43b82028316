/// A sheet of ruled paper: how many writing lines it has and how wide they are.
///
/// `columns` counts display cells, not characters: a Hangul syllable takes two.
/// Presets are named so a letter can remember its paper by name.
public struct Paper: Hashable, Sendable, CustomStringConvertible {
    /// The preset's name, or "custom".
    public let name: String
    /// Writing lines on the sheet.
    public let lines: Int
    /// Display cells per writing line.
    public let columns: Int
    /// How the sheet looks: margins, border, ruling, letterhead, colours and
    /// the status row's items. Presets have the standard look.
    public private(set) var look = PaperLook.standard

    /// The smallest and largest sheets we draw. Two columns is the least that
    /// still holds a wide character.
    public static let lineRange = 1...100_000
    public static let columnRange = 2...500

    /// A paper with the given size, or an error naming the bad dimension.
    public init(name: String = "custom", lines: Int, columns: Int) throws(PaperError) {
        guard Paper.lineRange.contains(lines) else { throw .linesOutOfRange(lines) }
        guard Paper.columnRange.contains(columns) else { throw .columnsOutOfRange(columns) }
        self.name = name
        self.lines = lines
        self.columns = columns
    }

    /// A preset: its size needs no check (see `Paper+Presets.swift`, written
    /// from the preset files by Scripts/generate-papers).
    init(preset name: String, lines: Int, columns: Int) {
        self.name = name
        self.lines = lines
        self.columns = columns
    }

    /// Every preset, in the order `letter papers` lists them.
    public static let presets: [Paper] = [.postcard, .letter, .long, .manuscript]

    /// The paper used when none is named.
    public static let `default` = Paper.letter

    /// The preset with this name, if any (case-insensitive).
    public static func preset(named name: String) -> Paper? {
        presets.first { $0.name.lowercased() == name.lowercased() }
    }

    /// This paper with some dimensions overridden; the name becomes "custom" if
    /// anything changes.
    public func resized(lines: Int? = nil, columns: Int? = nil) throws(PaperError) -> Paper {
        let newLines = lines ?? self.lines
        let newColumns = columns ?? self.columns
        if newLines == self.lines && newColumns == self.columns { return self }
        return try Paper(name: "custom", lines: newLines, columns: newColumns).withLook(look)
    }

    /// This paper with another look.
    public func withLook(_ look: PaperLook) -> Paper {
        var paper = self
        paper.look = look
        return paper
    }

    public var description: String { "\(name) (\(lines) lines × \(columns) columns)" }
}

/// Why a paper size was rejected.
public enum PaperError: Error, Equatable, CustomStringConvertible {
    case linesOutOfRange(Int)
    case columnsOutOfRange(Int)
    case unknownPreset(String)

    public var description: String {
        switch self {
        case .linesOutOfRange(let lines):
            tr(
                "a paper needs {least} to {most} lines, not {lines}",
                ["least": Paper.lineRange.lowerBound, "most": Paper.lineRange.upperBound, "lines": lines])
        case .columnsOutOfRange(let columns):
            tr(
                "a paper needs {least} to {most} columns, not {columns}",
                ["least": Paper.columnRange.lowerBound, "most": Paper.columnRange.upperBound, "columns": columns])
        case .unknownPreset(let name):
            tr(
                "no paper is called \"{name}\"; try: {papers}",
                ["name": name, "papers": Paper.presets.map(\.name).joined(separator: ", ")])
        }
    }
}
