/// Where a save stands, between the key that asks for it and the shell's
/// answer: what the editor must remember across those messages.
struct SaveFlow: Sendable {
    /// The page's version when it was last saved (or opened), so undoing back to
    /// it clears the modified mark.
    var savedVersion: UInt64
    /// Quit once the pending save succeeds.
    var quitAfterSave = false
    /// A recovered copy the letter was restored from: once the letter is saved
    /// the copy's text is safe in it, and the copy is removed.
    var restoredCopyPath: String?
    /// A save waiting for its attached files to be copied: where, and whether
    /// to overwrite changes on disk.
    var pendingSave: (path: String, overwriteChanges: Bool)?
    /// A save waiting for the stickers put in to be written beside the
    /// letter: where, and whether to overwrite changes on disk.
    var pendingStickerSave: (path: String, overwriteChanges: Bool)?
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

    init(savedVersion: UInt64) {
        self.savedVersion = savedVersion
    }
}
