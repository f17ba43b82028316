import LetterKit

extension ExportFormat {
    /// The format `export` writes: `--to` when given, else the one the
    /// extension of `-o`'s file names (`-o card.pdf`), so the name need not
    /// be said twice. Without either, or with an extension that is no
    /// format, it is an error that says what to give.
    static func chosen(to: ExportFormat?, output: String?) throws(Failure) -> ExportFormat {
        if let to { return to }
        guard let output, output != "-" else {
            throw Failure(message: tr("give --to txt, md, html, pdf, docx or runs (or -o FILE with one of those extensions, .json for runs)"))
        }
        let name = Paths.name(of: output)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            throw Failure(message: tr("{file} has no extension to take the format from: give --to txt, md, html, pdf, docx or runs", ["file": output]))
        }
        let found = String(name[name.index(after: dot)...])
        if let format = ExportFormat(extension: found) { return format }
        throw Failure(
            message: tr("{file}: .{extension} is not a format letter writes (txt, md, html, pdf, docx, json): give --to", ["file": output, "extension": found]))
    }

    /// The format an extension names, in any case: `htm` is HTML too, and
    /// `json` is runs (runs are JSON; `.runs` is no extension anyone uses).
    init?(extension name: String) {
        let lowered = name.lowercased()
        let named: ExportFormat? =
            switch lowered {
            case "htm": .html
            case "json": .runs
            case "runs": nil
            default: ExportFormat(rawValue: lowered)
            }
        guard let format = named else { return nil }
        self = format
    }
}
