/// The name the other machine's version of a file takes when both machines
/// changed it: `NAME (HOST).EXT` beside it, in the same folder.
///
/// Why beside and with the host: a letter changed on two machines must lose
/// neither version, and the person should see at once which is which; the
/// box lists the copy next to the letter, since their names sort together.
public enum SyncCopyName {
    /// The copy's path for `path` (relative to the box, `/` between
    /// folders) from `host`, not one of `taken`: ` 2`, ` 3`… after the host
    /// when that name is taken. A host that could not be a name's part
    /// (empty, a `/`, control characters) becomes `other`.
    public static func copy(of path: String, host: String, taken: (String) -> Bool = { _ in false }) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // The extension is the last dot's, not a leading dot's (`.plan`).
        let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 }
        let stem = dot.map { String(file[..<$0]) } ?? file
        let suffix = dot.map { String(file[$0...]) } ?? ""
        let label = plainHost(host)
        var number = 1
        while true {
            let tag = number == 1 ? label : "\(label) \(number)"
            let candidate = "\(folder)\(stem) (\(tag))\(suffix)"
            if !taken(candidate) { return candidate }
            number += 1
        }
    }

    /// `host` kept as a name's part: its first label-like run of letters,
    /// digits, `-`, `_` and `.`, at most 64 characters; else `other`.
    public static func plainHost(_ host: String) -> String {
        let kept = host.unicodeScalars.prefix { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_.".unicodeScalars.contains(scalar)
        }
        let plain = String(String.UnicodeScalarView(kept.prefix(64)))
        return plain.isEmpty || plain.hasPrefix(".") ? "other" : plain
    }
}
