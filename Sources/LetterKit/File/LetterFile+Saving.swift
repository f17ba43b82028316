extension LetterFile {
    /// The file a save writes for `request`: this file's shape (BOM, line
    /// ending, final newline, front-matter keys the editor does not know)
    /// holding the request's body, paper and envelope, shaped for the
    /// request's path.
    ///
    /// The one way the bytes of a letter are made from what the editor
    /// holds: a save, the recovery copy kept while writing and the emergency
    /// copy written on a signal or a crash all come through here, so a copy
    /// can never hold less than a save would (an envelope edited but not
    /// saved, the paper the letter was opened on).
    public func saving(_ request: SaveRequest) -> LetterFile {
        var file = self
        file.body = request.text
        file.prepareForSaving(at: request.path, paper: request.paper)
        file.setEnvelope(request.envelope)
        return file
    }
}
