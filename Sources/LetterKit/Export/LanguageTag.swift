/// A letter's `lang:` as the BCP 47 tag its pages and book declare.
///
/// Why: the tag goes into an HTML page's `lang`, an EPUB's `dc:language` and
/// `xml:lang`, and the PDF's metadata, and a reading system (and epubcheck)
/// refuses a book whose tag is not well-formed. People write the locale
/// names their systems use, so those are mapped: `pt_BR` → `pt-BR`,
/// `ko_KR.UTF-8` → `ko-KR`, `sr_RS@latin` → `sr-RS`, and the case made
/// canonical (`EN-us` → `en-US`, `zh-hant-tw` → `zh-Hant-TW`). Anything else
/// that is not a well-formed tag (RFC 5646's syntax: `en-`, `english`,
/// `ko KR`, `"><script>`) is no tag: the caller drops it, says so, and
/// guesses the language from the scripts as if none were written.
///
/// Limitations: well-formed is checked, not valid: a tag of the right
/// shape whose subtags the registry does not list (`qq-ZZ`) is kept, as
/// epubcheck keeps it; a primary language of 4–8 letters (which the
/// registry has none of) and the grandfathered irregular tags (`i-klingon`)
/// are refused.
public enum LanguageTag {
    /// The well-formed tag `written` means, in canonical case; nil when it
    /// means none.
    public static func normalized(_ written: String) -> String? {
        var text = Substring(written)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        // A POSIX locale's encoding and modifier are no part of a language.
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard !subtags.isEmpty, subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) })
        else { return nil }
        guard let cased = wellFormed(subtags.map(String.init)) else { return nil }
        return cased.joined(separator: "-")
    }

    /// The subtags in canonical case when they follow RFC 5646's `langtag`
    /// or `privateuse` production; nil otherwise.
    static func wellFormed(_ subtags: [String]) -> [String]? {
        var index = 0
        var cased: [String] = []
        func take(_ subtag: String) {
            cased.append(subtag)
            index += 1
        }
        if subtags[0].lowercased() == "x" { return privateUse(subtags, from: 0) }
        // language: 2–3 letters, with up to three 3-letter extlangs. (The
        // syntax also allows 4–8 letters, but the registry has none: such a
        // value is a name, `english`, not a tag.)
        let language = subtags[0]
        guard language.allSatisfy(isLetter), (2...3).contains(language.count) else { return nil }
        take(language.lowercased())
        var extlangs = 0
        while index < subtags.count, extlangs < 3, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
            take(subtags[index].lowercased())
            extlangs += 1
        }
        // script: 4 letters.
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) {
            take(subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased())
        }
        // region: 2 letters or 3 digits.
        if index < subtags.count {
            let region = subtags[index]
            if (region.count == 2 && region.allSatisfy(isLetter)) || (region.count == 3 && region.allSatisfy(isDigit)) {
                take(region.uppercased())
            }
        }
        // variants: 5–8 alphanumerics, or a digit and 3 alphanumerics.
        while index < subtags.count {
            let variant = subtags[index]
            guard variant.count >= 5 || (variant.count == 4 && variant.first.map(isDigit) == true) else { break }
            take(variant.lowercased())
        }
        // extensions: a singleton (not x) and one or more 2–8 alphanumerics.
        while index < subtags.count, subtags[index].count == 1, subtags[index].lowercased() != "x" {
            take(subtags[index].lowercased())
            var parts = 0
            while index < subtags.count, subtags[index].count >= 2 {
                take(subtags[index].lowercased())
                parts += 1
            }
            guard parts > 0 else { return nil }
        }
        if index < subtags.count {
            guard let rest = privateUse(subtags, from: index) else { return nil }
            cased += rest
            index = subtags.count
        }
        return cased
    }

    /// `x` and one or more 1–8 alphanumerics, lower-cased; nil otherwise.
    private static func privateUse(_ subtags: [String], from start: Int) -> [String]? {
        guard subtags[start].lowercased() == "x", subtags.count > start + 1 else { return nil }
        return subtags[start...].map { $0.lowercased() }
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isAlphanumeric(_ character: Character) -> Bool { isLetter(character) || isDigit(character) }
}
