/// The writing system a word is checked in: each has its own dictionary.
public enum SpellingScript: Hashable, Sendable, Codable {
    /// Hangul, checked with the Korean dictionary whatever the letter's language.
    case hangul
    /// Latin letters, checked with the letter's language (see `SpellingLanguage`).
    case latin
}

/// One word of a paragraph to look up in a dictionary.
public struct SpellingWord: Hashable, Sendable, CustomStringConvertible {
    /// The word's characters in the paragraph, as character offsets (the
    /// offsets a `Position` uses), so a mark or a replacement lands on it.
    public var range: Range<Int>
    public var text: String
    public var script: SpellingScript

    public init(range: Range<Int>, text: String, script: SpellingScript) {
        self.range = range
        self.text = text
        self.script = script
    }

    public var description: String { "\(text)@\(range.lowerBound)" }
}

/// A paragraph's plain text split into the words a spelling dictionary can
/// judge, with where each one is.
///
/// The rules, in the order they apply:
/// - Text is cut at whitespace into chunks. A chunk that is a URL
///   (`https://…`, any `scheme://`, `www.…`, `mailto:…`) or an e-mail
///   address (a letter or digit on both sides of an `@`) is skipped whole:
///   no dictionary knows it, and its parts are not words.
/// - A chunk's words are its runs of letters and digits. An apostrophe
///   (`'` or `’`) between two letters stays inside the word (`don't`,
///   `don’t`, `o'clock`); any other character (a hyphen, a full stop,
///   quotes) ends it, as Hunspell's own tokenizer does (`co-operate` is
///   `co` and `operate`).
/// - A word with a digit in it (`3rd`, `MP3`, `3월에`) is skipped.
/// - A word is cut where its script changes. Hangul is one word with the
///   particles attached to it (`사과를`, `학교에서`), since the Korean
///   dictionary knows a noun with its particle, not the particle alone.
///   For the same reason a Hangul run glued after a Latin one (`Swift로`,
///   `macOS에서`) is the particle of a foreign word and is not checked;
///   `Swift` is.
/// - Words of other scripts (Han, Cyrillic, Greek, kana, …) are not
///   checked: a letter in Korean quotes Han characters that no Hangul
///   dictionary holds, and the letter's language names the dictionary of
///   its Latin words only.
///
/// Limitations: a URL written without a scheme or `www.` (`example.com/x`)
/// is split into words; a misspelt Hangul particle after a Latin word goes
/// unseen.
public enum SpellingWords {
    /// The words of `characters` (a paragraph's text, without its newline) to
    /// check, in order.
    public static func split(_ characters: [Character]) -> [SpellingWord] {
        var words: [SpellingWord] = []
        var index = 0
        while index < characters.count {
            guard !isSpace(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, !isSpace(characters[end]) { end += 1 }
            let chunk = characters[index..<end]
            if !isAddress(chunk) { appendWords(of: chunk, to: &words) }
            index = end
        }
        return words
    }

    /// Whether a whitespace-free chunk is a URL or an e-mail address.
    static func isAddress(_ chunk: ArraySlice<Character>) -> Bool {
        // Most chunks are words: no colon, no `@`, no `www.` first. Those
        // are told apart without making the chunk a string, lowercased, and
        // searched three times (most of a short paragraph's split).
        guard chunk.contains(where: { $0.asciiValue == 0x3A || $0.asciiValue == 0x40 }) || startsWithWWW(chunk)
        else { return false }
        let text = String(chunk).lowercased()
        if text.contains("://") || text.contains("mailto:") { return true }
        // `(www.example.org)` is as much an address as `www.example.org`.
        if let first = text.firstIndex(where: { $0.isLetter || $0.isNumber }), text[first...].hasPrefix("www.") {
            return true
        }
        var previous: Character?
        var seenAt = false
        for character in chunk {
            if seenAt, let before = previous, before == "@", character.isLetter || character.isNumber { return true }
            if character == "@", let before = previous, before.isLetter || before.isNumber { seenAt = true }
            previous = character
        }
        return false
    }

    /// Whether the chunk's first letter or digit starts `www.`, in any case.
    static func startsWithWWW(_ chunk: ArraySlice<Character>) -> Bool {
        guard let first = chunk.firstIndex(where: isWordCharacter), chunk.endIndex - first >= 4 else { return false }
        let expected: [UInt8] = [0x77, 0x77, 0x77, 0x2E]
        return zip(chunk[first..<(first + 4)], expected).allSatisfy { character, byte in
            guard let value = character.asciiValue else { return false }
            return value == byte || (byte == 0x77 && value == 0x57)
        }
    }

    /// The checkable words among a chunk's runs of letters and digits.
    static func appendWords(of chunk: ArraySlice<Character>, to words: inout [SpellingWord]) {
        var index = chunk.startIndex
        while index < chunk.endIndex {
            guard isWordCharacter(chunk[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            var hasDigit = isDigit(chunk[index])
            while end < chunk.endIndex {
                let character = chunk[end]
                if isWordCharacter(character) {
                    hasDigit = hasDigit || isDigit(character)
                    end += 1
                } else if isApostrophe(character), end + 1 < chunk.endIndex, isLetter(chunk[end - 1]),
                    isLetter(chunk[end + 1])
                {
                    end += 1
                } else {
                    break
                }
            }
            if !hasDigit { appendScriptRuns(of: chunk[index..<end], to: &words) }
            index = end
        }
    }

    /// A digit-free run cut at each change of script; Hangul and Latin
    /// pieces are kept, but not a Hangul piece right after another script's.
    static func appendScriptRuns(of run: ArraySlice<Character>, to words: inout [SpellingWord]) {
        var index = run.startIndex
        var previous: Script?
        while index < run.endIndex {
            let script = Self.script(of: run[index])
            var end = index + 1
            // An apostrophe belongs to the script around it.
            while end < run.endIndex, isApostrophe(run[end]) || Self.script(of: run[end]) == script { end += 1 }
            if end - 1 > index, isApostrophe(run[end - 1]) { end -= 1 }
            switch script {
            case .hangul where previous == nil || previous == .hangul:
                words.append(SpellingWord(range: index..<end, text: String(run[index..<end]), script: .hangul))
            case .latin:
                words.append(SpellingWord(range: index..<end, text: String(run[index..<end]), script: .latin))
            default:
                break
            }
            previous = script
            index = end
        }
    }

    // ASCII, most of most letters, is told by its byte: Unicode's property
    // lookups were most of a paragraph's split, done again at every pause.

    /// `Character.isWhitespace`.
    static func isSpace(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        return character.isWhitespace
    }

    /// `Character.isLetter`.
    static func isLetter(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        return character.isLetter
    }

    /// `Character.isNumber`.
    static func isDigit(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return (0x30...0x39).contains(byte) }
        return character.isNumber
    }

    static func isWordCharacter(_ character: Character) -> Bool { isLetter(character) || isDigit(character) }

    static func isApostrophe(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return byte == 0x27 }
        return character == "\u{2019}"
    }

    enum Script { case hangul, latin, other }

    /// The script of a letter, from its first scalar's block (Swift's
    /// standard library has no Script property). Latin is the blocks of
    /// Latin letters a European dictionary spells: ASCII, Latin-1,
    /// Extended-A and -B, IPA, Extended Additional, and the ligatures
    /// (`ﬁ`). Fullwidth Latin (`Ａ`) is other: no dictionary spells it.
    static func script(of character: Character) -> Script {
        if character.asciiValue != nil { return isLetter(character) ? .latin : .other }
        // The first scalar decoded from the UTF-8, without a scalar view.
        var bytes = character.utf8.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return .other }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2AF, 0x1E00...0x1EFF,
            0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFB00...0xFB06:
            return .latin
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
            return .hangul
        default:
            return .other
        }
    }
}
