/// What the editor can be asked to do, as data.
///
/// Keys map to commands through `Keymap.bindings`; the shell also sends commands
/// of its own (a paste, a click, a resize, the result of a save).
public enum Command: Hashable, Sendable {
    /// A change to the letter, through the page's gate.
    case edit(EditCommand)
    case move(Motion, selecting: Bool)
    /// Up/down by a screenful; the size is known only to the editor state.
    case pageUp(selecting: Bool), pageDown(selecting: Bool)
    case selectAll
    /// Tab: spaces to the next multiple of four columns.
    case indent
    case copy, cut, pasteClipboard
    case save, quit, help
    /// Save under a name asked for on the status row.
    case saveAs
    /// Ask for text and go to where it next occurs.
    case find
    /// Go to the next place the last text looked for occurs.
    case findNext
    /// Escape: closes a prompt or the help, drops the selection.
    case cancel
    /// A mouse click at a terminal cell (row, column).
    case click(row: Int, column: Int)
    /// The wheel: rows to scroll, negative for up.
    case scroll(rows: Int)
    /// The terminal now has this many rows and columns.
    case resize(rows: Int, columns: Int)
    /// A key the keymap does not bind; prompts and help use the raw key.
    case key(Key)
    /// The shell's answer to a `.save` effect.
    case saveFinished(SaveResult)
    /// Input has paused: the status row's counters catch up.
    case idle
    /// The time on the runner's monotonic clock: the recovery copy is
    /// written once the text has rested (`EditorState.recoveryDelay`).
    case tick(Duration)
    /// An ink key: bold, italic, underline, highlight, colour, plain.
    case ink(InkKey)
    /// The whole of a long letter, laid out after the first paint of its
    /// opening part (see `LetterFile.openingPart(of:)`).
    case finishOpening(body: String, ink: Bool)
    /// The shell reports a fact the person should hear about.
    case notify(Notice)
    /// Questions to ask in turn before the letter can be edited (it is open
    /// elsewhere, a newer copy exists).
    case ask([EditorState.Question])
    /// Alt-P: ask for a file to attach (a picture, or any file as a card).
    case attach
    /// F2: the envelope's form.
    case envelope
    /// Alt-= and Alt--: the picture at the cursor a line taller or shorter.
    case resizePicture(by: Int)
    /// The shell's answer to `.completePath`: the names that complete the
    /// text asked about (folders end in "/").
    case pathCompleted(text: String, candidates: [String])
    /// The shell's answer to `.lookAtAttachment`: the file, as the program
    /// will open it (absolute), and what it found there.
    case attachmentLooked(path: String, PictureFacts)
    /// The shell's answer to `.lookAtPictures`: the blocks drawn.
    case picturesLooked([PictureLooked])
    /// The shell's answer to `.copyAttachments`.
    case attachmentsCopied(AttachmentCopyResult)
}

/// How a save the shell attempted turned out.
public enum SaveResult: Hashable, Sendable {
    case saved(path: String)
    case failed(reason: String)
    /// The file changed on disk since it was opened or last saved.
    case changedOnDisk(path: String)
    /// Save-as named a file that exists and is not this letter.
    case alreadyExists(path: String)
}
