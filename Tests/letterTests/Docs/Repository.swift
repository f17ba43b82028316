import Foundation

/// The repository's folders, found from this file: the tests read the kept
/// documents, scripts and completions where they are committed.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// README.md, ARCHITECTURE.md and every Markdown file under docs/, as paths from the root.
    static func markdownFiles() -> [String] {
        let docs = FileManager.default.enumerator(atPath: path("docs"))?.compactMap { $0 as? String } ?? []
        return ["README.md", "ARCHITECTURE.md"] + docs.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
    }
}
