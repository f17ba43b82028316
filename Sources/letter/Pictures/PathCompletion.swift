import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterSystem

/// Tab at the attach prompt: the entries of a folder whose names start with
/// what was typed after its last "/".
///
/// Candidates are whole texts for the field, in the form typed (`~/Pic`
/// completes to `~/Pictures/`, never to the home folder spelled out), so the
/// prompt can put one in place as it is. Folders end in "/" so a second Tab
/// goes on inside them. Hidden names are offered only when the typed part
/// starts with ".", as shells do. Sorted by name, at most `limit` of them: a
/// folder of thousands is better narrowed by typing than read.
enum PathCompletion {
    /// The most candidates returned.
    static let limit = 300

    /// The completions of `text`, read against `home` and `workingFolder`
    /// (see `TypedPath`).
    static func candidates(for text: String, home: String, workingFolder: String) -> [String] {
        if text == "~" { return ["~/"] }
        let head: Substring
        let part: Substring
        if let slash = text.lastIndex(of: "/") {
            head = text[...slash]
            part = text[text.index(after: slash)...]
        } else {
            head = ""
            part = text[...]
        }
        let typedFolder = head.isEmpty ? "." : String(head)
        let folder = TypedPath.absolute(typedFolder, home: home, workingFolder: workingFolder)
        let showHidden = part.hasPrefix(".")
        let names = (System.names(in: folder) ?? [])
            .filter { $0.hasPrefix(part) && (showHidden || !$0.hasPrefix(".")) }
            .sorted()
            .prefix(limit)
        return names.map { name in
            let isFolder =
                if case .success(let status) = System.status(FilePath.join(folder, name)) {
                    status.st_mode & S_IFMT == S_IFDIR
                } else {
                    false
                }
            return head + name + (isFolder ? "/" : "")
        }
    }
}
