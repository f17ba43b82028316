/// What the shell must do after an update.
public enum Effect: Hashable, Sendable {
    /// Write the letter; answer with `.saveFinished`.
    case save(SaveRequest)
    /// This letter is done with (saved, or left unsaved as the person
    /// chose): with one letter open, the editor ends.
    case quit
    /// A request of the desk's, the letters open together: taken by
    /// `DeskProgram`, never by the shell.
    case desk(DeskRequest)
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
    /// Put this text on the terminal's clipboard (OSC 52), as it was
    /// copied or cut.
    case setTerminalClipboard(String)
    /// Write the letter as it stands in another format; answer with
    /// `.exportFinished`.
    case export(ExportRequest)
    /// Print the letter as it stands; answer with `.printFinished`.
    case print
    /// Make the letter as saved into an e-mail message and keep it until
    /// the person answers; answer with `.mailPrepared`.
    case prepareMail
    /// Hand the message made by `.prepareMail` to the sendmail program and
    /// record the send; answer with `.mailSent`.
    case sendMail
    /// Run the letterbox on this terminal until it is left, then draw the
    /// letter again as it was; answer with `.boxClosed`.
    case openBox
    /// List the papers there are (the presets and the person's own); answer
    /// with `.papersListed`.
    case listPapers
    /// List the person's templates; answer with `.templatesListed`.
    case listTemplates
    /// List the person's own stickers (`$XDG_CONFIG_HOME/letter/stickers/`);
    /// answer with `.stickersListed`.
    case listStickers
    /// Draw these stickers of the letter from their files, between keys;
    /// answer with `.stickersDrawn`.
    case drawStickers([StickerRequest])
    /// Write these stickers' files under `folder` (the letter's), never over
    /// a different file; answer with `.stickersWritten`.
    case writeStickers(folder: String, files: [StickerWrite])
    /// Run an editor on a new letter started from the template of this
    /// name, over this one, until it is left; answer with `.templateClosed`.
    case openTemplate(String)
    /// The letter is on this paper now: draw in its colours.
    case usePaper(Paper)
    /// Read today's date from the clock, in the local time zone, to put
    /// at the cursor; answer with `.todayRead`.
    case readToday
    /// Read today's date for the envelope, whose date field was left as
    /// `today`; answer with `.todayReadForEnvelope`. `thenSave`: the form
    /// was closed with Save, which waits for the date.
    case readTodayForEnvelope(thenSave: Bool)
    /// Check these paragraphs' spelling while no key waits; answer with
    /// `.spellingChecked` (or `.spellingUnavailable`).
    case checkSpelling([SpellingRequest])
    /// Find suggestions for the word F7 stopped at; answer with
    /// `.spellingSuggested`.
    case suggestSpelling(SpellingTarget)
    /// Add this word to the person's word list; answer with `.wordAdded`.
    case addToDictionary(String)
    /// Start an external player on this file in the background, after
    /// stopping any playing; answer with `.playFailed` when it cannot be.
    case play(PlayRequest)
    /// Stop the player started last, if it still plays.
    case stopPlaying
    /// See whether the player ended by itself (once a second while one
    /// plays); answer with `.playerEnded` when it has.
    case checkPlayer
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
