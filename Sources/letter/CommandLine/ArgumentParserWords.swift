import Glibc
import LetterKit

/// ArgumentParser's own words in the interface's language: its headings
/// (`USAGE:`, `OPTIONS:`), its lines (`Show help information.`) and its
/// errors (`Unknown option '--x'`), which it writes in English only.
///
/// The program writes ArgumentParser's messages itself
/// (`LetterCommand.runWithEscapedMessages`), so they pass through here: each
/// known phrase is found in the text and replaced by its sentence through
/// `tr`, its values (an option, an argument) kept. Without a catalog the text
/// is left exactly as ArgumentParser made it (the English help, the man page).
///
/// Representation: the phrases as English templates with `{name}` where
/// ArgumentParser puts a value, each the msgid of its translation. A heading
/// matches only a whole line, a prefix only a line's start; any other phrase
/// matches anywhere in a line, longer phrases tried before the shorter ones
/// they begin with. Limitations: a phrase ArgumentParser wraps over two lines
/// is not found, so a catalog's help is asked for unwrapped (`unwrappedWidth`)
/// and wrapped here by display width (`wrapped`); a value holding a phrase's
/// own words may end the value early.
enum ArgumentParserWords {
    /// The width to ask ArgumentParser for when a catalog is in force: wide
    /// enough that it wraps nothing, so every phrase is on one line.
    static let unwrappedWidth = 100_000

    /// Lines that are a heading alone.
    static let headings = [
        msgid("ARGUMENTS:"), msgid("OPTIONS:"), msgid("SUBCOMMANDS:"),
    ]

    /// Phrases that begin a line; the value is the rest of it.
    static let prefixes = [
        msgid("OVERVIEW: {text}"), msgid("USAGE: {usage}"), msgid("Usage: {usage}"), msgid("Error: {message}"),
        msgid("Help:  {help}"),
    ]

    /// Phrases found anywhere in a line, longest first where one begins another.
    static let phrases = [
        msgid("Show help information."),
        msgid("Show the version."),
        msgid("See '{command} <subcommand>' for detailed help."),
        msgid("See '{command}' for more information."),
        msgid("Unknown option '{option}'. Did you mean '{suggestion}'?"),
        msgid("Unknown option '{option}'"),
        msgid("Missing value for '{option}'"),
        msgid("Missing expected argument '{argument}'"),
        msgid("Missing one of: '{arguments}'"),
        msgid("Missing required subcommand."),
        msgid("Unexpected argument '{argument}'"),
        msgid("{count} unexpected arguments: '{arguments}'"),
        msgid("The value '{value}' is invalid for '{option}'"),
        msgid("The value '{value}' is invalid."),
        msgid(". Please provide one of the following:"),
        msgid(". Please provide one of {choices}."),
        msgid("The option '{option}' does not take any value, but '{value}' was specified."),
        msgid("Invalid option: {option}"),
        msgid("(values: {values}; default: {value})"),
        msgid("(values: {values})"),
        msgid("(default: {value})"),
        msgid("(default)"),
    ]

    /// Whether `arguments` ask for output a program reads (a completion
    /// script, the shell's completions, the help as JSON for the manual):
    /// it is left as ArgumentParser makes it, as a wrapped line would break it.
    static func isForPrograms(_ arguments: [String]) -> Bool {
        arguments.contains {
            $0 == "--experimental-dump-help" || $0.hasPrefix("--generate-completion-script") || $0.hasPrefix("---completion")
        }
    }

    /// `text` (ArgumentParser's message) with its known phrases in the
    /// interface's language, wrapped to `width` display cells; unchanged when
    /// no catalog is in force, and so is a JSON dump of the help.
    static func translated(_ text: String, width: Int) -> String {
        guard InterfaceLanguage.catalog != nil, !text.hasPrefix("{") else { return text }
        let usage = tr("USAGE: {usage}", ["usage": ""])
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                let translated = translatedLine(String(line))
                let indent = translated.hasPrefix(usage) ? CellWidth.of(usage) : hangingIndent(of: translated)
                return wrapped(translated, width: width, indent: min(indent, width / 2))
            }
            .joined(separator: "\n")
    }

    /// One line with its phrases, then its heading or prefix, translated.
    static func translatedLine(_ line: String) -> String {
        if let heading = headings.first(where: { $0 == line }) { return tr(heading) }
        var result = line
        for phrase in phrases { result = replacingAll(phrase, in: result) }
        for prefix in prefixes {
            if let values = Template(prefix).match(result, from: result.startIndex), values.start == result.startIndex,
                values.end == result.endIndex
            {
                return Placeholders.fill(tr(prefix), values.pairs)
            }
        }
        return result
    }

    /// `line` with every place `phrase` matches replaced by its translation.
    /// A match followed by a column's gap (two spaces or more, as after a
    /// subcommand's `edit (default)`) keeps the column where it was.
    static func replacingAll(_ phrase: String, in line: String) -> String {
        let template = Template(phrase)
        var result = ""
        var from = line.startIndex
        while let found = template.match(line, from: from) {
            result += line[from..<found.start]
            let english = String(line[found.start..<found.end])
            let translated = Placeholders.fill(tr(phrase), found.pairs)
            result += translated
            from = found.end
            let gap = line[from...].prefix { $0 == " " }.count
            guard gap >= 2 else { continue }
            let shift = CellWidth.of(english) - CellWidth.of(translated)
            if shift > 0 { result += String(repeating: " ", count: shift) }
            if shift < 0 { from = line.index(from, offsetBy: min(-shift, gap - 2)) }
        }
        return result + line[from...]
    }

    /// Where a line's continuation starts: the help column of an option's
    /// row (`  --order <order>   The order…`), else the line's own indent.
    static func hangingIndent(of line: String) -> Int {
        let spaces = line.prefix { $0 == " " }.count
        guard spaces > 0 else { return 0 }
        let rest = line.dropFirst(spaces)
        guard let gap = rest.firstRange(of: "  ") else { return spaces }
        let text = rest[gap.lowerBound...].drop { $0 == " " }
        guard !text.isEmpty else { return spaces }
        return CellWidth.of(String(line[..<text.startIndex]))
    }

    /// `line` broken at spaces into lines of at most `width` display cells
    /// (a word wider than that stands alone), each after the first indented
    /// by `indent` spaces. A Korean syllable takes two cells, so ArgumentParser's
    /// count of characters would overflow the terminal.
    static func wrapped(_ line: String, width: Int, indent: Int) -> String {
        guard CellWidth.of(line) > width else { return line }
        let lead = line.prefix { $0 == " " }
        let words = line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false)
        var lines: [String] = []
        var current = String(lead)
        var currentWidth = lead.count
        var empty = true
        for word in words {
            let wordWidth = CellWidth.of(String(word))
            if !empty, currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = String(repeating: " ", count: indent) + word
                currentWidth = indent + wordWidth
            } else {
                current += (empty ? "" : " ") + word
                currentWidth += (empty ? 0 : 1) + wordWidth
            }
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// The terminal's width as ArgumentParser finds it: `COLUMNS`, else
    /// standard output's terminal, else 80.
    static func screenWidth() -> Int {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 {
            return columns
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

/// An English phrase with `{name}` places, matched in a line.
///
/// Representation: the phrase cut into its literal parts and the names
/// between them. A value runs to the next occurrence of the literal after
/// it; a value at the end runs to the end of the line; a value at the start
/// is the run of non-spaces before the first literal.
private struct Template {
    enum Part {
        case literal(String)
        case name(String)
    }

    var parts: [Part] = []

    init(_ phrase: String) {
        var rest = Substring(phrase)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            parts.append(.name(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
    }

    /// The first match in `line` at or after `from`: where it starts and
    /// ends, and its values.
    func match(_ line: String, from: String.Index) -> (start: String.Index, end: String.Index, pairs: KeyValuePairs<String, any CustomStringConvertible>)? {
        guard let firstLiteral = parts.firstIndex(where: { if case .literal = $0 { true } else { false } }),
            case .literal(let opening) = parts[firstLiteral]
        else { return nil }
        var search = from
        while let found = line[search...].firstRange(of: opening) {
            search = line.index(after: found.lowerBound)
            var values: [(String, String)] = []
            var start = found.lowerBound
            if firstLiteral == 1, case .name(let name) = parts[0] {
                let before = line[from..<found.lowerBound]
                let word = before.reversed().prefix { $0 != " " }
                guard !word.isEmpty else { continue }
                start = line.index(found.lowerBound, offsetBy: -word.count)
                values.append((name, String(word.reversed())))
            } else if firstLiteral != 0 {
                return nil
            }
            guard let end = matchRest(line, at: found.upperBound, part: firstLiteral + 1, values: &values) else {
                continue
            }
            return (start, end, Self.pairs(values))
        }
        return nil
    }

    /// Matches `parts[part...]` at `index`; the end of the match.
    private func matchRest(_ line: String, at index: String.Index, part: Int, values: inout [(String, String)])
        -> String.Index?
    {
        var index = index
        var part = part
        while part < parts.count {
            switch parts[part] {
            case .literal(let text):
                guard line[index...].hasPrefix(text) else { return nil }
                index = line.index(index, offsetBy: text.count)
                part += 1
            case .name(let name):
                guard part + 1 < parts.count, case .literal(let next) = parts[part + 1] else {
                    values.append((name, String(line[index...])))
                    return line.endIndex
                }
                guard let found = line[index...].firstRange(of: next) else { return nil }
                values.append((name, Self.value(named: name, line[index..<found.lowerBound])))
                index = found.upperBound
                part += 2
            }
        }
        return index
    }

    /// A value as the translation shows it: a list of choices (`'a', 'b' or
    /// 'c'`) joined by commas alone, its English `or` and `and` left out.
    private static func value(named name: String, _ text: Substring) -> String {
        guard name == "choices" else { return String(text) }
        return String(text).replacing("' or '", with: "', '").replacing("' and '", with: "', '")
    }

    /// The values as `Placeholders.fill` takes them.
    private static func pairs(_ values: [(String, String)]) -> KeyValuePairs<String, any CustomStringConvertible> {
        switch values.count {
        case 0: [:]
        case 1: [values[0].0: values[0].1]
        case 2: [values[0].0: values[0].1, values[1].0: values[1].1]
        default: [values[0].0: values[0].1, values[1].0: values[1].1, values[2].0: values[2].1]
        }
    }
}
