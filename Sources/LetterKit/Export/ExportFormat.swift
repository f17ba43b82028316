/// The formats a letter is exported to, by `letter export` and by the
/// editor's command palette: one list, so both offer the same.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// Plain text, one line per line on the paper, ink dropped.
    case txt
    /// The body as the Markdown a letter holds (`MarkdownBody`), no front matter.
    case md
    /// One standalone HTML page that looks like the sheet, ink and all.
    case html
    /// A PDF of the sheet as it is printed: the same lines, the stationery,
    /// the ink, the pictures and the envelope.
    case pdf
    /// Rich text as data: a JSON list of runs per line (`LetterRuns`), read
    /// back by `letter import`.
    case runs
    /// An OpenDocument text file (ODF) for word processors: the same lines,
    /// the print face, the ink as character styles, the pictures carried.
    case odt
    /// A Word document (Office Open XML), the letter's lines as they stand,
    /// in the print face, ink and pictures kept (`DOCXPackage`).
    case docx

    /// How a person calls the format ("PDF", "Markdown").
    public var title: String {
        switch self {
        case .txt: tr("plain text")
        case .md: "Markdown"
        case .html: "HTML"
        case .pdf: "PDF"
        case .runs: tr("runs JSON")
        case .odt: "ODT"
        case .docx: "DOCX"
        }
    }

    /// The extension a file of this format takes: the format's name, but
    /// `json` for runs (which are JSON, and read as such by other programs).
    public var fileExtension: String { self == .runs ? "json" : rawValue }

    /// The name offered for an export of the letter at `path` (or of a new
    /// letter named `suggestedName`): beside it, its extension replaced by
    /// the format's (`letter.md` → `letter.pdf`, `notes` → `notes.pdf`).
    public func offeredName(for path: String?, suggestedName: String) -> String {
        let path = path ?? suggestedName
        let folder = Paths.folder(of: path)
        let name = Paths.name(of: path)
        var stem = Substring(name)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { stem = name[..<dot] }
        let exported = stem + "." + fileExtension
        return path.contains("/") ? Paths.joined(folder, String(exported)) : String(exported)
    }
}
