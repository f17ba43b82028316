/// How one front matter value is written and read: a YAML scalar on one line
/// that every YAML reader (1.1 and 1.2: PyYAML, libyaml, pandoc's HsYAML,
/// Ruby, JavaScript) types as the string letter meant.
///
/// Representation: a value is written plain only when it cannot be read as
/// anything but itself: it starts with a letter (of any script) or a symbol
/// such as an emoji, holds only letters, marks, digits, inner spaces and a few
/// harmless marks (`- . , _ / ( ) + @ ' & ! ?`, and punctuation outside ASCII),
/// and is not one of YAML 1.1's words for a boolean or null (`yes`, `off`,
/// `n`, `null`…, in any case). Everything else is written in double quotes with
/// YAML's escapes: whatever starts with a digit, a sign or a dot (numbers,
/// octals, dates, times, `.inf`), starts with an indicator (`!x`, `&a`, `*a`,
/// `- x`, `%x`, `@x`, quotes), holds `:`, `#`, a backslash, a tab or a line
/// break, or has spaces at either end. The rule asks what a value starts with
/// rather than matching each reader's number and date patterns because the
/// readers disagree (PyYAML takes `1e3` for a string, YAML 1.2 for 1000.0;
/// Ruby takes `1,000` for 1000): a rule that leans on none of them is right
/// for all of them, at the price of quotes around an address such as
/// `"12 Main St"`.
///
/// In double quotes, `"` and `\` are escaped, and so is every character a
/// reader would not keep as it is or a person could not see: C0 and C1
/// controls, DEL, format characters (except the joiners and emoji tags that
/// build words and emoji), YAML 1.1's extra line breaks (U+0085, U+2028,
/// U+2029) and noncharacters. `\n`, `\t`, `\r`, `\0` and `\e` have their
/// short forms; others are `\xHH`, `\uHHHH` or `\UHHHHHHHH`.
///
/// Reading takes what people write by hand as well: plain values (a ` #`
/// starts a comment), single quotes (`''` for `'`) and double quotes with every
/// escape YAML 1.2 defines.
///
/// Limitations: a scalar is one line; YAML's multi-line scalars, block scalars
/// (`|`, `>`), flow collections and tags are not read as values.
enum FrontMatterValue {
    /// How a line's value was written: what decides whether the line may stay
    /// as it is when letter records the same value again.
    enum Form: Hashable, Sendable {
        /// Unquoted. YAML readers may type it as something else.
        case plain
        /// In quotes, closed, with nothing but a comment after: every YAML
        /// reader reads the same string letter does.
        case quoted
        /// A quote that is not closed, an escape YAML does not know, or text
        /// after the closing quote: YAML readers refuse it; letter reads what it
        /// can.
        case broken
    }

    /// `value` as a line writes it after `key: `.
    static func written(_ value: String) -> String {
        isPlain(value) ? value : doubleQuoted(value)
    }

    /// Whether `value` may be written without quotes: every YAML reader takes
    /// it for exactly this string.
    static func isPlain(_ value: String) -> Bool {
        let scalars = value.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, last != " " else { return false }
        guard startsPlain(first), scalars.allSatisfy(isPlainScalar) else { return false }
        return !yamlWords.contains(value.lowercased())
    }

    /// YAML 1.1's booleans and nulls (1.2 keeps `true`, `false` and `null`).
    /// Compared lower-cased, so `YES` and `yEs` are quoted too.
    private static let yamlWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]

    /// ASCII marks that mean nothing to YAML inside a plain value.
    private static let harmlessMarks: Set<Unicode.Scalar> = ["-", ".", ",", "_", "/", "(", ")", "+", "@", "'", "&", "!", "?"]

    private static func startsPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.properties.isAlphabetic }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .otherSymbol:
            return true
        default:
            return false
        }
    }

    private static func isPlainScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || harmlessMarks.contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return !scalar.properties.isNoncharacterCodePoint
        default:
            return false
        }
    }

    /// `value` in YAML double quotes, escaped as the type comment says.
    static func doubleQuoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case "\0": text += "\\0"
            case "\u{1B}": text += "\\e"
            case "\u{85}": text += "\\N"
            case "\u{2028}": text += "\\L"
            case "\u{2029}": text += "\\P"
            default:
                if needsEscape(scalar) {
                    text += escaped(scalar)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        case .format:
            // Zero-width (non-)joiners shape Indic and Persian words and emoji;
            // tags spell subdivision flags. YAML prints them as they are.
            let kept = scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
            return !kept
        default:
            return scalar.properties.isNoncharacterCodePoint
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let (prefix, digits) = scalar.value <= 0xFF ? ("\\x", 2) : scalar.value <= 0xFFFF ? ("\\u", 4) : ("\\U", 8)
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: digits - hex.count) + hex
    }

    // MARK: Reading

    /// The value a line holds after `key:` (`text` starts after the colon),
    /// and how it was written.
    /// Quotes are looked for among scalars, not characters: a quote followed
    /// by a combining mark or a joiner is one character in Swift.
    static func read(_ text: Substring) -> (value: String, form: Form) {
        let trimmed = String(text).trimmingLayoutSpaces
        let scalars = trimmed.unicodeScalars
        switch scalars.first {
        case "\"":
            let inside = scalars.dropFirst()
            if let (value, rest) = readDoubleQuoted(inside) {
                return (value, isOnlyComment(rest) ? .quoted : .broken)
            }
            // What letter read before it knew escapes: up to the next quote.
            if let close = inside.firstIndex(of: "\"") { return (String(inside[..<close]), .broken) }
            return (trimmed, .broken)
        case "'":
            let (value, rest, closed) = readSingleQuoted(scalars.dropFirst())
            return (value, closed && isOnlyComment(rest) ? .quoted : .broken)
        default:
            if let comment = commentStart(in: scalars) {
                return (String(trimmed[..<comment]).trimmingLayoutSpaces, .plain)
            }
            return (trimmed, .plain)
        }
    }

    /// Where a comment starts in a plain value: the space or tab before the
    /// first `#` that follows one (YAML's rule). Scanned here rather than
    /// with `firstRange(of:)`, whose code (_StringProcessing's) a start would
    /// page in for this one search.
    private static func commentStart(in scalars: String.UnicodeScalarView) -> String.Index? {
        var previous: Unicode.Scalar = "#"
        var previousIndex = scalars.startIndex
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "#" && (previous == " " || previous == "\t") { return previousIndex }
            previous = scalar
            previousIndex = index
        }
        return nil
    }

    /// Whether what follows a closing quote leaves the value alone: nothing,
    /// or spaces and a comment.
    private static func isOnlyComment(_ rest: Substring.UnicodeScalarView) -> Bool {
        let trimmed = String(String(rest).trimmingLayoutSpaces)
        return trimmed.isEmpty || (trimmed.first == "#" && (rest.first == " " || rest.first == "\t"))
    }

    /// YAML's single quotes: `''` inside stands for one `'`. Unclosed, the rest
    /// of the line is the value.
    private static func readSingleQuoted(_ text: Substring.UnicodeScalarView)
        -> (String, Substring.UnicodeScalarView, closed: Bool)
    {
        var read = String.UnicodeScalarView()
        var rest = text
        while let next = rest.first {
            rest = rest.dropFirst()
            if next == "'" {
                guard rest.first == "'" else { return (String(read), rest, true) }
                rest = rest.dropFirst()
            }
            read.append(next)
        }
        return (String(read), rest, false)
    }

    /// YAML's double quotes after the opening one: the value and what follows
    /// the closing quote; nil when the quote is not closed or an escape is not
    /// YAML's.
    private static func readDoubleQuoted(_ text: Substring.UnicodeScalarView)
        -> (String, Substring.UnicodeScalarView)?
    {
        var read = String.UnicodeScalarView()
        var rest = text
        while let next = rest.first {
            rest = rest.dropFirst()
            switch next {
            case "\"":
                return (String(read), rest)
            case "\\":
                guard let code = rest.first else { return nil }
                rest = rest.dropFirst()
                if let simple = simpleEscapes[code] {
                    read.append(simple)
                    continue
                }
                let digits: Int
                switch code {
                case "x": digits = 2
                case "u": digits = 4
                case "U": digits = 8
                default: return nil
                }
                let hex = String(String.UnicodeScalarView(rest.prefix(digits)))
                guard hex.count == digits, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
                else { return nil }
                read.append(scalar)
                rest = rest.dropFirst(digits)
            default:
                read.append(next)
            }
        }
        return nil
    }

    /// YAML 1.2's one-letter escapes (section 5.7), by the letter after `\`.
    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
        "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
        "L": "\u{2028}", "P": "\u{2029}",
    ]
}
