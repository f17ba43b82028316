/// A word processor's document (ODT or DOCX) read into a letter's lines:
/// what `letter import FILE.odt|.docx` hands to the one reader of runs.
///
/// Representation: the lines as runs (`[[Run]]`, one list per paragraph or
/// line break), each picture an image run whose url is
/// `filesFolder/<safe name>`; the pictures to write there, read out of the
/// archive and looked at (`PictureHeader`); and the kinds of things the document held that a letter cannot
/// (`LeftOut`), each named once, in the order first met.
public struct ImportedDocument: Hashable, Sendable {
    public var lines: [[Run]] = []
    /// Each named inside the files folder (`SafeFileNames`).
    public var pictures: [ReceivedLetter.File] = []
    public var leftOut: [LeftOut] = []

    public init() {}

    /// Names `kind` as left out, once.
    mutating func leave(_ kind: LeftOut) {
        if !leftOut.contains(kind) { leftOut.append(kind) }
    }
}

/// What a document may hold that a letter does not keep.
public enum LeftOut: String, Hashable, Sendable, CaseIterable {
    case tables, footnotes, fields, frames, comments, linkedPictures, otherPictures, trackedChanges

    /// Its name in the one note that lists them.
    public var words: String {
        switch self {
        case .tables: tr("tables (their text is kept, line by line)")
        case .footnotes: tr("footnotes and endnotes")
        case .fields: tr("fields (their last shown text is kept)")
        case .frames: tr("frames and text boxes")
        case .comments: tr("comments")
        case .linkedPictures: tr("pictures linked from outside the document")
        case .otherPictures: tr("pictures in a format letter does not draw")
        case .trackedChanges: tr("tracked deletions")
        }
    }

    /// The one note for `kinds`.
    public static func note(_ kinds: [LeftOut]) -> String {
        tr("left out what a letter cannot hold: {parts}", ["parts": kinds.map(\.words).joined(separator: ", ")])
    }
}

/// Why a document is not read; nothing is written then.
public enum DocumentProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case notArchive
    case missingPart(String)
    case unsafeEntry(String)
    case entryTooLarge(String, limit: Int)
    case archiveTooLarge(limit: Int)
    case compressedTooMuch(String, ratio: Int)
    case declaresEntities
    case malformedXML(offset: Int)
    case nestedTooDeep
    case pictureTooLarge(String, width: Int, height: Int)
    case tooManyEntries(limit: Int)
    case malformedEntry(String)

    public var description: String {
        switch self {
        case .notArchive:
            tr("not a document letter reads: an .odt or .docx is a zip archive, and this is not one")
        case .missingPart(let part):
            tr("not a document letter reads: it holds no {part}", ["part": part])
        case .unsafeEntry(let entry):
            tr(
                "refused: the archive names an entry outside itself ({entry}); nothing was written",
                ["entry": TerminalSafe.escaped(entry)])
        case .entryTooLarge(let entry, let limit):
            tr(
                "refused: {entry} unpacks to more than {limit} (a zip bomb?); nothing was written",
                ["entry": TerminalSafe.escaped(entry), "limit": ByteCount(Int64(limit))])
        case .archiveTooLarge(let limit):
            tr("refused: the archive unpacks to more than {limit} (a zip bomb?); nothing was written", ["limit": ByteCount(Int64(limit))])
        case .compressedTooMuch(let entry, let ratio):
            tr(
                "refused: {entry} is compressed more than {ratio} to 1 (a zip bomb?); nothing was written",
                ["entry": TerminalSafe.escaped(entry), "ratio": ratio])
        case .declaresEntities:
            tr("refused: its XML declares a DOCTYPE or entities, which a document has no need of; nothing was written")
        case .malformedXML(let offset):
            tr("not well-formed XML (at byte {offset}); nothing was written", ["offset": offset])
        case .nestedTooDeep:
            tr("refused: its XML nests deeper than {limit} elements; nothing was written", ["limit": XMLEvents.depthLimit])
        case .pictureTooLarge(let entry, let width, let height):
            tr(
                "refused: the picture {entry} claims {width} × {height} pixels, over letter's limits; nothing was written",
                ["entry": TerminalSafe.escaped(entry), "width": width, "height": height])
        case .tooManyEntries(let limit):
            tr("refused: the archive holds more than {limit} entries; nothing was written", ["limit": limit])
        case .malformedEntry(let entry):
            tr("{entry} in the archive cannot be unpacked; nothing was written", ["entry": TerminalSafe.escaped(entry)])
        }
    }
}

/// The word processors' documents `letter import` reads.
public enum DocumentKind: String, Hashable, Sendable, CaseIterable {
    case odt, docx

    /// The kind a file's name says (`.odt`, `.docx`, in any case), or nil.
    public init?(path: String) {
        let lowered = path.lowercased()
        guard let kind = Self.allCases.first(where: { lowered.hasSuffix("." + $0.rawValue) }) else { return nil }
        self = kind
    }
}

extension ImportedDocument {
    /// The document of `kind` whose parts `entry` gives (nil for a part the
    /// archive does not hold), its pictures named `filesFolder/<name>`.
    public static func read(
        _ kind: DocumentKind, filesFolder: String, entry: (String) throws(DocumentProblem) -> [UInt8]?
    ) throws(DocumentProblem) -> ImportedDocument {
        switch kind {
        case .odt: try OpenDocumentText.read(filesFolder: filesFolder, entry: entry)
        case .docx: try WordDocument.read(filesFolder: filesFolder, entry: entry)
        }
    }
}
