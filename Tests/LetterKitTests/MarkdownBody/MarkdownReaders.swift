import Foundation

/// The Markdown readers other people use, run for real when installed:
/// pandoc (`-t plain`, `-t html`) and cmark, the CommonMark reference (what
/// GitHub's reader is built on).
enum MarkdownReaders {
    static func path(of tool: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let areInstalled = path(of: "pandoc") != nil && path(of: "cmark") != nil

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What `tool arguments` writes for `input` on its standard input.
    static func run(_ tool: String, _ arguments: [String], input: String) throws -> String {
        guard let path = path(of: tool) else { throw Failure(description: "\(tool) is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markdown-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("in.md")
        try Data(input.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func pandocPlain(_ markdown: String) throws -> String {
        try run("pandoc", ["-f", "markdown", "-t", "plain", "--wrap=none"], input: markdown)
    }

    static func pandocHTML(_ markdown: String) throws -> String {
        try run("pandoc", ["-f", "markdown", "-t", "html", "--wrap=none"], input: markdown)
    }

    static func cmarkHTML(_ markdown: String) throws -> String {
        try run("cmark", [], input: markdown)
    }

    /// The lines a browser shows for cmark's HTML of paragraphs: a line per
    /// `<br />`, an empty line between paragraphs, tags left out (an image as
    /// `[alt]`), entities read.
    static func lines(ofParagraphHTML html: String) -> [String] {
        var text = html.replacingOccurrences(of: "</p>\n<p>", with: "\n\n")
        text = text.replacingOccurrences(of: "<br />\n", with: "\n")
        text = text.replacingOccurrences(
            of: "<img src=\"[^\"]*\" alt=\"([^\"]*)\" />", with: "[$1]", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A line as compared: no-break spaces counted as spaces, trailing blanks
    /// (invisible) left out.
    static func comparable(_ line: String) -> String {
        var line = line.replacingOccurrences(of: "\u{A0}", with: " ")
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
}
