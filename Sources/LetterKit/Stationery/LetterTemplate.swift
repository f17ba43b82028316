/// A letter kept to start others from: `templates/NAME.letter` in the
/// configuration folder, with its paper, envelope, ink and pictures.
///
/// What is pure about templates lives here: which names may be asked for,
/// and what a template becomes when a letter is started from it. The shell
/// finds the files (`TemplateShelf`).
public enum LetterTemplate {
    /// The extension a template's file has; the name is the file's stem.
    public static let fileExtension = ".letter"

    /// Why `name` cannot name a template, or nil when it can. A name is
    /// joined to the templates folder, so it must stay a file name there:
    /// no `/`, not `.` or `..` nor hidden (a leading `.`), no control
    /// characters (they would reach the terminal in a message), not empty.
    public static func problem(withName name: String) -> String? {
        if name.isEmpty { return tr("a template's name cannot be empty") }
        if name.contains("/") { return tr("a template's name cannot hold '/'") }
        if name.hasPrefix(".") { return tr("a template's name cannot start with '.'") }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return tr("a template's name cannot hold control characters")
        }
        return nil
    }

    /// The letter started from `template`: the same paper, envelope, body,
    /// ink and pictures, dated `today` (an ISO date, `2026-11-27`): a letter
    /// begun now is written today, whatever date the template was kept with.
    /// A plain file has no front matter to date and is left as it is.
    public static func started(from template: LetterFile, today: String) -> LetterFile {
        var letter = template
        var envelope = letter.envelope
        envelope[.date] = today
        letter.setEnvelope(envelope)
        return letter
    }

    /// The body's first line that holds anything but spaces, for a listing;
    /// empty for an empty body.
    public static func firstLine(of body: String) -> String {
        for line in body.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = String(line).trimmingLayoutSpaces
            if !trimmed.isEmpty { return trimmed }
        }
        return ""
    }
}
