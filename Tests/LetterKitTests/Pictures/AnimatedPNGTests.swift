import Testing

@testable import LetterKit

/// An APNG is told from its first chunks: `acTL` before `IDAT`.
@Suite struct AnimatedPNGTests {
    static func chunk(_ type: String, _ data: [UInt8] = []) -> [UInt8] {
        let length = UInt32(data.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    static let header = AnimatedPNG.signature + chunk("IHDR", Array(repeating: 1, count: 13))

    @Test(arguments: [
        (header + chunk("acTL", Array(repeating: 0, count: 8)) + chunk("IDAT", [1, 2]), true),
        (header + chunk("tEXt", Array("Comment\u{0}hi".utf8)) + chunk("acTL", [0, 0, 0, 2, 0, 0, 0, 0]), true),
        (header + chunk("IDAT", [1, 2]) + chunk("IEND"), false),
        (header + chunk("IDAT", [1, 2]) + chunk("acTL", Array(repeating: 0, count: 8)), false),
        (header + chunk("IEND"), false),
        (Array(header.prefix(20)), false),
        (Array("GIF89a".utf8) + chunk("acTL"), false),
        ([], false),
        // A length that points past the bytes read: not known to move.
        (AnimatedPNG.signature + [0xFF, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8), false),
    ] as [([UInt8], Bool)])
    func acTLBeforeIDATMoves(bytes: [UInt8], animated: Bool) {
        #expect(AnimatedPNG.isAnimated(bytes) == animated)
    }
}
