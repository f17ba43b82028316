import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// The signature as found at launch: config.toml's `signature` first, else
/// the file `signature` in the configuration folder, read as hostile input.
@Suite("Stationery: the signature file")
struct SignatureFileTests {
    /// The signature `config` (config.toml's text, if any) and the folder give.
    static func found(config: String? = nil, in paper: PaperScratch) throws -> Signature {
        if let config { try paper.settings(config) }
        let settings = try PaperShelf(folders: paper.folders, warn: { _ in }).settings()
        return SignatureFile.signature(settings: settings, folders: paper.folders)
    }

    static func signaturePath(_ paper: PaperScratch) -> String { paper.scratch.file("letter/signature") }

    @Test func noFileAndNoSettingSaysWhereOneGoes() throws {
        let paper = try PaperScratch()
        #expect(try Self.found(in: paper) == .none(file: Self.signaturePath(paper)))
    }

    @Test func withoutAConfigurationFolderThereIsNone() {
        #expect(SignatureFile.signature(settings: LetterSettings(), folders: StationeryFolders(shipped: nil, config: nil))
            == .none(file: nil))
    }

    @Test(arguments: [
        ("With love,\n**Hana**\n", "With love,\n**Hana**"),
        ("할머니께\r\n손녀 하나 올림\r\n", "할머니께\n손녀 하나 올림"),
        ("\u{1B}[31mHana\u{1B}[0m\n", "[31mHana[0m"),  // controls dropped, not acted on
    ])
    func theFileIsReadAndCleaned(text: String, signature: String) throws {
        let paper = try PaperScratch()
        try writeText(Self.signaturePath(paper), text)
        #expect(try Self.found(in: paper) == .text(signature))
    }

    @Test(arguments: [
        ("signature = \"Hana\"\n", "Hana"),
        ("signature = \"With love,\\nHana\"\n", "With love,\nHana"),
        ("signature = \"\"\"\nWith love,\n**Hana**\n\"\"\"\n", "With love,\n**Hana**"),
        ("signature = 'Hana \\n Kim'\n", "Hana \\n Kim"),  // a literal string keeps its backslash
    ])
    func configTomlGivesOneAndWinsOverTheFile(config: String, signature: String) throws {
        let paper = try PaperScratch()
        try writeText(Self.signaturePath(paper), "From the file\n")
        #expect(try Self.found(config: config, in: paper) == .text(signature))
    }

    @Test func anEmptySettingIsNoSignature() throws {
        let paper = try PaperScratch()
        #expect(try Self.found(config: "signature = \"\\n\"\n", in: paper) == .none(file: Self.signaturePath(paper)))
    }

    @Test func aSignatureThatIsNotAStringIsAConfigError() throws {
        let paper = try PaperScratch()
        try paper.settings("signature = 3\n")
        #expect(throws: PaperFileError.self) { try PaperShelf(folders: paper.folders, warn: { _ in }).settings() }
    }

    @Test(arguments: NonRegularFixture.kinds)
    func aFileThatIsNotRegularIsRefusedWithoutWaiting(kind: String) throws {
        let paper = try PaperScratch()
        let path = try NonRegularFixture.make(kind, in: paper.scratch, folder: "letter", name: "signature")
        let found = try Self.found(in: paper)
        if kind == "folder" {
            #expect(found == .unusable(path: path, .isDirectory(path: path)))
        } else {
            guard case .unusable(path, .unreadable(path, let reason)) = found else {
                Issue.record("\(kind): \(found)")
                return
            }
            #expect(reason.contains("not a regular file"))
        }
    }

    @Test(arguments: [Signature.sizeLimit + 1, 100_000])
    func aFileOverTheLimitIsRefused(size: Int) throws {
        let paper = try PaperScratch()
        try writeBytes(Self.signaturePath(paper), [UInt8](repeating: 0x61, count: size))
        #expect(try Self.found(in: paper)
            == .unusable(path: Self.signaturePath(paper), .tooLarge(bytes: size, limit: Signature.sizeLimit)))
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let paper = try PaperScratch()
        try writeBytes(Self.signaturePath(paper), [UInt8](repeating: 0x61, count: Signature.sizeLimit))
        #expect(try Self.found(in: paper) == .text(String(repeating: "a", count: Signature.sizeLimit)))
    }

    @Test(arguments: [
        ([0x48, 0x61, 0xFF, 0x6E, 0x61] as [UInt8], LetterFileError.invalidUTF8(offset: 2)),
        ([0xED, 0x95], .invalidUTF8(offset: 0)),  // half of 한
        ([0x48, 0x00, 0x61], .binary(offset: 1)),
    ])
    func bytesThatAreNotTextAreReportedNotGuessed(bytes: [UInt8], error: LetterFileError) throws {
        let paper = try PaperScratch()
        try writeBytes(Self.signaturePath(paper), bytes)
        #expect(try Self.found(in: paper) == .unusable(path: Self.signaturePath(paper), error))
    }
}
