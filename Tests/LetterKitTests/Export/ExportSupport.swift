import Testing

@testable import LetterKit

/// Reading the writers' output back, for tests: the text of an HTML page's
/// lines, and text with its SGR sequences removed.
enum ExportReading {
    /// The text of each `<div class="line…">` of a page: tags removed,
    /// character references decoded. Only the five references the writer uses
    /// are decoded, so one written any other way shows up as a difference.
    /// Works on scalars, as an HTML parser does: a combining mark after a `>`
    /// or a `;` would make one `Character` of the two.
    static func lineTexts(ofPage html: String) -> [String] {
        let scalars = Array(html.unicodeScalars)
        let open = Array("<div class=\"line".unicodeScalars)
        let close = Array("</div>".unicodeScalars)
        var texts: [String] = []
        var index = 0
        while let start = find(open, in: scalars, from: index),
            let contentStart = scalars[start...].firstIndex(of: ">").map({ $0 + 1 }),
            let end = find(close, in: scalars, from: contentStart)
        {
            texts.append(text(ofHTML: scalars[contentStart..<end]))
            index = end + close.count
        }
        return texts
    }

    /// How many times `needle` occurs in `text`, scalar for scalar.
    static func count(_ needle: String, in text: String) -> Int {
        let needle = Array(needle.unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        var count = 0
        var index = 0
        while let found = find(needle, in: scalars, from: index) {
            count += 1
            index = found + needle.count
        }
        return count
    }

    static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Markup without its tags, the five references decoded.
    static func text(ofHTML markup: ArraySlice<Unicode.Scalar>) -> String {
        let references: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        var text = String.UnicodeScalarView()
        var index = markup.startIndex
        var inTag = false
        scanning: while index < markup.endIndex {
            let scalar = markup[index]
            if inTag {
                if scalar == ">" { inTag = false }
                index += 1
                continue
            }
            if scalar == "<" {
                inTag = true
                index += 1
                continue
            }
            if scalar == "&" {
                for (reference, character) in references {
                    let pattern = Array(reference.unicodeScalars)
                    if markup[index...].starts(with: pattern) {
                        text.append(character)
                        index += pattern.count
                        continue scanning
                    }
                }
            }
            text.append(scalar)
            index += 1
        }
        return String(text)
    }

    /// `text` without its `ESC [ … m` sequences.
    static func strippingSGR(_ text: String) -> String {
        var output = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                while let next = scalars.popFirst(), next != "m" {}
                continue
            }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// `text` with each `ESC [ … m` written `⟨…⟩`, so a table row reads like
    /// the terminal shows it.
    static func readableSGR(_ text: String) -> String {
        var output = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                scalars.removeFirst()
                output += "⟨"
                while let next = scalars.popFirst(), next != "m" { output.unicodeScalars.append(next) }
                output += "⟩"
                continue
            }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// `letter export --to txt`'s lines: the render's lines without spaces at
    /// their ends.
    static func trimmed(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " || last == "\u{3000}" { line.removeLast() }
        return line
    }
}

/// The inked lines of `paragraphs` wrapped to `columns`.
func inkedLines(_ paragraphs: StyledText..., columns: Int) -> [InkedLine] {
    InkedLines.lines(of: paragraphs, columns: columns)
}
