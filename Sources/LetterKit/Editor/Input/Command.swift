/// What a person can ask the editor to do, as data: keys map to commands
/// through `EditorKeys.editing`. What the terminal gives (`ScreenInput`) and
/// what the shell answers (`EditorReply`) are messages of their own.
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
    /// Cut the line the cursor is on, through its end, or the selection if
    /// there is one (nano's ^K).
    case cutLine
    /// Say on the status row where the cursor is (nano's ^C).
    case position
    case save, quit, help
    /// Save under a name asked for on the status row.
    case saveAs
    /// Ask for text and go to where it next occurs.
    case find
    /// Go to the next place the last text looked for occurs.
    case findNext
    /// Ask for text and what replaces it, then ask about each match.
    case replace
    /// Ask for a line (and perhaps a column) and put the cursor there.
    case goToLine
    /// Escape: closes a prompt or the help, drops the selection.
    case cancel
    /// An ink key: bold, italic, underline, highlight, colour, plain.
    case ink(InkKey)
    /// Alt-P: ask for a file to attach (a picture, or any file as a card).
    case attach
    /// Alt-Y ("yours"): the signature (config.toml's, else the signature
    /// file) put in at the cursor whole, or refused when it does not fit.
    case signature
    /// Alt-S: the sticker picker; the sticker chosen is put in at the cursor.
    case stickers
    /// F2: the envelope's form.
    case envelope
    /// Alt-= and Alt--: the picture at the cursor a line taller or shorter.
    case resizePicture(by: Int)
    /// Alt-Space: animated pictures stop where they are, or play again.
    case togglePictureMotion
    /// Alt-1, Alt-2, Alt-0: the line at the cursor large, wide or normal.
    case typeSize(TypeSize)
    /// F10 or Ctrl-E: the command palette, every command by name.
    case palette
    /// Write the letter as it stands in `format`, under a name asked for
    /// (the palette's; `letter export` on the command line).
    case export(ExportFormat)
    /// Print the letter as it stands (`letter print`).
    case print
    /// Send the letter as saved by e-mail, after a question that names the
    /// recipients (`letter send`).
    case sendByMail
    /// Open the letterbox over the letter; leaving it comes back here, and
    /// a letter chosen there opens beside this one.
    case openBox
    /// Choose another paper for the letter, from those found here.
    case switchPaper
    /// Start a new letter from one of the person's templates, beside this one.
    case newFromTemplate
    /// Put today's date at the cursor, in the letter's language, through
    /// the gate like typing (the shell reads the clock).
    case insertDate
    /// F7: the next misspelt word, with its suggestions.
    case nextMisspelt
    /// Play the video or sound at the cursor with an external player, or
    /// stop the one playing (Enter on the block does the same).
    case playMedia
    /// Ask for another letter to open beside this one (a path prompt that
    /// completes with Tab and lists the letterbox's letters).
    case openLetter
    /// The next or the previous of the letters open, in the order opened.
    case nextLetter, previousLetter
    /// The letters open, with their state, to choose one from.
    case switchLetter
    /// Two letters side by side, or one again.
    case sideBySide
    /// Close this letter only (asks first if it has unsaved changes); the
    /// last one closed ends the editor.
    case closeLetter
}

/// How a save the shell attempted turned out.
public enum SaveResult: Hashable, Sendable {
    case saved(path: String)
    /// Nothing was saved (but see `SaveProblem.folderNotSynced`).
    case failed(SaveProblem)
    /// The file changed on disk since it was opened or last saved.
    case changedOnDisk(path: String)
    /// Save-as named a file that exists and is not this letter.
    case alreadyExists(path: String)
}
