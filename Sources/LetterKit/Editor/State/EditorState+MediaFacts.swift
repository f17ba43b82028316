extension EditorState {
    /// What the program read of the video or sound `source` (its length,
    /// for the status row while it plays). Nil while the program reads no
    /// media's facts: the row then shows the clock alone (`▶ 0:12`).
    func mediaFacts(for source: PictureSource) -> MediaFacts? {
        nil
    }
}
