import Testing

@testable import LetterKit

/// E-mail addresses against a reference list: what RFC 5321/5322 and common
/// validators (a browser's type=email, mail servers) accept, and what they
/// refuse, several of each kind.
@Suite("Fields: e-mail addresses, a reference list")
struct EmailAddressTests {
    static let label63 = String(repeating: "a", count: 63)
    static let label64 = String(repeating: "a", count: 64)

    /// (typed, kept)
    static let valid: [(String, String)] = [
        ("simple@example.com", "simple@example.com"),
        ("very.common@example.com", "very.common@example.com"),
        ("x@example.com", "x@example.com"),
        ("long.email-address-with-hyphens@and.subdomains.example.com",
            "long.email-address-with-hyphens@and.subdomains.example.com"),
        ("user.name+tag+sorting@example.com", "user.name+tag+sorting@example.com"),
        ("name/surname@example.com", "name/surname@example.com"),
        ("mailhost!username@example.org", "mailhost!username@example.org"),
        ("user%example.com@example.org", "user%example.com@example.org"),
        ("user-@example.org", "user-@example.org"),
        ("!#$%&'*+-/=?^_`{|}~@example.org", "!#$%&'*+-/=?^_`{|}~@example.org"),
        ("a@b-c.com", "a@b-c.com"),
        ("a@1.example.com", "a@1.example.com"),
        ("a@example.co.kr", "a@example.co.kr"),
        ("Min@EXAMPLE.com", "Min@example.com"),
        ("\(label64)@example.com", "\(label64)@example.com"),
        ("a@\(label63).com", "a@\(label63).com"),
        // Internationalised: names and domains in any script, the domain NFKC and lower case.
        ("민지@예시.한국", "민지@예시.한국"),
        ("δοκιμή@παράδειγμα.δοκιμή", "δοκιμή@παράδειγμα.δοκιμή"),
        ("用户@例子.广告", "用户@例子.广告"),
        ("a@ÜBER.de", "a@über.de"),
        ("a@u\u{308}ber.de", "a@\u{FC}ber.de"),
        ("a@\u{FF45}\u{FF58}\u{FF41}\u{FF4D}\u{FF50}\u{FF4C}\u{FF45}.com", "a@example.com"),
        ("a@example\u{3002}com", "a@example.com"),
        ("a@\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}.kr", "a@\u{D55C}\u{AD6D}.kr"),
    ]

    @Test(arguments: valid)
    func aValidAddressIsKept(typed: String, kept: String) {
        let result = FieldValidator.email.validate(typed)
        #expect((try? result.get()).map { Array($0.unicodeScalars) } == Array(kept.unicodeScalars), "\(result)")
    }

    static let invalid: [(String, EmailProblem)] = [
        // Characters the name before the "@" cannot hold.
        ("a<b>@c.com", .notAllowedBeforeAt("<")),
        ("a>b@c.com", .notAllowedBeforeAt(">")),
        ("a,b@c.com", .notAllowedBeforeAt(",")),
        ("a(b)@c.com", .notAllowedBeforeAt("(")),
        ("a:b@c.com", .notAllowedBeforeAt(":")),
        ("a;b@c.com", .notAllowedBeforeAt(";")),
        ("\"ab\"@c.com", .notAllowedBeforeAt("\"")),
        ("a\\b@c.com", .notAllowedBeforeAt("\\")),
        ("a[b]@c.com", .notAllowedBeforeAt("[")),
        ("😀@c.com", .notAllowedBeforeAt("😀")),
        // Dots in the name.
        (".a@b.com", .localPartDotAtEdge),
        ("a.@b.com", .localPartDotAtEdge),
        ("a..b@c.com", .localPartTwoDots),
        ("a...b@c.com", .localPartTwoDots),
        // Characters a domain cannot hold.
        ("a@b,c.com", .notAllowedInDomain(",")),
        ("a@b_c.com", .notAllowedInDomain("_")),
        ("a@b c.com", .invisibleCharacter(0x20)),
        ("a@b!c.com", .notAllowedInDomain("!")),
        ("a@b/c.com", .notAllowedInDomain("/")),
        ("a@[192.0.2.1]", .notAllowedInDomain("[")),
        ("a@😀.com", .notAllowedInDomain("😀")),
        ("a@ex😀ample.com", .notAllowedInDomain("😀")),
        ("a@♥.com", .notAllowedInDomain("♥")),
        ("a@example.com😀", .notAllowedInDomain("😀")),
        ("a@\u{301}b.com", .notAllowedInDomain("\u{301}")),
        // Hyphens at a label's edge.
        ("a@-b.com", .labelHyphenAtEdge("-b")),
        ("a@b-.com", .labelHyphenAtEdge("b-")),
        ("a@b.-com", .labelHyphenAtEdge("-com")),
        ("a@b.com-", .labelHyphenAtEdge("com-")),
        // Lengths, in bytes of the ASCII form.
        ("a@\(label64).com", .labelTooLong(label64, bytes: 64)),
        ("a@b.\(label64)", .labelTooLong(label64, bytes: 64)),
        ("\(label64)b@example.com", .localPartTooLong(bytes: 65)),
        (String(repeating: "가", count: 22) + "@example.com", .localPartTooLong(bytes: 66)),
        ("a@" + Array(repeating: label63, count: 4).joined(separator: "."), .domainTooLong(bytes: 255)),
        // Top-level domains.
        ("a@example", .domainWithoutDot),
        ("a@localhost", .domainWithoutDot),
        ("a@example.123", .numericTopLevelDomain),
        ("a@192.168.0.1", .numericTopLevelDomain),
        // Invisible characters, anywhere.
        ("a\u{200B}b@c.com", .invisibleCharacter(0x200B)),
        ("ab@c\u{200C}d.com", .invisibleCharacter(0x200C)),
        ("ab@c\u{200D}d.com", .invisibleCharacter(0x200D)),
        ("\u{FEFF}ab@c.com", .invisibleCharacter(0xFEFF)),
        ("ab@c.com\u{2060}", .invisibleCharacter(0x2060)),
        ("a\u{00AD}b@c.com", .invisibleCharacter(0xAD)),
        ("ab@\u{202E}moc.c", .invisibleCharacter(0x202E)),
        ("ab@c.com\u{200E}", .invisibleCharacter(0x200E)),
        ("ab@c\u{2066}d\u{2069}.com", .invisibleCharacter(0x2066)),
        ("ab\u{FE0F}@c.com", .invisibleCharacter(0xFE0F)),
        ("ab@c\u{E0100}.com", .invisibleCharacter(0xE0100)),
        ("a\u{3164}b@c.com", .invisibleCharacter(0x3164)),
        ("a\u{115F}b@c.com", .invisibleCharacter(0x115F)),
        ("a\u{034F}b@c.com", .invisibleCharacter(0x34F)),
        ("a\u{7}b@c.com", .invisibleCharacter(0x7)),
        ("a\u{85}b@c.com", .invisibleCharacter(0x85)),
        ("a\u{E000}b@c.com", .invisibleCharacter(0xE000)),
        ("a\u{3000}b@c.com", .invisibleCharacter(0x3000)),
        // The "@" counts by scalar: one with a mark on it is still an "@".
        ("a@\u{301}@b.com", .severalAts(2)),
        ("ab\u{301}c.com", .noAt),
    ]

    @Test(arguments: invalid)
    func anInvalidAddressSaysWhy(typed: String, problem: EmailProblem) {
        #expect(FieldValidator.email.validate(typed) == .failure(.email(problem)))
    }

    @Test func internationalisedLabelsAreMeasuredInPunycode() {
        #expect(Punycode.encoded("한국") == "3e0b707e")
        #expect(Punycode.encoded("bücher") == "bcher-kva")
        #expect(Punycode.encoded("münchen") == "mnchen-3ya")
        #expect(Punycode.encoded("例子") == "fsqu00a")
        // A repeated syllable packs tightly: 21 of them (63 bytes in UTF-8) fit.
        let fits = String(repeating: "한", count: 21)
        #expect(FieldValidator.email.validate("a@\(fits).kr") == .success("a@\(fits).kr"))
        // 20 different syllables (60 bytes in UTF-8) do not.
        let long = String((0..<20).compactMap { Unicode.Scalar(0xAC00 + $0 * 397).map(Character.init) })
        let encoded = 4 + (Punycode.encoded(long)?.utf8.count ?? 0)
        #expect(encoded > 63)
        #expect(FieldValidator.email.validate("a@\(long).kr") == .failure(.email(.labelTooLong(long, bytes: encoded))))
    }

    @Test func theSentencesSayWhatIsWrong() {
        #expect(EmailProblem.invisibleCharacter(0x200B).description == "the address holds an invisible character (U+200B)")
        #expect(EmailProblem.notAllowedBeforeAt("<").description
            == "\u{201C}<\u{201D} cannot be in the name before the \u{201C}@\u{201D}")
        #expect(EmailProblem.labelHyphenAtEdge("-b").description
            == "a part of the domain cannot start or end with \u{201C}-\u{201D} (\u{201C}-b\u{201D})")
    }
}
