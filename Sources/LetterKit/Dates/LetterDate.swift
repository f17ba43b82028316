/// The languages whose dates the editor writes in their own words; any
/// other language named gets the ISO form, which every reader can read and
/// none can misread (`03/04` is March in one country and April in another).
public enum DateLanguage: String, Hashable, Sendable, CaseIterable {
    case english = "en", korean = "ko", japanese = "ja", german = "de", french = "fr", spanish = "es"
    /// A language named but not written here.
    case iso

    /// The language a tag or locale names: `ko`, `ko-KR`, `ko_KR.UTF-8`,
    /// `de_DE@euro`; `.iso` for one named but not listed (`pt-BR`); nil when
    /// it names no language (empty, `C`, `POSIX`), so the next source is asked.
    public init?(tag: String) {
        let language = tag.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
        guard !language.isEmpty, language != "c", language != "posix" else { return nil }
        self = DateLanguage(rawValue: language).flatMap { $0 == .iso ? nil : $0 } ?? .iso
    }

    /// The first source that names a language: the front matter's `lang:`,
    /// then the `LANG` locale; English when neither does.
    public static func of(declared: String?, locale: String?) -> DateLanguage {
        for source in [declared, locale] {
            if let source, let language = DateLanguage(tag: source) { return language }
        }
        return .english
    }

    var names: DateNames {
        switch self {
        case .english, .iso: .english
        case .korean: .korean
        case .japanese: .japanese
        case .german: .german
        case .french: .french
        case .spanish: .spanish
        }
    }

    /// How a letter in this language writes a day in full: `24 November
    /// 2026`, `2026년 11월 24일`, `24. November 2026`, `24 novembre 2026`
    /// (`1er` on the first), `24 de noviembre de 2026`, `2026年11月24日`,
    /// `2026-11-24`.
    func pattern(for day: CalendarDay) -> String {
        switch self {
        case .english: "%-d %B %Y"
        case .korean: "%Y년 %-m월 %-d일"
        case .japanese: "%Y年%-m月%-d日"
        case .german: "%-d. %B %Y"
        case .french: day.day == 1 ? "1er %B %Y" : "%-d %B %Y"
        case .spanish: "%-d de %B de %Y"
        case .iso: "%Y-%m-%d"
        }
    }
}

/// How the editor writes today's date into a letter (Alt-D): the letter's
/// language, and the person's `date_format` when config.toml gives one.
public struct LetterDate: Hashable, Sendable {
    public var language: DateLanguage
    /// A strftime-style pattern that overrides the language's form; its
    /// names are still the language's.
    public var format: String?

    public init(language: DateLanguage = .english, format: String? = nil) {
        self.language = language
        self.format = format
    }

    /// `day` as this letter writes it.
    public func text(for day: CalendarDay) -> String {
        DateFormat.text(day, pattern: format ?? language.pattern(for: day), names: language.names)
    }
}
