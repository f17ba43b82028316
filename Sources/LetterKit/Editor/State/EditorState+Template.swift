/// "New letter from a template" (the palette): a chooser of the person's
/// templates, as `letter templates` lists them; the one chosen opens in an
/// editor of its own over this letter, which stays as it is, unsaved
/// changes and all, as it does under the letterbox.
extension EditorState {
    /// The shell's answer to `.listTemplates`: the chooser, or where to keep
    /// a template when there is none.
    mutating func chooseTemplate(from templates: [TemplateListing], folder: String?) {
        guard !templates.isEmpty else {
            if let folder {
                message = Message(tr("No templates yet: save a letter as NAME.letter in {path}"), paths: ["path": folder], tone: .warning)
            } else {
                message = Message(tr("No templates yet: there is no home folder to keep them in"), tone: .warning)
            }
            return
        }
        let entries = templates.map { template in
            Palette.Entry(name: template.title, keys: template.paper ?? "", action: template.name)
        }
        mode = .chooseTemplate(Palette(title: tr("New letter from a template (type to filter)"), entries: entries))
    }

    mutating func pressChoosingTemplate(_ key: Key, palette: Palette<String>) -> [Effect] {
        var palette = palette
        switch palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .chooseTemplate(palette)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let name):
            mode = .editing
            return [.openTemplate(name)]
        }
    }
}

/// One template as the chooser lists it.
public struct TemplateListing: Hashable, Sendable {
    /// The name `letter new` takes: the file's stem.
    public var name: String
    /// The paper it records; nil when it cannot be read.
    public var paper: String?
    /// Its first line, or why it cannot be read.
    public var detail: String

    public init(name: String, paper: String?, detail: String) {
        self.name = name
        self.paper = paper
        self.detail = detail
    }

    /// What the chooser shows: the name, then the first line.
    var title: String { detail.isEmpty ? name : "\(name) — \(detail)" }
}
