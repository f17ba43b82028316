/// The letter as the editor holds it at this moment, for the copies that must
/// keep it: the recovery copy written while the person writes and the
/// emergency copy written on a signal or a crash.
extension EditorState {
    /// The name a letter is written under while it has none: a `.letter`,
    /// so its copies record the paper and the envelope.
    public static let unnamedLetterPath = LetterFile.pathForNewLetter(named: "letter")

    /// The envelope as the person sees it: while the form is open, the values
    /// typed in it (checked as closing the form would check them), else the
    /// letter's own.
    public var heldEnvelope: Envelope {
        guard case .envelope(var form) = mode else { return envelope }
        form.finish()
        return form.envelope
    }

    /// True when something the editor holds is not in the file: an unsaved
    /// change, or envelope values typed into a form not yet closed.
    public var hasUnsavedWork: Bool {
        isModified || heldEnvelope != envelope
    }

    /// Everything the editor holds (text, ink, pictures, paper, the envelope
    /// as `heldEnvelope` gives it), as a save at the letter's own path, or at
    /// `unnamedLetterPath` for a letter with no name yet, would write it.
    /// `LetterFile.saving(_:)` makes the bytes.
    public var heldLetter: SaveRequest {
        let target = path ?? EditorState.unnamedLetterPath
        return SaveRequest(
            path: target, text: body(forPath: target), paper: page.paper, overwriteChanges: false,
            envelope: heldEnvelope)
    }
}
