import LetterKit

/// "New letter from a template", from the palette: the templates as
/// `letter templates` lists them, and the one chosen started as `letter new
/// NAME` starts it, beside this one.
extension EditorSession {
    /// The templates there are; a broken one is listed with its error, as
    /// `letter templates` lists it, and refused with it when chosen.
    func listTemplates() -> EditorReply {
        let shelf = TemplateShelf(folders: .standard())
        let papers = PaperShelf(folders: shelf.folders, warn: { _ in })
        let defaultPaper = (try? papers.defaultName()) ?? Paper.letter.name
        let listed = shelf.listings(names: shelf.names ?? [], papers: papers, defaultPaper: defaultPaper)
        return .templatesListed(listed, folder: shelf.folder)
    }

    /// Opens a new letter started from the template `name` (dated today,
    /// named on its first save in the letterbox, as `letter new NAME` does)
    /// beside this one, written in at once.
    func openTemplate(named name: String) {
        do throws(Failure) {
            let shelf = TemplateShelf(folders: .standard())
            let template = try shelf.template(named: name, papers: PaperShelf(folders: shelf.folders, warn: { _ in }))
            var start = template
            start.file = LetterTemplate.started(from: template.file, today: TemplateShelf.today())
            desk.add(try desk.opening.read(file: nil, template: start).started())
        } catch {
            reply(.templateClosed(problem: error.message))
        }
    }
}
