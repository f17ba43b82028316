import Glibc
import LetterKit

/// The user's templates: `templates/NAME.letter` in the configuration folder
/// (`StationeryFolders.config`).
///
/// A template is read as any letter is (`LoadedLetter.load`), confined to
/// the templates folder and only when it is a regular file, so a name can
/// never reach a file elsewhere, nor wait on a FIFO. The shelf only reads:
/// a template file is never written.
struct TemplateShelf {
    let folders: StationeryFolders

    /// `templates` in the configuration folder; nil without a home.
    var folder: String? { folders.config.map { FilePath.join($0, "templates") } }

    /// Where a template of `name` would be (for messages too).
    func path(of name: String) -> String? {
        folder.map { FilePath.join($0, name + LetterTemplate.fileExtension) }
    }

    /// The templates' names, in order: each `NAME.letter` in the folder that
    /// is not hidden; nil when the folder cannot be listed (it is not there).
    var names: [String]? {
        guard let folder, let entries = System.names(in: folder) else { return nil }
        let suffix = LetterTemplate.fileExtension
        return entries.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }
            .map { String($0.dropLast(suffix.count)) }
            .filter { LetterTemplate.problem(withName: $0) == nil }
            .sorted()
    }

    /// The template called `name`, its paper looked up on `papers`; or the
    /// one line to show (status 2) when the name is refused, there is no such
    /// template, or its file is not a letter.
    func template(named name: String, papers: PaperShelf) throws(Failure) -> LoadedLetter {
        if let problem = LetterTemplate.problem(withName: name) {
            throw Failure(message: "\(TerminalSafe.escaped(name)): \(problem)")
        }
        guard let folder, let path = path(of: name) else {
            throw Failure(message: tr("no templates: there is no home folder to keep them in"))
        }
        do {
            return try LoadedLetter.load(path: path, confinedTo: folder, papers: papers.catalog(forRecordedName:))
        } catch .notFound {
            let known = names ?? []
            let values: KeyValuePairs<String, any CustomStringConvertible> = [
                "name": TerminalSafe.escaped(name), "path": path,
                "names": known.map(TerminalSafe.escaped).joined(separator: ", "),
            ]
            throw Failure(
                message: known.isEmpty
                    ? tr("no template called {name} ({path}); there are none yet", values)
                    : tr("no template called {name} ({path}); there are: {names}", values))
        } catch {
            throw Failure(message: error.message(path: path))
        }
    }

    /// Each of `names` as listed: its paper (`defaultPaper` when it records
    /// none) and first line, or, for one that cannot be read, its error.
    func listings(names: [String], papers: PaperShelf, defaultPaper: String) -> [TemplateListing] {
        names.map { name in
            do throws(Failure) {
                let letter = try template(named: name, papers: papers)
                return TemplateListing(
                    name: name, paper: letter.file.recordedPaperName ?? defaultPaper,
                    detail: LetterTemplate.firstLine(of: letter.body))
            } catch {
                return TemplateListing(name: name, paper: nil, detail: tr("broken: {reason}", ["reason": error.message]))
            }
        }
    }

    /// Today's date in the local time zone, as an ISO date (`2026-11-27`):
    /// what a letter started from a template is dated.
    static func today(now: time_t = time(nil)) -> String {
        let day = LocalTime(secondsSinceEpoch: Int64(now))
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day.year)-\(two(day.month))-\(two(day.day))"
    }
}
