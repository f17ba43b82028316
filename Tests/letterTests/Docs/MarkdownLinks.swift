import Foundation

/// The links a Markdown page makes to other files, as a reader on GitHub
/// follows them: `[text](target)`, `![alt](target)`, a reference's
/// `[name]: target`, and HTML's `src=`/`href=`. Code (fenced blocks and
/// inline spans) is left out: a picture block shown as an example there is
/// not a link.
///
/// Limitations: a target with spaces or parentheses inside is not read
/// (these documents write none).
struct MarkdownLinks {
    struct Link: Equatable, CustomStringConvertible {
        var line: Int
        var target: String
        var description: String { "line \(line): \(target)" }
    }

    let links: [Link]
    /// The anchors GitHub gives the page's headings (`## The page` is `#the-page`).
    let anchors: Set<String>

    init(_ text: String) {
        var links: [Link] = []
        var anchors: Set<String> = []
        var fence: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            if trimmed.hasPrefix("#") {
                anchors.insert(Self.anchor(trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
            }
            let prose = Self.withoutCodeSpans(line)
            for pattern in Self.patterns {
                for match in pattern.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
                    if let range = Range(match.range(at: 1), in: prose) {
                        links.append(Link(line: index + 1, target: String(prose[range])))
                    }
                }
            }
        }
        self.links = links
        self.anchors = anchors
    }

    /// `](target)` or `](target "title")`; `[name]: target` at a line's
    /// start; `src="target"` and `href="target"`.
    private static let patterns: [NSRegularExpression] = [
        #"\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)"#, #"^\s{0,3}\[[^\]]+\]:\s+<?([^\s>]+)"#,
        #"(?:src|href)="([^"]+)""#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    /// The line with every code span (a run of backticks to the same run)
    /// blanked out.
    static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstIndex(of: "`") {
            result += rest[..<start]
            let ticks = rest[start...].prefix { $0 == "`" }
            let after = rest[ticks.endIndex...]
            guard let close = after.range(of: String(ticks)) else {
                result += rest[start...]
                return result
            }
            result += " "
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// GitHub's anchor for a heading: lower-cased, punctuation dropped,
    /// spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
    }

    /// A target this check follows: a file in the repository, not a web
    /// address (`https:`, `mailto:`).
    static func isRelative(_ target: String) -> Bool {
        target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) == nil && !target.hasPrefix("//")
    }
}
