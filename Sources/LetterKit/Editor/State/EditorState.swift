/// Everything the editor shows and remembers, as one value.
///
/// `update(_:_:)` is the only way it changes: it applies a command in place and
/// returns the effects the shell must perform (save, quit, remove a copy). The
/// Elm / Bubble Tea shape: the whole editor is tested headlessly. Every field is
/// settable only inside LetterKit, so the shell can change the state only by
/// sending a command, and every sentence the user reads is worded here.
public struct EditorState: Sendable {
    /// The letter, its cursor and its undo history.
    public internal(set) var page: Page
    /// Where the letter is saved; nil until a new letter is first saved.
    public internal(set) var path: String?
    /// The name offered when a new letter is saved for the first time.
    public internal(set) var suggestedName: String
    /// Changed since the last save.
    public internal(set) var isModified = false
    /// Counts accepted changes to what the editor holds (the text, its ink and
    /// pictures, the envelope, values typed into the envelope's form), so the
    /// shell can tell when to keep a recovery copy without comparing letters.
    public internal(set) var revision = 0
    /// Opened read-only (another `letter` has it open): edits are refused.
    public internal(set) var isReadOnly = false
    /// The line the status row shows, until the next key.
    public internal(set) var message: Message?
    public internal(set) var mode: Mode = .editing
    /// Text copied or cut inside the editor.
    public internal(set) var clipboard = StyledText()
    /// The terminal's size, as last reported.
    public internal(set) var terminal = TerminalSize(rows: 24, columns: 80)
    /// The first paper row shown when the paper is taller than the terminal.
    public internal(set) var scrollTop = 0
    /// Quit once the pending save succeeds.
    var quitAfterSave = false
    /// Questions still to ask after the one on screen.
    var pendingQuestions: [Question] = []
    /// The page's version when it was last saved (or opened), so undoing back to
    /// it clears the modified mark.
    var savedVersion: UInt64
    /// What Ctrl-F looked for last, offered again and used by F3.
    public internal(set) var lastSearch = ""
    /// A recovered copy the letter was restored from: once the letter is saved
    /// the copy's text is safe in it, and the copy is removed.
    var restoredCopyPath: String?
    /// The figures the status row shows (position, lines, words, characters),
    /// as of the last pause in input (`.idle`), not of every key: the word count
    /// need not race the typist, and a typed character then costs the terminal
    /// only the character itself.
    public internal(set) var shownFigures: StatusFigures
    /// What each picture block shows, as the program drew it.
    public internal(set) var pictureLooks: [PictureMark: PictureLook] = [:] {
        didSet { pictureLooksVersion += 1 }
    }
    /// Counts changes to the looks, so a renderer redraws picture blocks
    /// only when one came.
    public internal(set) var pictureLooksVersion = 0
    /// Pictures on the page to ask the program to draw, and those asked for.
    var picturesToLook = Set<PictureMark>()
    var requestedLooks = Set<PictureMark>()
    /// A save waiting for its attached files to be copied: where, and whether
    /// to overwrite changes on disk.
    var pendingSave: (path: String, overwriteChanges: Bool)?
    /// What the save under way could not copy next to the letter, said when
    /// it is saved.
    var copyNote: String?
    /// A loss the person agreed to when saving at `path` (Saving as x.txt
    /// drops the ink…): saving there again drops no more, so it does not ask
    /// again.
    var acceptedLoss: (path: String, loss: SaveLoss)?
    /// What the letter's file does not hold of what the editor shows, as the
    /// quit question says it; nil when it holds everything.
    var unkeptOnQuit: SaveLoss?
    /// When the text last changed and what the last recovery copy holds
    /// (see EditorState+Recovery.swift).
    var recovery = RecoveryTiming()

    /// True when the status row's figures lag behind the letter (the shell
    /// then sends `.idle` once input pauses).
    public var figuresAreBehind: Bool { shownFigures != StatusFigures(page) }

    /// Where the cursor is and how much the letter holds.
    public struct StatusFigures: Hashable, Sendable {
        /// The cursor's visual line and column, from 1.
        public var line: Int
        public var column: Int
        public var lines: Int
        public var words: Int
        public var characters: Int
        /// The ink at the cursor (what typing gives, or the selection's).
        public var ink: Ink

        init(_ page: Page) {
            ink = page.inkAtCursor
            let point = page.point(of: page.cursor)
            line = point.row + 1
            column = min(point.column, page.paper.columns) + 1
            lines = page.lineCount
            words = page.document.wordCount
            characters = page.document.characterCount
        }
    }

    /// Who the letter goes to, from whom, where and when; saved in a
    /// `.letter`'s front matter.
    public internal(set) var envelope = Envelope()

    /// What the program found about pictures whose height the file does not
    /// write, for reading the rest of a long letter or a recovered copy.
    var pictureFacts: [String: PictureFacts] = [:]

    /// How this letter's bodies are read: its folder, and the facts.
    var pictureReading: PictureReading {
        PictureReading(folder: path.map(PicturePath.folder(of:)) ?? ".", facts: pictureFacts)
    }

    public init(
        page: Page, path: String? = nil, suggestedName: String = "letter.letter",
        pictureFacts: [String: PictureFacts] = [:], envelope: Envelope = Envelope()
    ) {
        self.pictureFacts = pictureFacts
        self.envelope = envelope
        self.page = page
        self.path = path
        self.suggestedName = suggestedName
        self.savedVersion = page.version
        self.shownFigures = StatusFigures(page)
        notePicturesToLook()
        if let warning = Self.overThePageWarning(page) { message = warning }
    }

    /// What the editor is doing: writing, or waiting for an answer.
    public enum Mode: Hashable, Sendable {
        case editing
        /// The key list, scrolled down by this many rows.
        case help(scroll: Int)
        /// Unsaved changes and Ctrl-Q: save, discard or cancel?
        case confirmQuit
        /// Asking for a file name (or a path) to save under, in a field with
        /// the file-name rules for every name in the path (`.savePath`).
        /// `failure` says why the last save did not work, when this is offered
        /// after one failed.
        case saveAs(TextField, failure: SaveProblem?)
        /// Asking for text to find.
        case find(TextField)
        /// Asking for a file to attach; `note` lists completions or says why
        /// the last path could not be attached.
        case attach(TextField, note: String?)
        /// The envelope's form, over the paper (F2).
        case envelope(EnvelopeForm)
        /// The file changed on disk since it was read: overwrite it?
        case confirmOverwrite(path: String)
        /// Save-as named a file that already exists: overwrite it?
        case confirmReplace(path: String)
        /// The file's kind cannot hold all the letter has (`loss`): save
        /// there all the same?
        case confirmLoss(path: String, overwriteChanges: Bool, loss: SaveLoss)
        /// A question asked when the letter opens (it is locked, a newer copy
        /// exists); the letter waits until it is answered.
        case choose(Question, selected: Int)
    }
}

/// What the shell must do after an update.
public enum Effect: Hashable, Sendable {
    /// Write the letter; answer with `.saveFinished`.
    case save(SaveRequest)
    case quit
    /// An edit or a save was refused, for a shell that signals refusals. The
    /// program does not: the status row already says it, and a terminal's
    /// flash can stall it (xterm's sleeps 100 ms).
    case flash
    /// Delete a recovered copy the user chose to throw away.
    case removeCopy(path: String)
    /// Complete a path typed at the attach prompt (Tab); answer with
    /// `.pathCompleted`.
    case completePath(String)
    /// Look at the file named at the attach prompt (a path as typed: the
    /// shell expands "~" and makes it absolute); answer with
    /// `.attachmentLooked`.
    case lookAtAttachment(path: String)
    /// Draw these picture blocks, when no key is waiting (a keystroke never
    /// waits on a decode); answer with `.picturesLooked`.
    case lookAtPictures([PictureRequest])
    /// Copy these files next to the letter; answer with `.attachmentsCopied`.
    case copyAttachments(AttachmentCopies)
    /// Keep this copy of the letter as it is held (`heldLetter`), for a
    /// crash or a lost terminal: the text has rested since it changed.
    case writeRecoveryCopy(SaveRequest)
}

/// A save for the shell to perform.
public struct SaveRequest: Hashable, Sendable {
    public var path: String
    /// The letter's body: paragraphs joined by "\n".
    public var text: String
    public var paper: Paper
    /// Write even though the file changed on disk since it was read.
    public var overwriteChanges: Bool
    /// The envelope, recorded in a `.letter`'s front matter.
    public var envelope: Envelope

    public init(path: String, text: String, paper: Paper, overwriteChanges: Bool, envelope: Envelope = Envelope()) {
        self.path = path
        self.text = text
        self.paper = paper
        self.overwriteChanges = overwriteChanges
        self.envelope = envelope
    }
}

