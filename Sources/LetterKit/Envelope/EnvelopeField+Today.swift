extension EnvelopeField {
    /// The word that stands for the day it is in the date field.
    public static let todayWord = "today"

    /// What the field takes in the envelope form: its `rules`, but the date
    /// takes `today` too, put in as the day's date when the form closes.
    public var formRules: FieldRules { self == .date ? .envelopeDate : rules }

    /// `value` as this field keeps it, checked by its rules; in the date
    /// field `today` (in any case) is `today`'s ISO date, as a person writes
    /// it rather than looking up the day's digits.
    public func accepted(_ value: String, today: CalendarDay) throws(FieldProblem) -> String {
        if self == .date, value.lowercased() == Self.todayWord { return today.description }
        return try rules.accepted(value)
    }
}
