import LetterKit
import Testing

/// What each filter takes: emoji as a class (every pictograph, flag, keycap,
/// skin tone and ZWJ sequence), control characters, and the characters of
/// each preset.
@Suite("Fields: filters")
struct FieldFilterTests {
    /// Emoji of every shape: presentation emoji, modifier sequences, flags,
    /// keycaps, text-default pictographs with and without U+FE0F, ZWJ
    /// sequences, tag sequences, and one newer than Swift's tables may know.
    static let emoji = [
        "😀", "👍🏽", "🇰🇷", "1️⃣", "❤️", "👨‍👩‍👧‍👦", "#️⃣", "*️⃣", "5⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🧑🏿‍🚀", "🏳️‍🌈",
        "☺", "❤", "✂", "⌚", "🀄", "🃏", "\u{1FAE9}", "\u{1FADC}", "\u{1FC00}",
    ]

    /// Names people write, in many scripts, with no emoji in them.
    static let names = [
        "가", "é", "ß", "0123456789", "#", "*", "Ann O'Neil-Smith", "김민지", "Zoë Ærø", "山田太郎", "Иван", "محمد",
        "e\u{301}", "Ünal", "No. 7 (flat 2/3)", "a\u{200D}b", "\u{200C}", "\u{200E}", "ǅ", "ﬁ",
    ]

    @Test(arguments: emoji)
    func emojiAreRefusedInNamesAndAddresses(emoji: String) {
        for rules in [FieldRules.to, .from, .address] {
            var typed = TextField("Ann", rules: rules)
            _ = typed.apply(.character(Character(emoji)))
            #expect(typed.text == "Ann", "\(emoji)")
            #expect(typed.refusal == FieldRefusal(.refused(.emoji), leftOut: 1))
            #expect(typed.message == "Emoji are not allowed here")
            var pasted = TextField("Ann", rules: rules)
            pasted.insert(" " + emoji + "Kim")
            #expect(pasted.text == "Ann Kim", "\(emoji)")
        }
        // The find prompt takes them.
        #expect(TextField(emoji).text == emoji)
    }

    @Test(arguments: names)
    func lettersDigitsAndSymbolsAreNotEmoji(name: String) {
        for rules in [FieldRules.to, .address] {
            let field = TextField(name, rules: rules)
            #expect(field.text == name)
            #expect(field.refusal == nil, "\(name): \(String(describing: field.refusal))")
        }
    }

    /// Emoji typed a scalar at a time are judged as they join what is there.
    @Test func anEmojiBuiltKeyByKeyIsRefusedWhereItJoins() {
        // 1, then U+FE0F (emoji presentation), then U+20E3 (keycap).
        assertField("1|", "\u{FE0F}", "1|", rules: .to, refused: .refused(.emoji))
        assertField("1|", "\u{20E3}", "1|", rules: .to, refused: .refused(.emoji))
        // A skin tone joins the letter before it into one grapheme.
        assertField("a|", "\u{1F3FD}", "a|", rules: .to, refused: .refused(.emoji))
        // The other half of a flag.
        assertField("|", "\u{1F1F0}", "|", rules: .to, refused: .refused(.emoji))
        // A joiner alone is not an emoji (Indic scripts write with it).
        assertField("a|", "\u{200D}b", "a\u{200D}b|", rules: .to)
    }

    /// The class, not examples: every scalar Swift calls Emoji_Presentation,
    /// and every Emoji scalar but the keycap bases, is an emoji here.
    @Test func everyEmojiScalarIsInTheClass() {
        let keycapBases = Set("0123456789#*".unicodeScalars)
        var checked = 0
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            guard properties.isEmojiPresentation || (properties.isEmoji && !keycapBases.contains(scalar)) else {
                continue
            }
            checked += 1
            #expect(CharacterClass.emoji.contains(Character(scalar)), "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(checked > 1300)
    }

    @Test func everyFlagKeycapAndSkinToneIsAnEmoji() {
        let indicators = (0x1F1E6...0x1F1FF).compactMap(Unicode.Scalar.init)
        for first in indicators {
            for second in indicators {
                var flag = ""
                flag.unicodeScalars.append(contentsOf: [first, second])
                #expect(CharacterClass.emoji.contains(Character(flag)))
            }
        }
        for base in "0123456789#*" {
            #expect(!CharacterClass.emoji.contains(base))
            #expect(CharacterClass.emoji.contains(Character("\(base)\u{FE0F}\u{20E3}")))
            #expect(CharacterClass.emoji.contains(Character("\(base)\u{20E3}")))
        }
        for tone in 0x1F3FB...0x1F3FF {
            guard let modifier = Unicode.Scalar(tone) else { continue }
            #expect(CharacterClass.emoji.contains(Character("👍" + String(modifier))))
            #expect(CharacterClass.emoji.contains(Character("👩" + String(modifier) + "\u{200D}💻")))
        }
    }

    /// The class, not examples: no letter of the alphabets people write
    /// names in, and no printable ASCII, is an emoji.
    @Test func noLetterOrPrintableASCIIIsAnEmoji() {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A,
            0x3041...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF10...0xFF5A,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(!CharacterClass.emoji.contains(Character(scalar)), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// Every C0 and C1 control but the line breaks (which a one-line field
    /// leaves out quietly), and the bidirectional overrides, are refused.
    @Test func controlCharactersAreRefused() {
        let controls = (0...0x1F).map(UInt32.init) + (0x7F...0x9F).map(UInt32.init)
            + [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
        for value in controls {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = Character(scalar)
            #expect(CharacterClass.control.contains(character), "U+\(String(value, radix: 16))")
            for rules in [FieldRules.to, .address, .email, .fileName, .savePath] {
                var field = TextField("a", rules: rules)
                _ = field.apply(.character(character))
                #expect(field.text == "a", "U+\(String(value, radix: 16))")
                if !character.isNewline {
                    #expect(field.refusal == FieldRefusal(.refused(.control), leftOut: 1), "U+\(String(value, radix: 16))")
                }
            }
        }
        // What writing needs is not a control: joiners and direction marks.
        for value: UInt32 in [0x200C, 0x200D, 0x200E, 0x200F] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!CharacterClass.control.contains(Character(scalar)))
        }
    }

    @Test(arguments: [
        // Postcodes: letters A–Z (upper-cased), digits, spaces and hyphens.
        (FieldRules.postcode, "sw1a 1aa", "SW1A 1AA", nil),
        (.postcode, "k1a-0b1", "K1A-0B1", nil),
        (.postcode, "06236", "06236", nil),
        (.postcode, "가1", "1", FieldRefusal(.onlyAllowed([.latinLetter, .digit, .space, .hyphen]), leftOut: 1)),
        (.postcode, "é_1", "1", FieldRefusal(.onlyAllowed([.latinLetter, .digit, .space, .hyphen]), leftOut: 2)),
        // E-mail: no spaces of any kind.
        (.email, "min @ex.com", "min@ex.com", FieldRefusal(.refused(.whitespace), leftOut: 1)),
        (.email, "min\u{A0}\u{3000}@ex.com", "min@ex.com", FieldRefusal(.refused(.whitespace), leftOut: 2)),
        (.email, "민지@예시.한국", "민지@예시.한국", nil),
        // File names: no "/", no controls.
        (.fileName, "letters/ann.letter", "lettersann.letter", FieldRefusal(.refused(.slash), leftOut: 1)),
        (.fileName, "편지: 엄마께 😀.letter", "편지: 엄마께 😀.letter", nil),
        // A path to save under takes slashes.
        (.savePath, "/home/ann/편지.letter", "/home/ann/편지.letter", nil),
        // Dates: digits only; the dashes are the formatter's own.
        (.date, "2024-02-29", "2024-02-29", nil),
        (.date, "2024/02/29", "2024-02-29", FieldRefusal(.onlyAllowed([.digit]), leftOut: 2)),
    ] as [(FieldRules, String, String, FieldRefusal?)])
    func eachPresetTakesItsCharacters(rules: FieldRules, pasted: String, kept: String, refusal: FieldRefusal?) {
        assertFieldPaste("|", pasted, kept + "|", rules: rules, refusal: refusal)
    }

    @Test func theRefusalsSayWhatIsAllowed() {
        #expect(FieldProblem.onlyAllowed([.latinLetter, .digit, .space, .hyphen]).description
            == "only letters A\u{2013}Z, digits, spaces and hyphens can be typed here")
        #expect(FieldProblem.onlyAllowed([.digit]).description == "only digits can be typed here")
        #expect(FieldProblem.refused(.slash).description == "\u{201C}/\u{201D} is not allowed here: it separates folders")
        #expect(FieldProblem.refused(.whitespace).description == "spaces are not allowed here")
        #expect(FieldProblem.refused(.control).description == "control characters are not allowed here")
    }

    @Test func upperCasingKeepsALetterWhoseUpperCaseIsTwo() {
        #expect(String(FieldFormatter.upperCased.format(Array("straße"))) == "STRAßE")
        #expect(String(FieldFormatter.upperCased.format(Array("é가a"))) == "É가A")
    }

    @Test func postcodeLettersAreUpperCasedAsTyped() {
        assertField("|", "sw1a", "SW1A|", rules: .postcode)
        assertField("SW|1A", "x", "SWX|1A", rules: .postcode)
    }
}
