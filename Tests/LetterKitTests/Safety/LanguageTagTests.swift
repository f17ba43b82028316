import Testing

@testable import LetterKit

/// `lang:` as the BCP 47 tag a page and an EPUB declare: well-formed tags
/// kept (in canonical case), locale names mapped, anything else dropped.
@Suite("Safety: language tags")
struct LanguageTagTests {
    static let kept: [(written: String, tag: String)] = [
        ("ko", "ko"), ("en", "en"), ("EN", "en"), ("en-GB", "en-GB"), ("en-gb", "en-GB"), ("EN-us", "en-US"),
        ("zh-Hant-TW", "zh-Hant-TW"), ("zh-hant-tw", "zh-Hant-TW"), ("sr-Latn", "sr-Latn"), ("es-419", "es-419"),
        ("de-CH-1996", "de-CH-1996"), ("sl-rozaj-biske", "sl-rozaj-biske"), ("zh-yue-HK", "zh-yue-HK"),
        ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("x-whatever", "x-whatever"), ("en-x-private", "en-x-private"),
        ("und", "und"), ("haw", "haw"), (" ja ", "ja"),
    ]

    @Test(arguments: kept.indices)
    func aWellFormedTagIsKept(index: Int) {
        let (written, tag) = Self.kept[index]
        #expect(LanguageTag.normalized(written) == tag)
    }

    static let mapped: [(written: String, tag: String)] = [
        ("pt_BR", "pt-BR"), ("ko_KR", "ko-KR"), ("ko_KR.UTF-8", "ko-KR"), ("en_US.utf8", "en-US"),
        ("sr_RS@latin", "sr-RS"), ("zh_Hant_TW", "zh-Hant-TW"), ("ja_JP.eucJP", "ja-JP"),
    ]

    @Test(arguments: mapped.indices)
    func aLocaleNameIsMapped(index: Int) {
        let (written, tag) = Self.mapped[index]
        #expect(LanguageTag.normalized(written) == tag)
    }

    static let dropped = [
        "", "english", "korean", "en-", "-en", "en--US", "ko KR", "e", "1en", "en-US-", "en-a", "en-a-", "x", "x-",
        "toolongsubtag", "en-toolongvariant", "\"><script>alert(1)</script>", "ko\u{1B}[2J", "한국어", "en-US-x",
        "i-klingon", "en_", "ko-KR-a-b-",
    ]

    @Test(arguments: dropped)
    func anythingElseIsDropped(written: String) {
        #expect(LanguageTag.normalized(written) == nil, "\(written.debugDescription)")
    }
}
