/// What a field takes and how it shapes it: a length limit, an input filter,
/// a formatter applied as you type and a validator run when you leave. Plain
/// data, so a field stays Hashable and Sendable and one set of rules behaves
/// the same in the envelope form, a prompt and the command line.
///
/// The envelope's fields and the file-name prompts have presets (`.to`,
/// `.phone`, `.fileName`…); a form with another field writes its own:
///
///     let city = FieldRules(limit: .characters(40), filter: .refusing([.emoji, .control]))
public struct FieldRules: Hashable, Sendable {
    /// How long the text may grow; nil for no limit.
    public var limit: FieldLimit?
    /// Which characters may be typed or pasted.
    public var filter: FieldFilter
    /// How the text is shaped as it is typed.
    public var formatter: FieldFormatter
    /// What is checked, and normalised, when the field is left.
    public var validator: FieldValidator

    public init(
        limit: FieldLimit? = nil, filter: FieldFilter = .refusing([]),
        formatter: FieldFormatter = .none, validator: FieldValidator = .none
    ) {
        self.limit = limit
        self.filter = filter
        self.formatter = formatter
        self.validator = validator
    }

    // MARK: Presets

    /// Anything on one line: the find and attach prompts.
    public static let plain = FieldRules()
    /// The recipient's name: at most 40 characters, no emoji or controls.
    public static let to = FieldRules(limit: .characters(40), filter: .refusing([.emoji, .control]))
    /// The sender's name, as `to`.
    public static let from = to
    /// A postal address on one line: at most 80 characters, no emoji or controls.
    public static let address = FieldRules(limit: .characters(80), filter: .refusing([.emoji, .control]))
    /// Letters A–Z, digits, spaces and hyphens, at most 10; letters upper-cased.
    public static let postcode = FieldRules(
        limit: .characters(10), filter: .only([.latinLetter, .digit, .space, .hyphen]), formatter: .upperCased)
    /// Digits, and "+" first; Korean numbers grouped as typed (see
    /// `FieldFormatter.koreanPhone`); at most 11 digits, 10 in Seoul, 15 after "+".
    public static let phone = FieldRules(
        limit: .phoneDigits, filter: .only([.digit, .leadingPlus]), formatter: .koreanPhone)
    /// No spaces or controls, at most 254 characters; checked on leaving (one
    /// "@", a domain with a dot), which lower-cases the domain.
    public static let email = FieldRules(
        limit: .characters(254), filter: .refusing([.whitespace, .control]), validator: .email)
    /// Digits become YYYY-MM-DD as typed; a real date on leaving.
    public static let date = FieldRules(
        limit: .characters(10), filter: .only([.digit]), formatter: .isoDate, validator: .isoDate)
    /// The envelope form's date: `date`, or the word `today` (Latin letters
    /// are let in for it; any other word is wrong on leaving, as a half date is).
    public static let envelopeDate = FieldRules(
        limit: .characters(10), filter: .only([.digit, .latinLetter]), formatter: .isoDate, validator: .isoDateOrToday)
    /// One file's name: no "/" and no controls, at most 255 bytes in UTF-8 (the
    /// file system's limit; 85 Hangul syllables).
    public static let fileName = FieldRules(limit: .utf8Bytes(255), filter: .refusing([.slash, .control]))
    /// A path to save under, as the save-as prompt takes it: the file-name
    /// rules for every name between its slashes (no controls, at most 255
    /// bytes each), at most 4095 bytes in all.
    public static let savePath = FieldRules(
        limit: .pathBytes(name: 255, whole: 4095), filter: .refusing([.control]))

    /// A line on the paper, and perhaps a column: digits, and a comma
    /// between them (`12` or `12,5`). Twelve characters keep any number
    /// typed far inside an `Int`.
    public static let lineNumber = FieldRules(limit: .characters(12), filter: .only([.digit, .comma]))

    // MARK: Checking whole texts

    /// The characters a person typed, without the formatter's separators.
    func significant(_ characters: [Character]) -> [Character] {
        let separators = formatter.separators
        return separators.isEmpty ? characters : characters.filter { !separators.contains($0) }
    }

    /// Why `characters` break the filter or the limit, or nil when they keep
    /// both. The validator is not run: it waits for the field to be left.
    public func problem(with characters: [Character]) -> FieldProblem? {
        if !filter.takesAnything {
            for (index, character) in significant(characters).enumerated() {
                if let problem = filter.problem(with: character, first: index == 0) { return problem }
            }
        }
        return limit?.problem(with: characters)
    }

    /// `value` as a field with these rules keeps it once typed and left
    /// (formatted, normalised), or the first reason it cannot be: for a value
    /// given whole, as on the command line, where nothing may be left out
    /// quietly. A line break is refused as a control character.
    public func accepted(_ value: String) throws(FieldProblem) -> String {
        if value.contains(where: \.isNewline) { throw .refused(.control) }
        var field = TextField(value, rules: self)
        if let refusal = field.refusal { throw refusal.problem }
        if let problem = field.leave() { throw problem }
        return field.text
    }
}
