import Testing

@testable import LetterKit

/// FNV-1a 64 against the published test vectors: names on disk made with it
/// must not change between builds.
@Suite("StableHash")
struct StableHashTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func publishedVectors(text: String, hex: String) {
        #expect(StableHash.hex(StableHash.fnv1a(text)) == hex)
    }
}
