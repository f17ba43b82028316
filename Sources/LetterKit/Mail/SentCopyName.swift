/// The name of a sent message's copy in the letterbox's `Sent/` folder:
/// the letter's name and the day, `spring 2026-11-27.eml`, then
/// `spring 2026-11-27 (2).eml` and on when that one is taken.
public enum SentCopyName {
    /// The name for the `attempt`th try (1 first) of the letter named
    /// `letterName` (a file name; its `.letter`, `.md` or `.txt` dropped),
    /// sent on `day`.
    public static func name(letter letterName: String, day: CalendarDay, attempt: Int) -> String {
        var base = letterName
        for suffix in [".letter", ".md", ".txt"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count))
            break
        }
        // A name that would be hidden stays visible in the box.
        while base.hasPrefix(".") { base.removeFirst() }
        if base.isEmpty { base = "letter" }
        let stem = "\(base) \(day)"
        return attempt <= 1 ? stem + ".eml" : stem + " (\(attempt)).eml"
    }
}
