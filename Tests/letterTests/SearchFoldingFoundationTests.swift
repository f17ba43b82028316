import Foundation
import LetterKit
import Testing

/// LetterKit's search folding and normal forms carry the compatibility mapping as a table
/// and composes with the standard library: both are checked here against
/// Foundation's NFKC, lower case and NFC, for every Unicode scalar and for
/// texts where folding one character depends on its neighbours.
@Suite("Search folding agrees with Foundation")
struct SearchFoldingFoundationTests {
    /// NFKC, lower case, NFC, as Foundation does them.
    static func foundationFolded(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCanonicalMapping
    }

    @Test func everyScalarFoldsAsFoundationFoldsIt() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let ours = SearchFolding.folded(text).unicodeScalars
            let theirs = Self.foundationFolded(text).unicodeScalars
            let nfkc = UnicodeForms.compatibilityComposed(text).unicodeScalars
            let theirNFKC = text.precomposedStringWithCompatibilityMapping.unicodeScalars
            if !ours.elementsEqual(theirs) || !nfkc.elementsEqual(theirNFKC) {
                disagreements.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "U+\(disagreements.prefix(20).joined(separator: ", U+"))")
    }

    static let texts = [
        "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}",
        "\u{1112}\u{1161}\u{11AB}\u{FFA1}",
        "e\u{301}\u{302}q\u{307}\u{323}",
        "\u{FF76}\u{FF9E}\u{FF8A}\u{FF9F}\u{FF9E}",
        "\u{3131}\u{314F}",  // compatibility jamo: NFKC makes them conjoining, then a syllable
        "\u{FB01}\u{301}\u{2474}\u{326}",
        "\u{130}\u{3A3}\u{3A3} \u{1E9E}",
        "A\u{30A}\u{212B}\u{FF21}\u{30A}",
        "Dear Min-ji,\n\u{BBFC}\u{C9C0}\u{C5D0}\u{AC8C} \u{1F44B}\u{1F3FD} \u{3053}\u{3093}",
    ]

    @Test(arguments: texts)
    func textsFoldAsFoundationFoldsThem(text: String) {
        let ours = SearchFolding.folded(text).unicodeScalars.map(\.value)
        let theirs = Self.foundationFolded(text).unicodeScalars.map(\.value)
        #expect(ours == theirs)
        let nfkc = UnicodeForms.compatibilityComposed(text).unicodeScalars.map(\.value)
        // NFKC is the composition of the compatibility decomposition: ｶﾞ is
        // ガ, ㄱㅏ is 가. Foundation here leaves what its mapping produced
        // uncomposed (カ + U+3099), so its answer is composed once more.
        let composedNFKC = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
        #expect(nfkc == composedNFKC.unicodeScalars.map(\.value))
        let nfc = UnicodeForms.composed(text).unicodeScalars.map(\.value)
        #expect(nfc == text.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value))
    }
}
