import LetterKit

/// "New letter from a template", from the palette: the templates as
/// `letter templates` lists them, and the one chosen started as `letter new
/// NAME` starts it, in an editor over this one.
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

    /// Runs the editor on a new letter started from the template `name`
    /// (dated today, named on its first save in the letterbox, as `letter
    /// new NAME` does), then draws this letter again as it was.
    func openTemplate(named name: String) {
        var problem: String?
        var signal: Int32?
        do throws(Failure) {
            let shelf = TemplateShelf(folders: .standard())
            let template = try shelf.template(named: name, papers: PaperShelf(folders: shelf.folders, warn: { _ in }))
            var start = template
            start.file = LetterTemplate.started(from: template.file, today: TemplateShelf.today())
            signal = try EditorLaunch.run(file: nil, template: start).signal
        } catch {
            problem = error.message
        }
        guard desk.resumeAfterNestedScreen(stoppedBy: signal) else { return }
        reply(.templateClosed(problem: problem))
    }
}
