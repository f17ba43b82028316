/// An HTML message made plain text, for a message that has no plain part.
///
/// A small tag stripper, not a browser: it keeps the text, turns `<br>`,
/// `<p>`, `<div>`, `<li>`, `<tr>` and headings into line breaks, drops what
/// `<script>`, `<style>`, `<head>` and `<title>` hold and comments, and
/// decodes character references. It never fetches anything: an image or a
/// link is only a tag, and tags are dropped. Runs of spaces and line breaks
/// in the source collapse to one space, as a browser shows them; at most one
/// empty line stands between paragraphs.
public enum HTMLPlainText {
    /// Elements whose start or end ends a line.
    static let breaking: Set<String> = [
        "br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote", "pre",
        "hr", "section", "article", "header", "footer",
    ]
    /// Elements whose start or end leaves an empty line (a paragraph).
    static let paragraphs: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table"]
    /// Elements whose content is never text a person reads.
    static let hidden: Set<String> = ["script", "style", "head", "title", "template", "noscript"]

    /// The lines of `html` as text.
    public static func lines(of html: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var blankPending = false
        var pendingSpace = false
        func endLine(blank: Bool) {
            let trimmed = line.trimmingLayoutSpaces
            if !trimmed.isEmpty {
                if blankPending, !lines.isEmpty { lines.append("") }
                lines.append(trimmed)
                blankPending = false
            }
            if blank { blankPending = true }
            line = ""
            pendingSpace = false
        }
        var text = ""
        func flushText() {
            for character in decodeEntities(text) {
                if character.isWhitespace, character != "\u{A0}" {
                    pendingSpace = true
                } else {
                    if pendingSpace, !line.isEmpty { line.append(" ") }
                    pendingSpace = false
                    line.append(character)
                }
            }
            text = ""
        }
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var hiddenUntil: String?
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "<" else {
                if hiddenUntil == nil { text.unicodeScalars.append(scalar) }
                index += 1
                continue
            }
            // A comment ends at "-->", wherever its ">" are.
            if index + 3 < scalars.count, scalars[index + 1] == "!", scalars[index + 2] == "-", scalars[index + 3] == "-" {
                var end = index + 4
                while end + 2 < scalars.count, !(scalars[end] == "-" && scalars[end + 1] == "-" && scalars[end + 2] == ">") {
                    end += 1
                }
                index = min(end + 3, scalars.count)
                continue
            }
            guard let close = tagEnd(scalars, from: index + 1) else {
                // A lone "<" is text.
                if hiddenUntil == nil { text.unicodeScalars.append(scalar) }
                index += 1
                continue
            }
            let tag = tagName(scalars[(index + 1)..<close])
            index = close + 1
            if let until = hiddenUntil {
                if tag.closing && tag.name == until { hiddenUntil = nil }
                continue
            }
            flushText()
            if !tag.closing, hidden.contains(tag.name), !tag.selfClosing {
                hiddenUntil = tag.name
            } else if breaking.contains(tag.name) {
                endLine(blank: paragraphs.contains(tag.name))
                if tag.name == "li", !tag.closing { line = "• " }
            } else if tag.name == "td" || tag.name == "th" {
                if tag.closing { pendingSpace = true }
            }
        }
        if hiddenUntil == nil { flushText() }
        endLine(blank: false)
        return lines
    }

    /// Where the tag that starts at `start` (after its "<") ends: its ">",
    /// quotes respected; nil when this "<" opens no tag.
    static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < scalars.count else { return nil }
        let first = scalars[start]
        guard first == "/" || first == "!" || first == "?" || first.properties.isAlphabetic else { return nil }
        var quote: Unicode.Scalar?
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A tag's name, lower-cased, and whether it closes or closes itself.
    static func tagName(_ inside: ArraySlice<Unicode.Scalar>) -> (name: String, closing: Bool, selfClosing: Bool) {
        var scalars = inside[...]
        let closing = scalars.first == "/"
        if closing { scalars = scalars.dropFirst() }
        var name = ""
        for scalar in scalars {
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { break }
            name.unicodeScalars.append(scalar)
        }
        return (name.lowercased(), closing, inside.last == "/")
    }

    /// Named references a message commonly holds.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "middot": "·", "bull": "•", "trade": "™", "euro": "€",
    ]

    /// `text` with its character references (`&amp;`, `&#50;`, `&#x2F;`)
    /// decoded; an unknown one is kept as written. A reference to a control
    /// character, a surrogate or past U+10FFFF is U+FFFD.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(32).firstIndex(of: ";") else {
                output += "&"
                rest = after
                continue
            }
            let body = after[..<semicolon]
            if let decoded = reference(String(body)) {
                output += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                output += "&"
                rest = after
            }
        }
        output += rest
        return output
    }

    static func reference(_ body: String) -> String? {
        if let value = named[body] { return value }
        guard body.hasPrefix("#") else { return nil }
        let digits = body.dropFirst()
        let number: UInt32?
        if digits.first == "x" || digits.first == "X" {
            number = UInt32(digits.dropFirst(), radix: 16)
        } else {
            number = UInt32(digits)
        }
        guard let number else { return nil }
        guard let scalar = Unicode.Scalar(number), !TerminalSafe.needsEscaping(scalar) || scalar == "\t" else {
            return "\u{FFFD}"
        }
        return String(scalar)
    }
}
