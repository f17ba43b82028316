/// A day as the interface shows it to a person (a letterbox row's date), in
/// the interface's language: YYYY-MM-DD in English, as it always was, and
/// Korean's own "2026년 11월 27일", or "2026. 11. 27." where a row is short.
///
/// Not how a letter writes a date (that is `LetterDate`, in the letter's
/// language): this is the reader's language, chosen by rule from
/// `InterfaceLanguage`, not by a sentence in the catalog.
///
/// Limitations: a text that is not a real YYYY-MM-DD day (an envelope's
/// date stored wrong) is shown as it is, so the row still says what the
/// file holds.
public enum ShownDate {
    /// `iso` (YYYY-MM-DD) as the interface shows a day; `short` for the
    /// narrower form where a row has little room.
    public static func text(_ iso: String, short: Bool = false) -> String {
        guard InterfaceLanguage.isKorean, let day = day(of: iso) else { return iso }
        return DateFormat.text(day, pattern: short ? "%Y. %-m. %-d." : "%Y년 %-m월 %-d일", names: .korean)
    }

    /// The day YYYY-MM-DD names; nil for any other text.
    static func day(of iso: String) -> CalendarDay? {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }
}
