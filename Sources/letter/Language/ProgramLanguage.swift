import Glibc
// `stat`'s fields: where Foundation is in the same compile, the struct is
// CoreFoundation's, and its fields need that import (as OutputDestination's).
import CoreFoundation
import LetterKit

/// The start's locale and the interface's language: set before the first
/// word is read, so `--help`, every message and the screen speak it.
enum ProgramLanguage {
    /// Sets the locale (`InterfaceLocale`) and installs the catalog of the
    /// language the environment chooses, when there is one.
    static func start() {
        InterfaceLocale.start()
        InterfaceLanguage.install(GettextCatalog.chosen { catalogFolder() })
    }

    /// Where the compiled catalogs are: `locale` beside the installed program
    /// (Scripts/install puts them there), else the folder this build compiled
    /// them into (the CompileCatalogs plugin).
    static func catalogFolder(executable: String? = StationeryFolders.executablePath()) -> String? {
        if let executable {
            let installed = FilePath.join(FilePath.folder(of: executable), "locale")
            var status = stat()
            if stat(installed, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return installed }
        }
        return builtCatalogFolder
    }
}
