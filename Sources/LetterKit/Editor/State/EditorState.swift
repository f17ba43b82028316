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
    /// Copies and cuts go to the terminal's clipboard too (OSC 52): the
    /// shell decides from the settings and the terminal.
    public internal(set) var copiesToTerminal = false
    /// What part of the paper the terminal shows (EditorState+Viewport.swift).
    var viewport = Viewport()
    /// Questions still to ask after the one on screen.
    var pendingQuestions: [Question] = []
    /// What Ctrl-F looked for last, offered again and used by F3.
    public internal(set) var lastSearch = ""
    /// What Ctrl-R last replaced a match with, offered again.
    public internal(set) var lastReplacement = ""
    /// The figures the status row shows (position, lines, words, characters),
    /// as of the last pause in input (`.idle`), not of every key: the word count
    /// need not race the typist, and a typed character then costs the terminal
    /// only the character itself.
    public internal(set) var shownFigures: StatusFigures
    /// When the text last changed and what the last recovery copy holds
    /// (see EditorState+Recovery.swift).
    var recovery = RecoveryTiming()
    /// Where a save stands: a save waiting for its copies, a quit waiting for
    /// a save, a loss agreed to (EditorState+SaveFlow.swift).
    var saveFlow: SaveFlow
    /// The picture blocks as the program drew them, and those still to ask
    /// for (EditorState+PictureLooks.swift).
    var pictures = PictureLooks()
    /// The misspelt words marked, and the checking under way
    /// (EditorState+Spelling.swift).
    var spelling = SpellingMarks()
    /// The PNG files of the stickers put in this session, by shelf number:
    /// written beside the letter when it is saved (EditorState+Stickers.swift).
    var stickerFiles: [Int: [UInt8]] = [:]
    /// The stickers drawn in colour, by shelf number: every one whose
    /// picture is known (EditorState+StickerCells.swift); the others show
    /// their placeholder.
    var stickerCells: [Int: [StickerCell]] = [:]
    /// Which stickers were asked to be drawn, and what was said of those
    /// that could not be.
    var stickerDrawing = StickerDrawing()
    /// The video or sound an external player is playing, as the status row
    /// shows it (EditorState+Playing.swift); nil when none is. Boxed: the
    /// state holds one reference for it, so a keystroke that copies or
    /// drops a state copies no more than before for a letter that plays
    /// nothing (measured: held inline it cost every key about 1%).
    var playing: PlaybackBox?
    /// How many players this run has asked for (`Playback.serial`).
    var playbackSerial = 0

    /// Who the letter goes to, from whom, where and when; saved in a
    /// `.letter`'s front matter.
    public internal(set) var envelope = Envelope()
    /// The keys in use: the profile and the person's bindings, built once.
    public internal(set) var keymaps: EditorKeymaps
    /// The sign-off Alt-S puts in, as found at launch.
    public internal(set) var signature: Signature
    /// How Alt-D writes today's date: the letter's language, `date_format`.
    public internal(set) var letterDate: LetterDate
    /// Where this letter stands among the letters open together; nil while
    /// it is the only one (EditorState+Desk.swift).
    public internal(set) var deskPlace: DeskPlace?
    /// The folder the open prompt offers first (the letterbox).
    public internal(set) var openFolder: String?

    /// How this letter's bodies are read: its folder, and the facts.
    var pictureReading: PictureReading {
        PictureReading(folder: path.map(PicturePath.folder(of:)) ?? ".", facts: pictures.facts)
    }

    public init(
        page: Page, path: String? = nil, suggestedName: String = "letter.letter",
        pictureFacts: [String: PictureFacts] = [:], envelope: Envelope = Envelope(), copiesToTerminal: Bool = false,
        keymaps: EditorKeymaps = .micro, signature: Signature = .none(file: nil), letterDate: LetterDate = LetterDate(),
        marksSpelling: Bool = false, openFolder: String? = nil
    ) {
        self.openFolder = openFolder
        self.spelling.isOn = marksSpelling
        self.signature = signature
        self.copiesToTerminal = copiesToTerminal
        self.letterDate = letterDate
        self.keymaps = keymaps
        self.pictures.facts = pictureFacts
        self.envelope = envelope
        self.page = page
        self.path = path
        self.suggestedName = suggestedName
        self.saveFlow = SaveFlow(savedVersion: page.version)
        self.shownFigures = StatusFigures(page)
        notePicturesToLook()
        noteStickersToDraw()
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
        /// Asking for a line to go to, as the status row's "Ln" counts them
        /// (and perhaps a column: `12,5`).
        case goToLine(TextField)
        /// Find and replace: its prompts, then a question for each match.
        case replace(ReplaceStep)
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
        /// The command palette (F10, Ctrl-E): commands by name, filtered.
        case palette(Palette<Command>)
        /// Asking for the name to export the letter under, in `format`.
        case exportAs(ExportFormat, TextField)
        /// The export's file exists: write over it?
        case confirmExport(ExportRequest)
        /// Choosing another paper, from those the shell listed.
        case choosePaper(Palette<Paper>)
        /// The person's templates, to start a new letter from (by name).
        case chooseTemplate(Palette<String>)
        /// F7's list for a misspelt word: suggestions, add, ignore.
        case chooseSpelling(SpellingChoice)
        /// Alt-S's sticker picker: the shipped stickers and the person's own.
        case chooseSticker(Palette<StickerChoice>)
        /// Asking for a letter to open beside this one; `note` lists
        /// completions or the letterbox's letters, or says why the last
        /// path could not be opened.
        case openLetter(TextField, note: String?)
        /// The letters open, to switch to one (by the desk's id).
        case chooseLetter(Palette<Int>)
    }
}
