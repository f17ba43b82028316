/// A character as the word split sees it, found once for each character of
/// a paragraph: its byte when it is ASCII, and which of the few things the
/// rules ask about it is.
///
/// The split asks the same questions of a character several times (is it a
/// space, a letter, a digit, which script); asked of a `Character`, each was
/// a Unicode property lookup through its scalar view, most of what a pause
/// cost with the spelling marks on. ASCII is told by its byte and a Hangul
/// syllable by its scalar; anything else asks the standard library once.
struct SpellingCharacter: Equatable {
    enum Kind: UInt8 {
        /// `Character.isWhitespace`.
        case space
        /// A letter (`Character.isLetter`), by the script the split checks
        /// it in (`SpellingWords.script(ofScalar:)`).
        case latin, hangul, otherLetter
        /// `'` or `’`.
        case apostrophe
        case other
    }

    let kind: Kind
    /// `Character.isNumber`; a letter may be one too (`Ⅻ`).
    let isNumber: Bool
    /// The ASCII value of a one-byte character, or 0 for any other (`"\r\n"`
    /// and `"e\u{301}"` among them).
    let byte: UInt8

    var isLetter: Bool { kind == .latin || kind == .hangul || kind == .otherLetter }
    var isWordCharacter: Bool { isLetter || isNumber }

    /// The script a word is cut by; `other` for anything not a letter.
    var script: SpellingWords.Script {
        switch kind {
        case .latin: .latin
        case .hangul: .hangul
        default: .other
        }
    }

    init(_ character: Character) {
        var bytes = character.utf8.makeIterator()
        let first = bytes.next() ?? 0
        if first < 0x80, bytes.next() == nil {
            byte = first
            kind = Self.asciiKinds[Int(first)]
            isNumber = (0x30...0x39).contains(first)
            return
        }
        byte = 0
        var decoder = UTF8()
        var scalarBytes = character.utf8.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&scalarBytes) else {
            kind = .other
            isNumber = false
            return
        }
        if (0xAC00...0xD7A3).contains(scalar.value) {
            // A Hangul syllable: a letter (Lo), no number, whatever marks follow it.
            kind = .hangul
            isNumber = false
            return
        }
        // What `Character`'s properties ask of its first scalar.
        let properties = scalar.properties
        isNumber = properties.numericType != nil
        if properties.isWhitespace {
            kind = .space
        } else if properties.isAlphabetic {
            switch SpellingWords.script(ofScalar: scalar) {
            case .latin: kind = .latin
            case .hangul: kind = .hangul
            case .other: kind = .otherLetter
            }
        } else if character == "\u{2019}" {
            kind = .apostrophe
        } else {
            kind = .other
        }
    }

    private static let asciiKinds: [Kind] = (0..<128).map { value -> Kind in
        switch UInt8(value) {
        case 0x20, 0x09...0x0D: .space
        case 0x41...0x5A, 0x61...0x7A: .latin
        case 0x27: .apostrophe
        default: .other
        }
    }
}
