/// What the program tells the letterbox about the work it asked for (the
/// answers to `BoxEffect`s): facts, never requests of the person's.
public enum BoxReply: Hashable, Sendable {
    /// The program's answer to `.list`.
    case listed(FolderListing)
    /// The program's answer to `.search`: the letters that hold `query`, best first.
    case found(query: String, results: [LetterSummary])
    /// The editor was closed; the letter it last saved, if any.
    case editorClosed(path: String?)
    /// The editor could not open the letter (unreadable, a broken paper);
    /// the reason in the program's words.
    case notOpened(path: String, reason: String)
    /// The program's answer to `.rename`, with the files folders it took along.
    case renamed(from: String, to: String, BoxOutcome, files: FilesFolderReport = FilesFolderReport())
    /// The program's answer to `.trash`, with the files folders it took along.
    case trashed(path: String, BoxOutcome, files: FilesFolderReport = FilesFolderReport())
    /// The program's answer to `.bind`.
    case bound(BookBinding, BoxOutcome)
    /// The program's answer to `.drawThumbnails`, one picture at a time.
    case thumbnailDrawn(path: String, look: PictureLook)
    /// The walk of the whole box, done after the first frame was drawn from
    /// the index (the screen opens on a quick check of the folders' times,
    /// which misses a letter rewritten in place): what it changed.
    case caughtUp(RefreshCounts)
    /// The program's answer to `.sync`.
    case synced(SyncReport)
}

/// How a sync of the box turned out: the remote and how many letters were
/// kept in two versions, or why it stopped (in the program's words, as
/// `letter box sync` says it; the box is then as it was).
public enum SyncReport: Hashable, Sendable {
    case done(remote: String, pairsKept: Int)
    case failed(reason: String)
}

/// Everything that changes the letterbox, in three kinds: what the terminal
/// gave, what the person asks for (`BoxAction`, from `BoxKeys`), and what
/// the program answers. `BoxProgram`'s message; `update(_:_:)` takes each
/// kind on its own too.
public enum BoxMsg: Hashable, Sendable {
    case input(ScreenInput)
    case intent(BoxAction)
    case reply(BoxReply)
}
