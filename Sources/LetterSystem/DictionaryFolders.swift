import Glibc
import LetterKit

/// Where Hunspell dictionaries are installed, in the order they are looked
/// in: `hunspell` under each of `$XDG_DATA_DIRS` (default `/usr/local/share`
/// and `/usr/share`), then `/usr/share/hunspell` and `/usr/share/myspell`
/// (with its older `dicts` folder), as Debian's packages place them.
/// Installing a language's dictionary is all another language needs.
///
/// Here rather than beside Hunspell: the program passes the folders it was
/// given to `letter-spell`, which looks in them, and only the helper links
/// Hunspell.
public struct DictionaryFolders: Hashable, Sendable {
    public var folders: [String]

    public init(folders: [String]) { self.folders = folders }

    /// The standard folders, for `dataDirectories` (`$XDG_DATA_DIRS`).
    public init(dataDirectories: String?) {
        var bases = (dataDirectories ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        if bases.isEmpty { bases = ["/usr/local/share", "/usr/share"] }
        var folders: [String] = []
        for folder in bases.map({ FilePath.join($0, "hunspell") })
            + ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"]
        where !folders.contains(folder) {
            folders.append(folder)
        }
        self.init(folders: folders)
    }

    /// The folders this process's environment names.
    public static func standard() -> DictionaryFolders {
        DictionaryFolders(dataDirectories: getenv("XDG_DATA_DIRS").map { String(cString: $0) })
    }

    /// The files of dictionary `name` (`en_US`); for a bare language (`fr`)
    /// `fr.aff` or else the first `fr_*` in name order. nil when no folder
    /// has both files.
    public func files(for name: String) -> DictionaryFiles? {
        for folder in folders {
            if let files = pair(folder, name) { return files }
        }
        guard !name.contains("_") else { return nil }
        for folder in folders {
            let names = (System.names(in: folder) ?? []).sorted()
            for file in names where file.hasPrefix(name + "_") && file.hasSuffix(".dic") {
                if let files = pair(folder, String(file.dropLast(4))) { return files }
            }
        }
        return nil
    }

    private func pair(_ folder: String, _ name: String) -> DictionaryFiles? {
        let files = DictionaryFiles(
            affix: FilePath.join(folder, name + ".aff"), words: FilePath.join(folder, name + ".dic"))
        guard case .success = System.status(files.affix), case .success = System.status(files.words) else {
            return nil
        }
        return files
    }
}

/// A dictionary's two files.
public struct DictionaryFiles: Hashable, Sendable {
    public var affix: String
    public var words: String

    public init(affix: String, words: String) {
        self.affix = affix
        self.words = words
    }
}
