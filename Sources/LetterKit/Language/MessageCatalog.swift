/// Where the interface's words come from when they are not English: a
/// translator's catalog (gettext's, in the program), asked with the English
/// sentence as the key.
///
/// Representation: two lookups, a sentence and a sentence with a plural, each
/// answering nil when the catalog has no translation (the English stands).
/// `language` is the catalog's language code ("ko"), for what is written by
/// rule rather than by sentence: dates.
public protocol MessageCatalog: Sendable {
    var language: String { get }
    func translation(of message: String) -> String?
    func translation(of singular: String, plural: String, count: Int) -> String?
}

/// The interface's language for this process.
///
/// Representation: the catalog installed once at start, before the first word
/// is read and before any second thread exists (as gettext's own
/// `textdomain` is process-wide), with a task-local override so a test can
/// read a screen in Korean while tests beside it read English. No catalog
/// means English, and costs nothing: `tr` returns its argument.
public enum InterfaceLanguage {
    nonisolated(unsafe) private static var installed: (any MessageCatalog)?

    /// A catalog for the current task and its children only (tests).
    @TaskLocal public static var override: (any MessageCatalog)?

    /// Sets the process's catalog. Call once, at start.
    public static func install(_ catalog: (any MessageCatalog)?) {
        installed = catalog
    }

    /// The catalog in force, or nil for English.
    public static var catalog: (any MessageCatalog)? {
        override ?? installed
    }

    /// The language code of the words on screen: "en" without a catalog.
    public static var code: String {
        catalog?.language ?? "en"
    }

    /// Whether the interface speaks Korean (dates and a few layouts differ).
    public static var isKorean: Bool {
        code.hasPrefix("ko")
    }
}
