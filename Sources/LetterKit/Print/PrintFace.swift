/// The face a letter is printed in, chosen by its language: one choice for
/// the PDF (`LetterPrint`'s `PrintFaces`) and for the office documents that
/// name the face they are set in, so both set a letter alike.
///
/// Noto Sans Mono CJK sets Latin half an em wide and Hangul, Kana and Han a
/// whole em (one cell, two cells, as on screen). It comes in one family per
/// region, which draw Han characters the way that language writes them.
public enum PrintFace {
    /// The family for a BCP 47 language tag: KR unless the letter is
    /// Japanese or Chinese (zh-TW, zh-HK and zh-Hant take the traditional
    /// shapes).
    public static func family(language: String) -> String {
        let parts = language.lowercased().split(separator: "-").map(String.init)
        switch parts.first {
        case "ja": return "Noto Sans Mono CJK JP"
        case "zh":
            let traditional = parts.contains("tw") || parts.contains("hk") || parts.contains("hant")
            return traditional ? "Noto Sans Mono CJK TC" : "Noto Sans Mono CJK SC"
        default: return "Noto Sans Mono CJK KR"
        }
    }
}
