/// A letter and the other machine's version of it that a sync kept beside
/// it (`NAME.letter` and `NAME (HOST).letter`, `SyncCopyName`), as the box
/// marks them: both rows say which is which.
///
/// Why found from the names alone: the names are what the person sees and
/// what sync wrote, and a list already holds every name of the folder, so
/// the pair costs no read of a file nor of git.
///
/// Limitations: a letter a person named `x (y).letter` beside an `x.letter`
/// is marked as a pair too; its mark only says what the names say.
public enum SyncPair: Hashable, Sendable {
    /// This file is the other version of `original` (a path), from `host`.
    case copy(of: String, host: String)
    /// This letter has other versions beside it, from `hosts` (in order of
    /// their names).
    case original(hosts: [String])

    /// The pairs among `paths` (absolute, or relative to the box; `/`
    /// between folders): each copy whose original is among them, and each
    /// original with copies, by path. A list without a copy's name (nearly
    /// every list) builds no set.
    public static func pairs(among paths: [String]) -> [String: SyncPair] {
        let copies = paths.compactMap { path in parsedCopy(path).map { (path, $0) } }
        guard !copies.isEmpty else { return [:] }
        let known = Set(paths)
        var pairs: [String: SyncPair] = [:]
        for (path, parsed) in copies.sorted(by: { $0.0 < $1.0 }) where known.contains(parsed.original) {
            pairs[path] = .copy(of: parsed.original, host: parsed.host)
            if case .original(let hosts)? = pairs[parsed.original] {
                pairs[parsed.original] = .original(hosts: hosts.contains(parsed.host) ? hosts : hosts + [parsed.host])
            } else {
                pairs[parsed.original] = .original(hosts: [parsed.host])
            }
        }
        return pairs
    }

    /// What `path` would be the copy of, and from which host, if its name
    /// has the shape `SyncCopyName.copy` gives: `STEM (HOST).EXT` or
    /// `STEM (HOST N).EXT`, HOST as `SyncCopyName.plainHost` keeps it.
    public static func parsedCopy(_ path: String) -> (original: String, host: String)? {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 }
        let stem = dot.map { file[..<$0] } ?? file[...]
        let suffix = dot.map { String(file[$0...]) } ?? ""
        guard stem.hasSuffix(")"), let open = stem.dropLast().lastIndex(of: "("), open > stem.startIndex,
            stem[stem.index(before: open)] == " "
        else { return nil }
        let original = stem[..<stem.index(before: open)]
        var label = stem[stem.index(after: open)..<stem.index(before: stem.endIndex)]
        // ` 2`, ` 3`… after the host when its first name was taken.
        if let space = label.lastIndex(of: " "), label[label.index(after: space)...].allSatisfy(\.isASCIIDigit),
            label.index(after: space) != label.endIndex
        {
            label = label[..<space]
        }
        let host = String(label)
        guard !original.isEmpty, !host.isEmpty, SyncCopyName.plainHost(host) == host else { return nil }
        return (folder + original + suffix, host)
    }

    /// What the row (and `letter box --list`) says of the letter.
    public var label: String {
        switch self {
        case .copy(_, let host): tr("other version from {host}", ["host": host])
        case .original(let hosts): tr("has another version from {host}", ["host": hosts.joined(separator: ", ")])
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
