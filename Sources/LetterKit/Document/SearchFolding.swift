/// Text as search compares it, so a letter is found however its characters
/// were written down: the editor's Ctrl-F and the letterbox's index both fold
/// with this one function, and so agree.
///
/// Folding takes the compatibility form (NFKC: ﬁ is fi, full-width Ａ is A,
/// half-width ｶ is カ, ① is 1), then lower case where letters have case (as
/// search has always ignored case), then the composed canonical form (NFC:
/// é written as e + U+0301 is é, a Hangul syllable written as its jamo, as
/// macOS writes file text, is the syllable).
///
/// The forms are `UnicodeForms`' (a test compares the whole folding with
/// Foundation for every scalar).
///
/// Limitations: lower case is not full case folding (ß stays ß, it does not
/// become ss); default-ignorable characters (a zero-width joiner, a soft
/// hyphen) are kept, so they must be typed to be found.
public enum SearchFolding {
    /// `text` folded for search.
    public static func folded(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy(isSettled) { return text.lowercased() }
        return throughTheForms(text)
    }

    /// `text` folded the long way: the compatibility table, lower case, then
    /// composition. What `folded` gives for every text.
    static func throughTheForms(_ text: String) -> String {
        UnicodeForms.composed(UnicodeForms.compatibilityMapped(text).lowercased())
    }

    /// True for a scalar that folding leaves as it is (but an ASCII letter's
    /// case), whatever stands beside it: ASCII, and the Hangul syllables,
    /// kana, common Han and the ideographic comma and full stop, which have
    /// no compatibility form, no case, and compose with nothing but the
    /// combining marks and jamo outside these ranges. Most of a Korean,
    /// Japanese or Chinese letter so skips the tables, which were a seventh
    /// of building the letterbox's index.
    static func isSettled(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80, 0x3001...0x3002, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
            true
        default: false
        }
    }

    /// One character folded, as the scalars it folds to (one or more: ﬁ is
    /// two, a syllable written as jamo is one).
    static func folded(_ character: Character) -> [Unicode.Scalar] {
        if let ascii = character.asciiValue {
            return [Unicode.Scalar(ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii)]
        }
        return Array(folded(String(character)).unicodeScalars)
    }
}
