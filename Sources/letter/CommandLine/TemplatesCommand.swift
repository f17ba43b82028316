import ArgumentParser
import LetterKit

/// `letter templates`: the letters kept to start others from.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("List your templates: letters to start new ones from."),
        discussion: tr("Lists each template in $XDG_CONFIG_HOME/letter/templates/ (~/.config/letter/templates/ by default), a file NAME.letter, with the paper it records and the first line of its body. A template that cannot be read is listed with its error. Start a letter from one with: letter new NAME.\nExit status: 0 when listed (or there are none), 1 when the list cannot be written, 2 when config.toml is broken."))

    func run() {
        let templates = TemplateShelf(folders: .standard())
        let papers = PaperShelf(folders: templates.folders)
        let defaultName: String
        do { defaultName = try papers.defaultName() } catch { fail(Failure(message: error.message)) }
        guard let names = templates.names, !names.isEmpty else {
            let place =
                templates.folder.map { TerminalSafe.escaped($0) + "/NAME.letter" }
                ?? tr("templates/NAME.letter in the configuration folder")
            emit(tr("No templates yet: keep a letter as {place}, then start from it with: letter new NAME", ["place": place]) + "\n")
            return
        }
        emit(Templates.listing(templates.listings(names: names, papers: papers, defaultPaper: defaultName)))
    }

    /// One line a template, columns aligned; names, papers and lines with
    /// control characters in caret form, so nothing listed sends the
    /// terminal an escape sequence.
    static func listing(_ rows: [TemplateListing]) -> String {
        let names = rows.map { TerminalSafe.escaped($0.name) }
        let papers = rows.map { $0.paper.map(TerminalSafe.escaped) ?? "" }
        let nameWidth = names.map { CellWidth.of($0) }.max() ?? 0
        let paperWidth = papers.map { CellWidth.of($0) }.max() ?? 0
        var output = ""
        for (index, row) in rows.enumerated() {
            var line = pad(names[index], to: nameWidth) + "  "
            if row.paper != nil { line += pad(papers[index], to: paperWidth) + "  " }
            line += TerminalSafe.escaped(row.detail)
            output += String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        return output
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - CellWidth.of(text)))
    }
}
