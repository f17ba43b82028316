import PropertyBased
import Testing

@testable import LetterKit

/// Names as bytes: every byte string comes back from its string exactly,
/// UTF-8 stays as it is, and the screen shows what is not UTF-8 escaped.
@Suite("Raw file names")
struct RawPathTests {
    static let examples: [([UInt8], String)] = [
        (Array("autumn.letter".utf8), "autumn.letter"),
        (Array("가을 편지.letter".utf8), "가을 편지.letter"),
        (Array("caf".utf8) + [0xE9] + Array(".md".utf8), "caf\\xe9.md"),
        ([0xC6, 0xED, 0xC1, 0xF6], "\\xc6\\xed\\xc1\\xf6"),
        ([0xED, 0x8E], "\\xed\\x8e"),
        ([0xED, 0xA0, 0x80], "\\xed\\xa0\\x80"),  // a surrogate's bytes are not UTF-8
        ([0xC0, 0xAF], "\\xc0\\xaf"),  // an overlong "/"
        ([0xFF, 0x41], "\\xffA"),
        (Array("\u{EF80}".utf8), "\\xee\\xbe\\x80"),  // a carrier written as UTF-8 keeps its three bytes
        (Array("new\nline\u{7F}".utf8), "new^Jline^?"),
        (Array("c1\u{85}".utf8), "c1~E"),
    ]

    @Test(arguments: examples)
    func bytesComeBackExactlyAndShowEscaped(bytes: [UInt8], shown: String) {
        let string = RawPath.string(bytes)
        #expect(RawPath.bytes(of: string) == bytes)
        #expect(RawPath.displayed(string) == shown)
    }

    @Test func validUTF8IsItsOwnString() {
        #expect(RawPath.string(Array("Dear Min-ji 👋🏽.letter".utf8)) == "Dear Min-ji 👋🏽.letter")
        #expect(!RawPath.holdsRawBytes("Dear Min-ji 👋🏽.letter"))
        #expect(RawPath.holdsRawBytes(RawPath.string([0x80])))
    }

    @Test func anyBytesComeBack() async {
        await propertyCheck(count: 500, input: Gen<UInt8>.value(in: 1...255).array(of: 0...24)) { bytes in
            #expect(RawPath.bytes(of: RawPath.string(bytes)) == bytes)
            #expect(!RawPath.displayed(RawPath.string(bytes)).unicodeScalars.contains { $0.value < 0x20 })
        }
    }
}
