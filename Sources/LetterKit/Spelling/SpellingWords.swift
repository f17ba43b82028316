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
        let sorts = characters.map(SpellingCharacter.init)
        var words: [SpellingWord] = []
        var index = 0
        while index < sorts.count {
            guard sorts[index].kind != .space else {
                index += 1
                continue
            }
            var end = index
            while end < sorts.count, sorts[end].kind != .space { end += 1 }
            if !isAddress(characters[index..<end], sorts[index..<end]) {
                appendWords(of: characters, sorts, in: index..<end, to: &words)
            }
            index = end
        }
        return words
    }

    /// Whether a whitespace-free chunk is a URL or an e-mail address.
    static func isAddress(_ chunk: ArraySlice<Character>, _ sorts: ArraySlice<SpellingCharacter>) -> Bool {
        // Most chunks are words: no colon, no `@`, no `www.` first. Those
        // are told apart by their bytes, without making the chunk a string.
        guard sorts.contains(where: { $0.byte == 0x3A || $0.byte == 0x40 }) || startsWithWWW(sorts) else { return false }
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
    static func startsWithWWW(_ sorts: ArraySlice<SpellingCharacter>) -> Bool {
        guard let first = sorts.firstIndex(where: \.isWordCharacter), sorts.endIndex - first >= 4 else { return false }
        let expected: [UInt8] = [0x77, 0x77, 0x77, 0x2E]
        return zip(sorts[first..<(first + 4)], expected).allSatisfy { sort, byte in
            sort.byte == byte || (byte == 0x77 && sort.byte == 0x57)
        }
    }

    /// The checkable words among a chunk's runs of letters and digits.
    static func appendWords(
        of characters: [Character], _ sorts: [SpellingCharacter], in chunk: Range<Int>,
        to words: inout [SpellingWord]
    ) {
        var index = chunk.lowerBound
        while index < chunk.upperBound {
            guard sorts[index].isWordCharacter else {
                index += 1
                continue
            }
            var end = index + 1
            var hasDigit = sorts[index].isNumber
            while end < chunk.upperBound {
                let sort = sorts[end]
                if sort.isWordCharacter {
                    hasDigit = hasDigit || sort.isNumber
                    end += 1
                } else if sort.kind == .apostrophe, end + 1 < chunk.upperBound, sorts[end - 1].isLetter,
                    sorts[end + 1].isLetter
                {
                    end += 1
                } else {
                    break
                }
            }
            if !hasDigit { appendScriptRuns(of: characters, sorts, in: index..<end, to: &words) }
            index = end
        }
    }

    /// A digit-free run cut at each change of script; Hangul and Latin
    /// pieces are kept, but not a Hangul piece right after another script's.
    static func appendScriptRuns(
        of characters: [Character], _ sorts: [SpellingCharacter], in run: Range<Int>,
        to words: inout [SpellingWord]
    ) {
        var index = run.lowerBound
        var previous: Script?
        while index < run.upperBound {
            let script = sorts[index].script
            var end = index + 1
            // An apostrophe belongs to the script around it.
            while end < run.upperBound, sorts[end].kind == .apostrophe || sorts[end].script == script { end += 1 }
            if end - 1 > index, sorts[end - 1].kind == .apostrophe { end -= 1 }
            switch script {
            case .hangul where previous == nil || previous == .hangul:
                words.append(SpellingWord(range: index..<end, text: text(of: characters[index..<end]), script: .hangul))
            case .latin:
                words.append(SpellingWord(range: index..<end, text: text(of: characters[index..<end]), script: .latin))
            default:
                break
            }
            previous = script
            index = end
        }
    }

    /// A word's text, its characters appended one by one (`String(slice)`
    /// goes through the generic sequence initializer, five times as long).
    static func text(of characters: ArraySlice<Character>) -> String {
        var text = ""
        for character in characters { text.append(character) }
        return text
    }

    enum Script { case hangul, latin, other }

    /// The script of a letter, by its first scalar's block (Swift's
    /// standard library has no Script property). Latin is the blocks of
    /// Latin letters a European dictionary spells: ASCII, Latin-1,
    /// Extended-A and -B, IPA, Extended Additional, and the ligatures
    /// (`ﬁ`). Fullwidth Latin (`Ａ`) is other: no dictionary spells it.
    static func script(ofScalar scalar: Unicode.Scalar) -> Script {
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
