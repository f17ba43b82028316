import Foundation
import Testing

@testable import LetterKit

/// A letter's saved body shows its lines in the readers other people use:
/// pandoc (`-t plain` for the lines, `-t html` for the ink) and cmark, the
/// CommonMark reader. Runs the real tools; skipped, saying so, where they are
/// not installed (Scripts/packages.txt installs both for the tests).
@Suite(
    .enabled(if: MarkdownReaders.areInstalled, "pandoc or cmark is not installed: cannot check the body against them"))
struct MarkdownBodyReadersTests {
    /// One line of a letter.
    enum Line {
        case empty
        case text(StyledText)
        case picture(caption: String, path: String, lines: Int)

        var lineForm: String {
            switch self {
            case .empty: ""
            case .text(let text): text.markdown
            case .picture(let caption, let path, let lines):
                PictureSyntax(caption: caption, path: path, lines: lines).line
            }
        }

        /// What a reader shows: the characters, a picture as `[caption]`.
        var shown: String {
            switch self {
            case .empty: ""
            case .text(let text): text.string
            case .picture(let caption, _, _): "[\(caption)]"
            }
        }
    }

    /// Starts of lines that other tools would read as a block.
    static let starts: [String] = [
        "# ", "## ", "- ", "1. ", "2) ", "> ", "---", "***", "___", "| ", "<div>", "[x]: y", "+ ", "* ", "===", "```",
        "~~~", ": ", "% ", "(1) ", "a. ", "iv. ", "#. ", "(@) ", "::: ", "- - -", "+---+", "&amp;", "&nbsp;", "[^1]: ",
        "<!-- ", "    ", "  ", " ", "\t",
    ]
    /// Words, several of them other syntax inside a line (sub- and
    /// superscript, math, entities, escapes, emphasis). No quotes, dashes
    /// or ellipses: pandoc's smart typography shows those curly.
    static let words: [String] = [
        "Dear", "Sam,", "write", "soon", "안녕하세요", "こんにちは", "漢字", "👍🏽", "e\u{301}", "2*3*4", "snake_case",
        "a\\b", "`code`", "<b>", "x!", "H~2~O", "2^10^", "$5", "$x$", "&amp;", "&#160;", "&#xA0;", "@smith", "a|b",
        "#tag", "1.5", "Dr.", "[x]", "x]", "x\\", "\\", "\u{A0}", "  ", "   ", "!", "^", "~", "*", "_",
    ]

    static func line<R: RandomNumberGenerator>(using rng: inout R) -> Line {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<3: return .empty
        case 3:
            let caption = ["a cat", "", "밤", "[x] *y*"].randomElement(using: &rng) ?? ""
            let path = ["cat.png", "my photo.jpg", "a.files/b(1).png"].randomElement(using: &rng) ?? "p.png"
            return .picture(caption: caption, path: path, lines: Int.random(in: 1...6, using: &rng))
        default:
            var string = Bool.random(using: &rng) ? (starts.randomElement(using: &rng) ?? "") : ""
            for index in 0..<Int.random(in: 0...6, using: &rng) {
                string += (index == 0 && string.isEmpty ? "" : " ") + (words.randomElement(using: &rng) ?? "x")
            }
            if string.isEmpty { string = "x" }
            let characters = Array(string)
            var runs: [StyleRun] = []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let start = Int.random(in: 0..<characters.count, using: &rng)
                let end = Int.random(in: start...min(characters.count, start + 8), using: &rng)
                runs.append(StyleRun(start..<end, InkPieces.ink(using: &rng)))
            }
            return .text(MarkdownInk.normalized(StyledText(characters, runs: runs)))
        }
    }

    static func letter<R: RandomNumberGenerator>(using rng: inout R) -> [Line] {
        (0..<Int.random(in: 1...9, using: &rng)).map { _ in line(using: &rng) }
    }

    /// Letters one after another in one document, parted by a marker
    /// paragraph, so each tool runs once for all of them.
    static let marker = "LETTERMARK"

    static func document(_ markdowns: [String]) -> String {
        markdowns.enumerated().map { "\($0.element)\n\n\(marker)\($0.offset)" }.joined(separator: "\n\n") + "\n"
    }

    /// Each letter's lines in a tool's lines, the blank line around each marker left out.
    static func split(_ lines: [String], count: Int) -> [[String]] {
        var letters: [[String]] = []
        var current: [String] = []
        for line in lines {
            if line.hasPrefix(marker) {
                if current.last == "" { current.removeLast() }
                letters.append(current)
                current = []
            } else if !(current.isEmpty && line == "" && !letters.isEmpty) {
                current.append(line)
            }
        }
        return letters
    }

    /// A line of cmark's as compared with the letter's: without `{…}`,
    /// which CommonMark shows as written (it has no spans or attributes:
    /// `[text]{.underline}`, a picture's `{lines=3}`; the letters here have
    /// no braces of their own).
    static func withoutAttributes(_ line: String) -> String {
        line.replacingOccurrences(of: "\\{[^}]*\\}", with: "", options: .regularExpression)
    }

    /// Without the marks of ink: `[`, `]` around a span, and `*`, `_` of
    /// emphasis, which CommonMark reads by other rules than pandoc beside
    /// punctuation (pandoc shows `*#*tag` in italics, cmark as written).
    static func withoutInkMarks(_ line: String) -> String {
        String(line.filter { !"[]*_".contains($0) })
    }

    /// Pandoc's smart typography read back: it shows `--` as an en dash,
    /// `---` as an em dash (the letters here have neither of their own).
    static func withoutSmartDashes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{2014}", with: "---").replacingOccurrences(of: "\u{2013}", with: "--")
    }

    @Test func randomLettersShowTheirLinesInPandocAndCmarkAndReadBack() throws {
        var rng = SystemRandomNumberGenerator()
        let letters = (0..<120).map { _ in Self.letter(using: &rng) }
        let bodies = letters.map { $0.map(\.lineForm).joined(separator: "\n") }
        let markdowns = bodies.map { MarkdownBody.markdown(ofLines: $0) }

        for (body, markdown) in zip(bodies, markdowns) {
            #expect(Exact(MarkdownBody.lines(ofMarkdown: markdown).body) == Exact(body), "\(Exact(markdown))")
            var file = LetterFile.newLetter(path: "a.letter", paper: .default)
            file.body = body
            let reread = try LetterFile(bytes: file.bytes, format: .letter)
            #expect(Exact(reread.body) == Exact(body))
        }

        let document = Self.document(markdowns)
        let pandoc = Self.split(
            try MarkdownReaders.pandocPlain(document).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init), count: letters.count)
        let cmark = Self.split(
            MarkdownReaders.lines(ofParagraphHTML: try MarkdownReaders.cmarkHTML(document)), count: letters.count)
        #expect(pandoc.count == letters.count && cmark.count == letters.count)
        var failures = 0
        for (index, letter) in letters.enumerated() where index < pandoc.count && index < cmark.count && failures < 8 {
            // An empty letter (one empty line) is an empty file: nothing to show.
            let shown = letter.map { MarkdownReaders.comparable($0.shown) }
            let expected = letter.map(\.lineForm) == [""] ? [] : shown
            let pandocLines = pandoc[index].map { Self.withoutSmartDashes(MarkdownReaders.comparable($0)) }
            let cmarkLines = cmark[index].map {
                Self.withoutInkMarks(Self.withoutAttributes(MarkdownReaders.comparable($0)))
            }
            if pandocLines != expected {
                failures += 1
                Issue.record("pandoc: \(pandocLines)\nletter: \(expected)\nMarkdown: \(Exact(markdowns[index]))")
            }
            if cmarkLines != expected.map(Self.withoutInkMarks) {
                failures += 1
                Issue.record("cmark: \(cmarkLines)\nletter: \(expected)\nMarkdown: \(Exact(markdowns[index]))")
            }
        }
    }

    /// Each kind of ink a letter carries is in pandoc's HTML of it.
    @Test func pandocHTMLShowsTheInkOfEveryLine() throws {
        var rng = SystemRandomNumberGenerator()
        let letters = (0..<60).map { _ in Self.letter(using: &rng) }
        let markdowns = letters.map { MarkdownBody.markdown(ofLines: $0.map(\.lineForm).joined(separator: "\n")) }
        let html = try MarkdownReaders.pandocHTML(Self.document(markdowns))
        let parts = html.components(separatedBy: "<p>\(Self.marker)")
        #expect(parts.count == letters.count + 1)
        for (letter, part) in zip(letters, parts) {
            let inks = letter.flatMap { line -> [Ink] in
                guard case .text(let text) = line else { return [] }
                return text.runs.map(\.ink)
            }
            let shows: [([String], Bool)] = [
                (["<strong>"], inks.contains { $0.bold }), (["<em>"], inks.contains { $0.italic }),
                (["<u>", "class=\"underline"], inks.contains { $0.underline }),
                (["color=\""], inks.contains { $0.color != nil }),
                (["<mark", "underline mark\""], inks.contains { $0.highlight == .yellow }),
                (["background=\""], inks.contains { $0.highlight != nil && $0.highlight != .yellow }),
            ]
            for (tags, carried) in shows where tags.contains(where: part.contains) != carried {
                Issue.record("\(tags) \(carried ? "missing from" : "unexpected in") \(part)")
            }
        }
    }
}
