/// Which dictionary checks which words, and the Debian package that brings a
/// dictionary, as names (`en_US`, `ko_KR`): the shell finds the files.
///
/// Hangul words are always checked in Korean. Latin words are checked in the
/// letter's language: the first of `--lang`, the front matter's `lang:` and
/// the `LANG` locale that names a language written in Latin letters, else
/// `en_US`. A language written in another script (`ko`, `ja`, `ru`, …) is
/// passed over for Latin words, since its dictionary cannot spell them: a
/// Korean letter (`lang: ko`) on a Korean system checks its English words in
/// English.
public enum SpellingLanguage {
    /// The dictionary of Hangul words.
    public static let korean = "ko_KR"
    /// The dictionary of Latin words when nothing names another.
    public static let fallback = "en_US"

    /// Languages whose writing is not Latin (ISO 639-1), passed over for
    /// Latin words. Limitations: a short list of the common ones; a
    /// language missing here is used for Latin words as written.
    static let otherScripts: Set<String> = [
        "ko", "ja", "zh", "ru", "uk", "be", "bg", "mk", "sr", "el", "ar", "fa", "ur", "he", "yi", "th", "hi",
        "bn", "ta", "te", "ka", "hy", "am",
    ]

    /// The dictionary for Latin words, from the sources in order of weight;
    /// a source that is absent, names no language (`C`, `POSIX`) or a
    /// language of another script is passed over.
    public static func latinDictionary(override: String?, declared: String?, locale: String?) -> String {
        for written in [override, declared, locale] {
            guard let written, let name = dictionaryName(written) else { continue }
            let language = name.prefix(while: { $0 != "_" })
            if !otherScripts.contains(String(language)) { return name }
        }
        return fallback
    }

    /// The dictionary name a language tag or locale means: `en` → `en_US`,
    /// `en-GB` → `en_GB`, `de_DE.UTF-8` → `de_DE`, `ko` → `ko_KR`, `fr` →
    /// `fr` (the shell then takes any `fr_*` it finds); nil for what names
    /// no language (`C`, `POSIX`, `english`).
    public static func dictionaryName(_ written: String) -> String? {
        guard let tag = LanguageTag.normalized(written) else { return nil }
        let subtags = tag.split(separator: "-").map(String.init)
        guard let language = subtags.first, language.count <= 3, language != "x" else { return nil }
        if let region = subtags.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) {
            return "\(language)_\(region)"
        }
        switch language {
        case "en": return "en_US"
        case "ko": return korean
        default: return language
        }
    }

    /// The Debian package that installs dictionary `name`. Debian packs a
    /// dictionary per region only for English, German and Portuguese
    /// (`hunspell-en-us`, `hunspell-de-at`, `hunspell-pt-br`); every other
    /// language is one package for all its regions (`hunspell-ko`,
    /// `hunspell-fr`, `hunspell-es`).
    public static func package(forDictionary name: String) -> String {
        let parts = name.lowercased().split(separator: "_").map(String.init)
        guard let language = parts.first else { return "hunspell" }
        guard let defaultRegion = regionalPackages[language] else { return "hunspell-\(language)" }
        return "hunspell-\(language)-\(parts.count > 1 ? parts[1] : defaultRegion)"
    }

    /// The languages Debian packs per region, with the region of a bare
    /// language's package.
    static let regionalPackages = ["en": "us", "de": "de", "pt": "pt"]
}
