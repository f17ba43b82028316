/// The command palette (F10, Ctrl-E): every command of writing by name,
/// with its keys, and the commands only the palette reaches (export, print,
/// the letterbox). A command chosen there runs as its key would.
extension EditorState {
    /// The commands only the palette reaches, listed first; one per action
    /// of the writing keymap in use follows (`EditorKeymaps.paletteEntries`),
    /// so a row added there is listed, the palette's own key left out.
    /// Named in the interface's language, so made when the palette's pages are.
    static var paletteOnlyEntries: [Palette<Command>.Entry] {
        ExportFormat.paletteOrder.map { format in
            Palette.Entry(
                name: tr("Export to {format} (asks for a name)", ["format": format.title]), keys: "", action: .export(format))
        } + [
            Palette.Entry(name: tr("Print the letter (through lp)"), keys: "", action: .print),
            Palette.Entry(name: tr("Send by e-mail (asks first, naming the recipients)"), keys: "", action: .sendByMail),
            Palette.Entry(name: tr("Open the letterbox (this letter stays as it is)"), keys: "", action: .openBox),
            Palette.Entry(name: tr("Switch paper (the letter must fit)"), keys: "", action: .switchPaper),
            Palette.Entry(name: tr("New letter from a template (this letter stays as it is)"), keys: "", action: .newFromTemplate),
            Palette.Entry(name: tr("Switch letter: the letters open, with their state"), keys: "", action: .switchLetter),
            Palette.Entry(name: tr("Close this letter (asks first if there are unsaved changes)"), keys: "", action: .closeLetter),
        ]
    }

    /// Commands whose keys share one row of the help (Backspace and Delete,
    /// the type sizes), or that Enter gives where it stands (play), so the
    /// palette names each itself; their keys are read from the keymap in use.
    /// The names are English, translated where the palette's pages are made.
    static let namedEntries: [Palette<Command>.Entry] = [
        Palette.Entry(name: msgid("Delete the character before the cursor"), keys: "", action: .edit(.deleteBackward)),
        Palette.Entry(name: msgid("Delete the character under the cursor"), keys: "", action: .edit(.deleteForward)),
        Palette.Entry(name: msgid("Large type: the line twice the size, two lines high"), keys: "", action: .typeSize(.large)),
        Palette.Entry(name: msgid("Wide type: the line twice as wide, one line high"), keys: "", action: .typeSize(.wide)),
        Palette.Entry(name: msgid("Normal type for the line"), keys: "", action: .typeSize(.normal)),
        Palette.Entry(name: msgid("Picture at the cursor a line taller"), keys: "", action: .resizePicture(by: 1)),
        Palette.Entry(name: msgid("Picture at the cursor a line shorter"), keys: "", action: .resizePicture(by: -1)),
        Palette.Entry(
            name: msgid("Animated pictures: stop them, or play them again"), keys: "", action: .togglePictureMotion),
        // Enter plays too, on the block; the entry is for a key of its own, if one is bound.
        Palette.Entry(name: msgid("Play or stop the video or sound"), keys: "", action: .playMedia),
    ]

    /// Opens the palette with every command listed.
    mutating func openPalette() {
        mode = .palette(Palette(title: tr("Commands (type to filter)"), entries: keymaps.paletteEntries))
    }

    mutating func pressInPalette(_ key: Key, palette: Palette<Command>) -> [Effect] {
        var palette = palette
        switch palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .palette(palette)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let command):
            mode = .editing
            message = nil
            return perform(command)
        }
    }

    // MARK: Export

    /// Asks for the name to export under, offering the letter's own beside
    /// it with the format's extension.
    mutating func startExporting(_ format: ExportFormat) {
        let offered = format.offeredName(for: path, suggestedName: suggestedName)
        mode = .exportAs(format, TextField(offering: offered, rules: .savePath))
    }

    mutating func pressExporting(_ key: Key, format: ExportFormat, field: TextField) -> [Effect] {
        var field = field
        switch keymaps.exportPrompt.action(for: key) {
        case .accept:
            let name = field.text.trimmingSpaces
            guard !name.isEmpty else { return [] }
            mode = .editing
            return [.export(ExportRequest(format: format, path: name, overwrite: false))]
        case .cancel:
            mode = .editing
            message = Message(tr("Not exported"))
        case .complete, nil:
            if field.apply(key) { mode = .exportAs(format, field) }
        }
        return []
    }

    mutating func answerExportQuestion(_ key: Key, request: ExportRequest) -> [Effect] {
        switch keymaps.exportQuestion.action(for: key) {
        case .yes:
            mode = .editing
            var request = request
            request.overwrite = true
            return [.export(request)]
        case .no:
            mode = .editing
            message = Message(tr("Not exported: {path} was left as it is"), paths: ["path": request.path])
            return []
        case nil:
            return []
        }
    }

    /// The shell's answer to `.export`.
    mutating func finishExport(_ result: ExportResult) {
        switch result {
        case .written(let written):
            message = Message(tr("Exported to {path}"), paths: ["path": written])
        case .alreadyExists(let request):
            mode = .confirmExport(request)
        case .failed(let failed, let reason):
            message = Message(tr("Not exported to {path}: {reason}", ["reason": reason]), paths: ["path": failed], tone: .error)
        }
    }

    /// The shell's answer to `.print`.
    mutating func finishPrint(_ result: PrintResult) {
        switch result {
        case .taken(let said):
            message = Message(said.isEmpty ? tr("Sent to the printer") : tr("Sent to the printer: {said}", ["said": said]))
        case .noPrinter:
            message = Message(
                tr("Printing needs CUPS's lp, which is not installed here; Export to PDF (F10) writes a PDF to print elsewhere"),
                tone: .error)
        case .refused(let said):
            message = Message(
                said.isEmpty ? tr("The printer refused the letter") : tr("The printer refused the letter: {said}", ["said": said]),
                tone: .error)
        case .failed(let reason):
            message = Message(tr("Not printed: {reason}", ["reason": reason]), tone: .error)
        }
    }

    /// The shell's answer to `.openBox`: the box was left, or could not
    /// open.
    mutating func boxClosed(_ problem: String?) {
        if let problem { message = Message(tr("The letterbox could not open: {problem}", ["problem": problem]), tone: .error) }
    }
}

extension ExportFormat {
    /// The formats as the palette lists them: the one most asked for first.
    static let paletteOrder: [ExportFormat] = [.pdf, .html, .docx, .odt, .md, .txt, .runs]
}

/// An export for the shell to perform: the letter as it stands, in
/// `format`, written to `path` (as typed: the shell makes it absolute).
public struct ExportRequest: Hashable, Sendable {
    public var format: ExportFormat
    public var path: String
    /// Write over a file already there (the person said yes).
    public var overwrite: Bool

    public init(format: ExportFormat, path: String, overwrite: Bool) {
        self.format = format
        self.path = path
        self.overwrite = overwrite
    }
}

/// How an export the shell attempted turned out.
public enum ExportResult: Hashable, Sendable {
    case written(path: String)
    /// A file is there and the request did not say to write over it:
    /// nothing was written.
    case alreadyExists(ExportRequest)
    /// Nothing (or not all) was written; `reason` is the system's or the
    /// printing library's own words.
    case failed(path: String, reason: String)
}

/// How a print the shell attempted turned out: lp's own words, as the
/// command line passes them on.
public enum PrintResult: Hashable, Sendable {
    /// lp took the job; what it said (its request id).
    case taken(String)
    /// There is no lp here.
    case noPrinter
    /// lp ran and refused; what it said.
    case refused(String)
    /// The PDF could not be made or lp could not be run.
    case failed(String)
}
