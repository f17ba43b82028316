/// What a letter's front matter says of its sending: the day and the
/// recipients, as one `sent:` line (`sent: 2026-11-27 to a@b.kr, c@d.kr`).
///
/// Why one string and not a YAML list: the front matter holds simple
/// `key: value` lines only (`FrontMatter`), which every reader (pandoc,
/// PyYAML, a person) reads as written; a later send replaces the line, so
/// it tells the last one.
public struct SentRecord: Hashable, Sendable {
    public static let key = "sent"

    public var day: CalendarDay
    /// The recipients' addresses, in the message's order.
    public var recipients: [String]

    public init(day: CalendarDay, recipients: [String]) {
        self.day = day
        self.recipients = recipients
    }

    /// The value written: `YYYY-MM-DD to a@b.kr, c@d.kr`.
    public var text: String {
        recipients.isEmpty ? day.description : "\(day) to " + recipients.joined(separator: ", ")
    }
}

extension LetterFile {
    /// Records `record` as the `sent:` line of a `.letter`'s front matter
    /// (replacing an earlier one); a plain file has no front matter and is
    /// left as it is. Returns whether it was recorded.
    @discardableResult
    public mutating func recordSent(_ record: SentRecord) -> Bool {
        guard format == .letter else { return false }
        var block = frontMatter ?? FrontMatter()
        block.set(record.text, for: SentRecord.key)
        frontMatter = block
        return true
    }
}
