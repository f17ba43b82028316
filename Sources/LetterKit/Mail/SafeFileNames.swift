/// File names taken from a stranger (a picture's name in a received
/// message) made into names that stay where they are put.
///
/// A name becomes one plain file name: no `/` (nor `\`), no `..`, no
/// control or directional character, no leading dot (a hidden file, or `.`
/// and `..` themselves), at most 100 characters; what is left empty becomes
/// `fallback`. Names already given are never given again: a second `a.png`
/// is `a-2.png`.
public struct SafeFileNames: Sendable {
    private var given: Set<String> = []

    public init() {}

    /// `name` made safe (`safe(_:fallback:)`) and numbered when that name
    /// was given already (compared without case, as some disks compare).
    public mutating func name(for name: String, fallback: String) -> String {
        let base = Self.safe(name, fallback: fallback)
        var candidate = base
        var number = 2
        while given.contains(candidate.lowercased()) {
            let (stem, suffix) = Self.split(base)
            candidate = stem + "-\(number)" + suffix
            number += 1
        }
        given.insert(candidate.lowercased())
        return candidate
    }

    /// `name` as one plain file name (see the type), or `fallback`.
    public static func safe(_ name: String, fallback: String) -> String {
        // The last part of a path is the name a sender meant.
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var cleaned = String(
            String.UnicodeScalarView(
                last.unicodeScalars.filter { !TerminalSafe.needsEscaping($0) && $0 != ":" && $0 != "\u{FFFD}" }))
        cleaned = cleaned.replacingDots()
        cleaned = String(cleaned.drop { $0 == "." || $0 == " " || $0 == "-" })
        cleaned = String(cleaned.reversed().drop { $0 == " " || $0 == "." }.reversed())
        if cleaned.count > 100 {
            let (stem, suffix) = split(cleaned)
            cleaned = String(stem.prefix(max(1, 100 - suffix.count))) + suffix.prefix(20)
        }
        return cleaned.isEmpty ? fallback : cleaned
    }

    /// A name's stem and its suffix (".png", with the dot; empty without).
    static func split(_ name: String) -> (String, String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}

extension String {
    /// This name with every run of dots inside it made one dot, so no `..`
    /// is left anywhere in it.
    fileprivate func replacingDots() -> String {
        var output = ""
        for character in self where !(character == "." && output.last == ".") { output.append(character) }
        return output
    }
}
