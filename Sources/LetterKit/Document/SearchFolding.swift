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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return UnicodeForms.composed(UnicodeForms.compatibilityMapped(text).lowercased())
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
