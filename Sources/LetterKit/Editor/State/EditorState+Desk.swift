/// One letter among several open together: what the letter's own editor does
/// about the desk's commands (open another, switch, side by side, quit them
/// all). The editor asks; `DeskProgram` decides, since only it sees the
/// other letters.
extension EditorState {
    /// The open prompt's label.
    static let openLabel = msgid("Open:")

    /// A desk command while writing: the open prompt is the letter's own,
    /// the rest are requests for the desk.
    mutating func performDeskCommand(_ command: Command) -> [Effect] {
        switch command {
        case .openLetter:
            return startOpening()
        case .nextLetter:
            return [.desk(.next)]
        case .previousLetter:
            return [.desk(.previous)]
        case .switchLetter:
            return [.desk(.list)]
        case .sideBySide:
            return [.desk(.sideBySide)]
        case .closeLetter:
            return askToClose()
        default:
            return []
        }
    }

    /// Quitting: with other letters open, the desk asks about all of them;
    /// alone, this letter's own question.
    mutating func quitOrAskDesk() -> [Effect] {
        if let deskPlace, deskPlace.count > 1 { return [.desk(.quitAll)] }
        return askToClose()
    }

    /// Closes this letter, first asking to save what the file does not
    /// hold; `.quit` once it may go.
    mutating func askToClose() -> [Effect] {
        // A file saved without the ink, pictures or envelope the editor
        // still shows is not the whole letter: quitting says so.
        saveFlow.unkeptOnQuit = unkeptInFile
        if !isModified && saveFlow.unkeptOnQuit == nil { return [.quit] }
        mode = .confirmQuit
        return []
    }

    /// Saves, then closes: the quit question's "save" taken without asking
    /// ("save all" when quitting several letters). A new letter is asked its
    /// name as a save of it always is.
    mutating func saveThenClose() -> [Effect] {
        saveFlow.unkeptOnQuit = unkeptInFile
        if !hasUnsavedWork && saveFlow.unkeptOnQuit == nil { return [.quit] }
        mode = .confirmQuit
        return answerQuit(with: .save)
    }

    /// Closing this letter asks first (`askToClose`): unsaved changes, or a
    /// file that does not hold all the letter has.
    var asksBeforeClosing: Bool { isModified || unkeptInFile != nil }

    /// True while this letter waits on a save that ends in its closing.
    var closesAfterSave: Bool { saveFlow.quitAfterSave }

    /// The open prompt, offering the letterbox's folder (its letters listed
    /// below it as Tab would list them).
    mutating func startOpening() -> [Effect] {
        let folder = openFolder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        mode = .openLetter(folder.map { TextField(offering: $0, rules: .savePath) } ?? TextField(), note: nil)
        return folder.map { [.completePath($0)] } ?? []
    }

    /// A key at the open prompt: Tab completes, Enter asks the desk to open
    /// the file, Esc gives up.
    mutating func pressOpening(_ key: Key, field: TextField, note: String?) -> [Effect] {
        var field = field
        switch keymaps.attachPrompt.action(for: key) {
        case .accept:
            let path = field.text.trimmingSpaces
            guard !path.isEmpty, !path.hasSuffix("/") else { return [.completePath(field.text)] }
            mode = .editing
            return [.desk(.open(path: path))]
        case .complete:
            return [.completePath(field.text)]
        case .cancel:
            mode = .editing
            message = Message(tr("Nothing opened"))
            return []
        case nil:
            if field.apply(key) { mode = .openLetter(field, note: note) }
            return []
        }
    }

    /// Tells this letter where it stands among those open; nil alone.
    mutating func place(_ place: DeskPlace?) {
        deskPlace = place
    }

    /// Lists the letters open, to switch to one (the desk's `.list`).
    mutating func chooseLetter(from listings: [DeskListing]) {
        let entries = listings.map { listing in
            Palette.Entry(name: listing.name, keys: listing.state, action: listing.id)
        }
        mode = .chooseLetter(Palette(title: tr("Switch letter (type to filter)"), entries: entries))
    }

    mutating func pressChoosingLetter(_ key: Key, palette: Palette<Int>) -> [Effect] {
        var palette = palette
        switch palette.press(key, keys: keymaps.palette) {
        case .stay:
            mode = .chooseLetter(palette)
            return []
        case .close:
            mode = .editing
            return []
        case .run(let id):
            mode = .editing
            return [.desk(.switchTo(id))]
        }
    }

    /// Asks how to quit letters with unsaved changes (`count` of them).
    mutating func askQuittingSeveral(_ count: Int) {
        ask([
            Question(
                prompt: tr("{count} letters have unsaved changes. Quit how?", ["count": count]),
                choices: [
                    Choice(label: tr("Go back to writing"), answer: .stay),
                    Choice(label: tr("Save them all, then quit"), answer: .saveAllAndQuit),
                    Choice(label: tr("Ask about each in turn"), answer: .quitOneByOne),
                ],
                safeChoice: 0)
        ])
    }

    /// Puts `text` (cut or copied in another letter) where this letter's
    /// paste takes it from.
    mutating func receiveClipboard(_ text: StyledText) {
        clipboard = text
    }
}

/// Where a letter stands among the letters open together: the title row's
/// "2 of 3".
public struct DeskPlace: Hashable, Sendable {
    public var number: Int
    public var count: Int

    public init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }
}

/// One open letter as "Switch letter" lists it.
public struct DeskListing: Hashable, Sendable {
    public var id: Int
    /// Its file's name, or "New letter".
    public var name: String
    /// What state it is in: modified, lines used, shown.
    public var state: String
}

/// What a letter asks of the desk (`Effect.desk`).
public enum DeskRequest: Hashable, Sendable {
    /// Open the file at this path (as typed) beside the letters open.
    case open(path: String)
    case next, previous
    /// List the letters open, to choose one.
    case list
    case switchTo(Int)
    /// Two letters side by side, or back to one.
    case sideBySide
    /// Quit: every letter, asking about those with unsaved changes.
    case quitAll
    /// The answers to the question `quitAll` asks.
    case saveAllAndQuit, quitOneByOne
}
