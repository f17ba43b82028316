import Foundation
import Testing

/// A comment in the sources, tests or benchmarks that cites a document
/// cites one that is in the repository, by its path from the root
/// (`docs/manual/writing.md`, `README.md`): a reader who follows it must find
/// it, and a bare `design.md` could be a file kept somewhere else. A name in
/// quotes or backticks is an example (a letter called "autumn.md"), not a
/// citation.
@Suite("Documents the code cites")
struct CitedDocumentsTests {
    /// The documents a comment line cites: names ending in `.md` outside
    /// quotes and backticks.
    static func citations(in line: String) -> [String] {
        guard let start = commentStart(line) else { return [] }
        let comment = String(line[start...])
            .replacingOccurrences(of: #""[^"]*"|`[^`]*`"#, with: " ", options: .regularExpression)
        return comment.matches(of: /[A-Za-z0-9_.\/-]*[A-Za-z0-9_]\.md\b/).map { String($0.output) }
    }

    /// Where the line's comment begins: the first `//` outside a string
    /// literal (`"https://…"` is not a comment).
    static func commentStart(_ line: String) -> String.Index? {
        var inString = false
        var escaped = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                return line.index(after: index)
            }
            previous = inString ? nil : character
        }
        return nil
    }

    /// Whether `name` is a file here, as a path from the root.
    static func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: Repository.path(name))
    }

    @Test func everyCitedDocumentIsInTheRepository() throws {
        var missing: [String] = []
        var cited = 0
        for folder in ["Sources", "Tests", "Benchmarks"] {
            let files = FileManager.default.enumerator(atPath: Repository.path(folder))?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: Repository.path(folder + "/" + file), encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for name in Self.citations(in: String(line)) {
                        cited += 1
                        if !Self.exists(name) { missing.append("\(folder)/\(file):\(index + 1): \(name)") }
                    }
                }
            }
        }
        #expect(missing == [])
        #expect(cited > 3)
    }

    @Test(arguments: [
        ("// Random letters for the invariants of design.md:", ["design.md"]),
        ("        // The table in ncurses-swift-notes.md, checked there.", ["ncurses-swift-notes.md"]),
        ("// the page's rules in docs/manual/writing.md and", ["docs/manual/writing.md"]),
        ("/// The folders that stayed: \"; autumn.files stays: autumn.md shares it\".", []),
        ("/// A `.md` holds Markdown (`MarkdownBody`).", []),
        ("let name = \"notes.md\"  // no comment cites here", []),
        ("try box.write(\"a.md\", x)", []),
        ("(\"[web](https://example.com/x.md)\", [\"x.md\"]),  // a link in a string", []),
        ("let url = \"//host/a.md\" // see docs/design.md", ["docs/design.md"]),
    ])
    func citationsAreReadFromCommentsOnly(line: String, cited: [String]) {
        #expect(Self.citations(in: line) == cited)
    }

    @Test(arguments: [
        ("design.md", false), ("ncurses-swift-notes.md", false), ("docs/manual/writing.md", true),
        ("README.md", true), ("performance.md", false), ("docs/performance.md", true), ("docs/nosuch.md", false),
    ])
    func aCitationResolvesOnlyToADocumentThatExists(name: String, exists: Bool) {
        #expect(Self.exists(name) == exists)
    }
}
