import Glibc
import LetterKit

/// The language of a helper program's words (`letter-print`'s reasons,
/// `letter-media`'s, the pictures' and the index's notes): the one `letter`
/// speaks, so what a helper says reaches the person in that language.
///
/// `letter` names its compiled catalogs' folder in the environment it hands
/// its helpers (`folderVariable`); the language is gettext's choice from the
/// same environment (`LANGUAGE`, which `InterfaceLocale` set where the
/// locale is not installed, `LC_ALL`, `LC_MESSAGES`, `LANG`). Only the
/// messages' locale is set: a helper's numbers and characters stay as they
/// were (a PDF's figures, a dictionary's letters). Without the variable, a
/// helper speaks English.
public enum HelperLanguage {
    /// The variable naming the folder of the compiled catalogs.
    public static let folderVariable = "LETTER_CATALOGS"

    /// In `letter`: hands `folder` (its catalogs) to the helpers it starts.
    /// Call at start, before any thread exists (`setenv`).
    public static func handOn(folder: String) {
        setenv(folderVariable, folder, 1)
    }

    /// In a helper: installs the catalog `letter` handed on, if any. Call
    /// first thing in `main`.
    public static func start() {
        guard let folder = getenv(folderVariable).map({ String(cString: $0) }), !folder.isEmpty else { return }
        if setlocale(LC_MESSAGES, "") == nil { setlocale(LC_MESSAGES, "C.UTF-8") }
        InterfaceLanguage.install(GettextCatalog.chosen { folder })
    }
}
