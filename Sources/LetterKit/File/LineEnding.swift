/// How the lines of a file end.
///
/// LF and CRLF are the two a letter is written with. A lone CR (old Mac files)
/// is recognised too, because the document already breaks paragraphs at it: a
/// CR-only file then round-trips instead of being silently turned into LF.
public enum LineEnding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"

    public var description: String {
        switch self {
        case .lf: "LF"
        case .crlf: "CRLF"
        case .cr: "CR"
        }
    }

    /// The kinds of line ending in `bytes` from `start` on, and the one a file
    /// of them is written with: the most frequent, the first seen on a tie, LF
    /// when there are none. `found` lists the kinds in `allCases` order, so a
    /// sentence naming them reads the same whatever the file's order.
    static func survey(_ bytes: [UInt8], from start: Int) -> (chosen: LineEnding, found: [LineEnding]) {
        let lf: UInt8 = 0x0A
        let cr: UInt8 = 0x0D
        var counts: [LineEnding: Int] = [:]
        var order: [LineEnding] = []
        var index = start
        while index < bytes.count {
            var kind: LineEnding?
            if bytes[index] == lf {
                kind = .lf
            } else if bytes[index] == cr {
                if index + 1 < bytes.count && bytes[index + 1] == lf {
                    kind = .crlf
                    index += 1
                } else {
                    kind = .cr
                }
            }
            if let kind {
                if counts[kind] == nil { order.append(kind) }
                counts[kind, default: 0] += 1
            }
            index += 1
        }
        var chosen = LineEnding.lf
        var best = 0
        for kind in order where counts[kind, default: 0] > best {
            chosen = kind
            best = counts[kind, default: 0]
        }
        return (chosen, LineEnding.allCases.filter { counts[$0] != nil })
    }

    /// The sentence that tells a person their file mixes `found` kinds and will
    /// be written with `chosen`: "This file mixes line endings (LF and CRLF);
    /// saving writes them all as LF". Said when the file is opened, because a
    /// save would otherwise change lines the person never touched. `subject`
    /// names the file where "This file" would not do (a command's note).
    /// "This file" is a sentence of its own, not a name put in one, so a
    /// language words it as its grammar wants.
    public static func mixedNotice(found: [LineEnding], chosen: LineEnding, subject: String = "This file") -> String {
        let list = WordList.joined(found.map(\.description))
        return subject == "This file"
            ? tr("This file mixes line endings ({list}); saving writes them all as {ending}", ["list": list, "ending": chosen])
            : tr(
                "{file} mixes line endings ({list}); saving writes them all as {ending}",
                ["file": subject, "list": list, "ending": chosen])
    }
}
