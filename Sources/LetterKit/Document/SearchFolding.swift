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
/// The compatibility mapping is `CompatibilityTable`, generated from
/// Foundation; the composition is the standard library's own normaliser (the
/// one `String` comparison uses, public though underscored). A test compares
/// the whole with Foundation for every scalar.
///
/// Limitations: lower case is not full case folding (ß stays ß, it does not
/// become ss); default-ignorable characters (a zero-width joiner, a soft
/// hyphen) are kept, so they must be typed to be found.
public enum SearchFolding {
    /// `text` folded for search.
    public static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var compatible = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let mapped = mapping[scalar.value] {
                compatible.append(contentsOf: mapped)
            } else {
                compatible.append(scalar)
            }
        }
        let lower = String(compatible).lowercased()
        return String(decoding: lower._nfcCodeUnits, as: UTF8.self)
    }

    /// One character folded, as the scalars it folds to (one or more: ﬁ is
    /// two, a syllable written as jamo is one).
    static func folded(_ character: Character) -> [Unicode.Scalar] {
        if let ascii = character.asciiValue {
            return [Unicode.Scalar(ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii)]
        }
        return Array(folded(String(character)).unicodeScalars)
    }

    /// `CompatibilityTable` as a dictionary, read once.
    private static let mapping: [UInt32: [Unicode.Scalar]] = {
        var mapping: [UInt32: [Unicode.Scalar]] = [:]
        let entries = CompatibilityTable.entries
        var index = 0
        while index + 1 < entries.count {
            let count = Int(entries[index + 1])
            let end = min(entries.count, index + 2 + count)
            mapping[entries[index]] = entries[(index + 2)..<end].compactMap(Unicode.Scalar.init)
            index = end
        }
        return mapping
    }()
}
