import Foundation
import Testing

/// Spelling without a working `letter-spell` beside the program: the editor
/// stops marking and says why on its status row, and the letter is edited
/// and saved whole; `letter spell` says why on one line and exits 2.
@Suite("Spelling end to end without the spelling program")
struct EditorSpellingHelperEndToEndTests {
    static let letterText = "---\npaper: letter\n---\nI recieve your letter\n"

    static func letterWithoutHelper(in folder: ScratchFolder) throws -> String {
        try EditorPicturesHelperEndToEndTests.letterWithoutHelper(in: folder)
    }

    static func run(_ arguments: [String], folder: ScratchFolder) throws -> (status: Int32, output: String, error: String) {
        try runJustWritten(arguments, environment: ["HOME": folder.path])
    }

    @Test func withoutTheSpellingProgramTheEditorSaysSoOnceAndSavesTheLetterWhole() throws {
        let folder = try ScratchFolder()
        let letter = try Self.letterWithoutHelper(in: folder)
        #expect(!FileManager.default.fileExists(atPath: folder.file("bin/letter-spell")))
        try writeText(folder.file("spell.letter"), Self.letterText)

        let session = try TmuxSession("\(letter) spell.letter", folder: folder)
        try session.waitFor("F1 help")
        let screen = try session.waitFor("Spelling is not marked: letter-spell is not installed")
        #expect(!(try session.styledScreen().contains("38;5;160")), "no word is marked:\n\(screen)")

        try session.type("Hello ")
        try session.waitFor("Hello I recieve your letter")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        #expect(folder.read("spell.letter")?.hasSuffix("---\nHello I recieve your letter\n") == true)
    }

    @Test func letterSpellWithoutTheSpellingProgramSaysWhyAndExitsTwo() throws {
        let folder = try ScratchFolder()
        let letter = try Self.letterWithoutHelper(in: folder)
        try writeText(folder.file("spell.letter"), Self.letterText)
        let result = try Self.run([letter, "spell", folder.file("spell.letter")], folder: folder)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("letter: letter-spell is not installed beside letter (in \(folder.file("bin"))"))
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    }

    @Test func aSpellingProgramThatEndsWithoutAnsweringIsNamedWithHowItEnded() throws {
        let folder = try ScratchFolder()
        let letter = try Self.letterWithoutHelper(in: folder)
        let helper = folder.file("bin/letter-spell")
        try writeText(helper, "#!/bin/sh\nexit 3\n", mode: 0o755)
        // Run once by hand, for the same reason as the copy of letter.
        #expect(try Self.run([helper], folder: folder).status == 3)
        try writeText(folder.file("spell.letter"), Self.letterText)
        let result = try Self.run([letter, "spell", folder.file("spell.letter")], folder: folder)
        #expect(result.status == 2)
        #expect(result.error == "letter: letter-spell ended with status 3 before it answered\n")
        // A letter with no word to look up never starts it.
        try writeText(folder.file("numbers.letter"), "3월 https://example.org 42\n")
        let numbers = try Self.run([letter, "spell", folder.file("numbers.letter")], folder: folder)
        #expect(numbers.status == 0, "\(numbers.error)")
    }
}

/// Runs an executable a test has just written (a copy of `letter`, a
/// stand-in helper). A child another test forked while it was being written
/// holds it open for writing until that child execs, and meanwhile starting
/// it fails with ETXTBSY ("Text file busy"): that is tried again.
func runJustWritten(_ arguments: [String], environment: [String: String]) throws -> (
    status: Int32, output: String, error: String
) {
    for _ in 0..<50 {
        do { return try run(arguments, environment: environment) } catch {
            guard "\(error)".contains("Text file busy") else { throw error }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
    return try run(arguments, environment: environment)
}
