import ArgumentParser
import Glibc
import LetterKit

/// `letter new NAME [FILE]`: the editor on a new letter started from a template.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Start a new letter from a template."),
        discussion: tr("Opens the editor on a new letter with the paper, envelope, body, ink and pictures of the template NAME ($XDG_CONFIG_HOME/letter/templates/NAME.letter, ~/.config/letter/templates/ by default; `letter templates` lists them), its envelope dated today. The letter is saved as FILE, which must not exist yet; without FILE, in the letterbox, as `letter` alone saves a new letter. The template itself is never written.\nExit status: 0 when the editor quits, 2 when the template cannot be read (no such name, a name that is not a file name, a broken file or paper) or FILE already exists."))

    @Argument(help: ArgumentHelp(tr("The template's name: templates/NAME.letter in the configuration folder."))) var name: String
    @Argument(help: ArgumentHelp(tr("Where to save the new letter; it must not exist yet."))) var file: String?

    func run() {
        let folders = StationeryFolders.standard()
        let template: LoadedLetter
        do { template = try TemplateShelf(folders: folders).template(named: name, papers: PaperShelf(folders: folders)) } catch {
            fail(error)
        }
        if let file, case .success = System.linkStatus(file) {
            fail(
                Failure(
                    message: tr(
                        "{file} already exists: open it with letter edit, or give a new name", ["file": TerminalSafe.escaped(file)])))
        }
        var start = template
        start.file = LetterTemplate.started(from: template.file, today: TemplateShelf.today())
        Edit.openEditor(file: file, paper: PaperRequest(), template: start)
    }
}
