import LetterKit

/// The folder tree a book binds from: a book is received whole, like a
/// letter, so its `letters` and `cover` name only files inside it, after
/// `..` and links are resolved; `/etc/hostname` or `../x.letter` is refused.
///
/// One wider tree: a book inside a letterbox this machine keeps an index for
/// (`letter box` opened it) binds from the box, because the box binds books
/// as a folder beside the letters they list (`../autumn.letter`). Those are
/// the person's own letters; nothing outside the box is ever bound.
enum BookConfinement {
    /// The tree the book in `folder` binds from: the nearest folder above it
    /// that is a letterbox with an index in the cache `environment` gives,
    /// else the book's own folder.
    static func folder(
        ofBookIn folder: String, environment: [String: String] = XDGFolder.environment("XDG_CACHE_HOME")
    ) -> String {
        guard case .success(let real) = FilePath.real(folder),
            let cache = XDGFolder.letterFolder("XDG_CACHE_HOME", homeRelative: ".cache", environment: environment)
        else { return folder }
        var above = FilePath.folder(of: real)
        while true {
            if case .success = System.status(FilePath.join(cache, LetterIndex.fileName(forBox: above))) { return above }
            let next = FilePath.folder(of: above)
            if next == above { return folder }
            above = next
        }
    }
}
