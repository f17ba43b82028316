import Testing

@testable import LetterKit

/// A broken binding in config.toml said in Korean: the place and the names
/// from the file as they were, what is wrong in the catalog's words.
@Suite struct KeySettingsKoreanTests {
    static let broken: [(KeySettingsTests.Config, String)] = [
        (
            KeySettingsTests.Config(keys: [("save", .string("Ctrl-Woo"))]),
            "config.toml:3: keys.save: 없는 키 이름입니다: \"Ctrl-Woo\""
        ),
        (
            KeySettingsTests.Config(keys: [("frobnicate", .string("Ctrl-W"))]),
            "config.toml:3: keys.frobnicate: editor의 명령이 아닙니다. 명령 목록: letter keys --mode editor"
        ),
        (
            KeySettingsTests.Config(keys: [("profile", .string("vi"))]),
            "config.toml:3: keys.profile: micro, nano 중 하나여야 하는데 \"vi\"입니다"
        ),
    ]

    @Test(arguments: broken)
    func aBrokenBindingIsSaidInKorean(_ config: KeySettingsTests.Config, _ expected: String) {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) {
            #expect {
                try config.read()
            } throws: { error in
                guard let error = error as? PaperFileError else { return false }
                return error.message.hasPrefix(expected)
            }
        }
    }
}
