import PropertyBased
import Testing

@testable import LetterKit

/// The words of a trash entry, as the freedesktop.org Trash specification
/// writes them.
@Suite("Letterbox: trash entries")
struct TrashInfoTests {
    @Test func infoFileIsTheSpecificationsGroupAndKeys() {
        let text = TrashInfo.text(originalPath: "/home/hana/Letters/autumn.letter", deletionDate: "2024-10-01T09:05:07")
        #expect(text == "[Trash Info]\nPath=/home/hana/Letters/autumn.letter\nDeletionDate=2024-10-01T09:05:07\n")
    }

    static let encodings: [(String, String)] = [
        ("/a/b c.letter", "/a/b%20c.letter"),
        ("/편지/가을.letter", "/%ED%8E%B8%EC%A7%80/%EA%B0%80%EC%9D%84.letter"),
        ("/x/100%#?&=+.md", "/x/100%25%23%3F%26%3D%2B.md"),
        ("/keep/-_.!~*'()", "/keep/-_.!~*'()"),
        ("/new\nline", "/new%0Aline"),
    ]

    @Test(arguments: encodings)
    func pathIsEscapedAsInURLs(path: String, encoded: String) {
        #expect(TrashInfo.percentEncoded(path) == encoded)
        #expect(TrashInfo.percentDecoded(encoded) == path)
    }

    @Test func anyPathComesBackFromItsEscapedForm() async {
        let scalar = Gen<UInt32>.value(in: 1...0x10_FFFF).map { UnicodeScalar($0) ?? "/" }
        await propertyCheck(count: 300, input: scalar.array(of: 0...30)) { scalars in
            var path = "/"
            path.unicodeScalars.append(contentsOf: scalars)
            let encoded = TrashInfo.percentEncoded(path)
            #expect(encoded.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F })
            #expect(TrashInfo.percentDecoded(encoded) == path)
        }
    }

    @Test func brokenEscapesAreNotRead() {
        #expect(TrashInfo.percentDecoded("/a%2") == nil)
        #expect(TrashInfo.percentDecoded("/a%zz") == nil)
    }

    /// A name that is not UTF-8 is trashed by its bytes, and read back as them.
    @Test(arguments: [[0xFF], [0xE9], [0xC6, 0xED, 0xC1, 0xF6], [0xED, 0x8E]] as [[UInt8]])
    func aNameThatIsNotUTF8IsWrittenByItsBytes(bytes: [UInt8]) {
        let path = RawPath.string(Array("/a/".utf8) + bytes + Array(".letter".utf8))
        let encoded = TrashInfo.percentEncoded(path)
        #expect(encoded == "/a/" + bytes.map { "%" + String($0, radix: 16, uppercase: true) }.joined() + ".letter")
        #expect(TrashInfo.percentDecoded(encoded) == path)
    }

    @Test func deletionDateIsPaddedLocalTime() {
        #expect(TrashInfo.date(year: 2024, month: 1, day: 2, hour: 3, minute: 4, second: 5) == "2024-01-02T03:04:05")
        #expect(TrashInfo.date(year: 999, month: 12, day: 31, hour: 23, minute: 59, second: 60) == "0999-12-31T23:59:60")
    }

    @Test func aTakenNameGetsANumberBeforeItsExtension() {
        #expect(TrashInfo.candidateName(for: "autumn.letter", attempt: 1) == "autumn.letter")
        #expect(TrashInfo.candidateName(for: "autumn.letter", attempt: 2) == "autumn.2.letter")
        #expect(TrashInfo.candidateName(for: "autumn.files", attempt: 3) == "autumn.3.files")
        #expect(TrashInfo.candidateName(for: "notes", attempt: 2) == "notes.2")
        #expect(TrashInfo.candidateName(for: ".hidden", attempt: 2) == ".hidden.2")
        #expect(TrashInfo.infoName(for: "autumn.2.letter") == "autumn.2.letter.trashinfo")
    }
}
