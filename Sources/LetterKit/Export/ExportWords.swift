/// The words an export writes into its file stay English whatever the
/// interface speaks: an export's content is the letter's, for its reader,
/// not the writer's interface (a picture's frame in an HTML page says
/// "file not found" as the page's other markup does).
///
/// Representation: a catalog that knows no sentence, put in force for the
/// task while the export builds the words it shares with the screen
/// (`PictureBox`, `PictureProblem.summary`, `ByteCount`).
public enum ExportWords {
    /// `body`'s result with every `tr` in it answering in English.
    public static func inEnglish<Result>(_ body: () throws -> Result) rethrows -> Result {
        try InterfaceLanguage.$override.withValue(NoTranslation()) { try body() }
    }

    /// The catalog of the English the sentences are written in.
    private struct NoTranslation: MessageCatalog {
        var language: String { "en" }
        func translation(of message: String) -> String? { nil }
        func translation(of singular: String, plural: String, count: Int) -> String? { nil }
    }
}
