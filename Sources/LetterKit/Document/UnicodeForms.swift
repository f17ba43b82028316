/// The Unicode normal forms LetterKit needs, without Foundation: the composed
/// form (NFC) and the composed compatibility form (NFKC).
///
/// The compatibility mapping is `CompatibilityTable`, generated from
/// Foundation; the composition is the standard library's own normaliser (the
/// one `String` comparison uses, public though underscored). Tests compare
/// both with Foundation for every scalar.
public enum UnicodeForms {
    /// `text` in NFC: é written as e + U+0301 is é, a Hangul syllable written
    /// as its jamo is the syllable.
    public static func composed(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// `text` in NFKC: also ﬁ is fi, full-width Ａ is A, half-width ｶ is カ,
    /// ① is 1.
    public static func compatibilityComposed(_ text: String) -> String {
        composed(compatibilityMapped(text))
    }

    /// Each scalar replaced by its compatibility form; not yet composed (the
    /// result is NFKC once composed, because composing ignores how a
    /// canonically equivalent text was spelled).
    static func compatibilityMapped(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let compatible = mapping[scalar.value] {
                mapped.append(contentsOf: compatible)
            } else {
                mapped.append(scalar)
            }
        }
        return String(mapped)
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
