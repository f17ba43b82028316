import Foundation
import Testing

@testable import LetterKit

/// Runs the real pandoc, when installed, to check that a letter's Markdown
/// means to pandoc what it means here.
enum Pandoc {
    /// The pandoc on PATH, or nil.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/pandoc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isInstalled: Bool { path != nil }

    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case exited(Int32, String)
        case unreadable(String)

        var description: String {
            switch self {
            case .notInstalled: "pandoc is not installed"
            case .exited(let status, let error): "pandoc exited \(status): \(error)"
            case .unreadable(let what): "pandoc's JSON: \(what)"
            }
        }
    }

    /// Reads each line as its own paragraph with `pandoc -f markdown -t json`
    /// and gives what pandoc saw in each, as styled text. One pandoc run for all.
    static func read(_ lines: [String]) throws -> [Reading] {
        guard let path else { throw Failure.notInstalled }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ink-pandoc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.md")
        try Data((lines.joined(separator: "\n\n") + "\n").utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-f", "markdown", "-t", "json", input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.exited(process.terminationStatus, errorText) }
        guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let blocks = document["blocks"] as? [Any]
        else { throw Failure.unreadable("no blocks") }
        return blocks.map { Reading(block: $0) }
    }

    /// What pandoc made of one paragraph.
    struct Reading: CustomStringConvertible {
        var text = String.UnicodeScalarView()
        var inks: [Ink] = []
        /// Anything pandoc read that is not a paragraph of text, marks and spans.
        var surprises: [String] = []

        init(block: Any) {
            guard let block = block as? [String: Any], block["t"] as? String == "Para", let inlines = block["c"] as? [Any]
            else {
                surprises.append("a block that is not a paragraph: \(block)")
                return
            }
            read(inlines, ink: .plain)
        }

        /// The characters, each with its first scalar's ink, as the reader forms them.
        var styledText: StyledText {
            var characters: [Character] = []
            var characterInks: [Ink] = []
            var scalar = 0
            for character in String(text) {
                characters.append(character)
                characterInks.append(inks[scalar])
                scalar += character.unicodeScalars.count
            }
            return StyledText(characters, inks: characterInks)
        }

        var description: String { "\(styledText)" + (surprises.isEmpty ? "" : " surprises: \(surprises)") }

        private mutating func read(_ inlines: [Any], ink: Ink) {
            for inline in inlines {
                guard let node = inline as? [String: Any], let type = node["t"] as? String else {
                    surprises.append("\(inline)")
                    continue
                }
                var inner = ink
                switch type {
                case "Str":
                    for scalar in (node["c"] as? String ?? "").unicodeScalars {
                        text.append(scalar)
                        inks.append(ink)
                    }
                case "Space", "SoftBreak":
                    text.append(" ")
                    inks.append(ink)
                case "Strong", "Emph", "Underline":
                    if type == "Strong" { inner.bold = true }
                    if type == "Emph" { inner.italic = true }
                    if type == "Underline" { inner.underline = true }
                    read(node["c"] as? [Any] ?? [], ink: inner)
                case "Span":
                    guard let content = node["c"] as? [Any], content.count == 2, let attributes = content[0] as? [Any],
                        attributes.count == 3, let classes = attributes[1] as? [String],
                        let pairs = attributes[2] as? [[String]]
                    else {
                        surprises.append("a span: \(node)")
                        continue
                    }
                    // An inner span's colour wins over an outer one's, as in HTML.
                    for name in classes {
                        switch name {
                        case "underline", "ul": inner.underline = true
                        case "mark": inner.highlight = .yellow
                        default: surprises.append("class \(name)")
                        }
                    }
                    for pair in pairs where pair.count == 2 {
                        switch pair[0] {
                        case "color": inner.color = InkColor(pair[1])
                        case "background": inner.highlight = Highlight(pair[1])
                        default: surprises.append("attribute \(pair)")
                        }
                    }
                    read(content[1] as? [Any] ?? [], ink: inner)
                default:
                    surprises.append("\(type) \(node["c"] ?? "")")
                }
            }
        }
    }
}
