/// What the shell tells the editor about the work it asked for (the
/// answers to `Effect`s) and about the letter it opened: facts, never
/// requests of the person's.
public enum EditorReply: Hashable, Sendable {
    /// The shell's answer to a `.save` effect.
    case saveFinished(SaveResult)
    /// The whole of a long letter, laid out after the first paint of its
    /// opening part (see `LetterFile.openingPart(of:)`).
    case finishOpening(body: String, ink: Bool)
    /// The shell reports a fact the person should hear about.
    case notify(Notice)
    /// Questions to ask in turn before the letter can be edited (it is open
    /// elsewhere, a newer copy exists).
    case ask([EditorState.Question])
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
    /// The shell's answer to `.export`.
    case exportFinished(ExportResult)
    /// The shell's answer to `.print`.
    case printFinished(PrintResult)
    /// The shell's answer to `.prepareMail`.
    case mailPrepared(MailPreparation)
    /// The shell's answer to `.sendMail`.
    case mailSent(MailSending)
    /// The shell's answer to `.openBox`: the box was left, or could not
    /// open, for this reason (the system's or the index's words).
    case boxClosed(problem: String?)
    /// The shell's answer to `.listPapers`: the papers that can be used.
    case papersListed([Paper])
    /// The shell's answer to `.listTemplates`: the templates there are, and
    /// where to keep one (for the message when there are none).
    case templatesListed([TemplateListing], folder: String?)
    /// The shell's answer to `.listStickers`: the person's own stickers, and
    /// how many files of their folder were left out (not a small PNG).
    case stickersListed([StickerChoice], skipped: Int)
    /// The shell's answer to `.writeStickers`.
    case stickersWritten(StickerWriteResult)
    /// The shell's answer to `.drawStickers`.
    case stickersDrawn([StickerDrawn])
    /// The shell's answer to `.openTemplate`: the new letter's editor was
    /// left, or could not open, for this reason.
    case templateClosed(problem: String?)
    /// The shell's answer to `.readToday`: the day it is where the writer is.
    case todayRead(CalendarDay)
    /// The shell's answer to `.readTodayForEnvelope`.
    case todayReadForEnvelope(CalendarDay, thenSave: Bool)
    /// The shell's answer to `.checkSpelling`: each paragraph's misspelt words.
    case spellingChecked([SpellingFound])
    /// No dictionary could check the letter's words.
    case spellingUnavailable(SpellingProblem)
    /// The shell's answer to `.suggestSpelling`, best first.
    case spellingSuggested(SpellingTarget, [String])
    /// The shell's answer to `.addToDictionary`: added, or the list's path
    /// where it could not be kept.
    case wordAdded(String, failedAt: String?)
    /// The shell's answer to `.play` that could not be done.
    case playFailed(serial: Int, PlayProblem)
    /// The shell's answer to `.checkPlayer`: the player of `serial` ended
    /// by itself, with this exit status (128 + a signal).
    case playerEnded(serial: Int, status: Int32)
}

/// Everything that changes the editor, in three kinds: what the terminal
/// gave (a key, a paste, a click, the size, a pause, the time), what the
/// person asks for (`Command`, from the keymap or a test), and what the
/// shell answers. `EditorProgram`'s message; `update(_:_:)` takes each kind
/// on its own too.
public enum EditorMsg: Hashable, Sendable {
    case input(ScreenInput)
    case intent(Command)
    case reply(EditorReply)
}
