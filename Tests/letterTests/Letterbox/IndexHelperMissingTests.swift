import Foundation
import Testing

/// The letterbox's index lives in a helper executable, `letter-index`,
/// found beside the program: without it, `letter box` says so on one line
/// and exits 2, and the editor's palette says so and keeps the letter.
@Suite("Letterbox: without its index program")
struct IndexHelperMissingTests {
    /// `letter` linked alone into a folder of `fixture`'s scratch, with its
    /// papers but no `letter-index`: the program as a partial install has it.
    static func letterWithoutIndexProgram(_ fixture: BoxFixture) throws -> String {
        let folder = fixture.scratch.path + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let program = folder + "/letter"
        if link(letterBinary, program) != 0 {
            try FileManager.default.copyItem(atPath: letterBinary, toPath: program)
        }
        let resources = URL(fileURLWithPath: letterBinary).deletingLastPathComponent()
            .appendingPathComponent("letter_letter.resources").path
        try FileManager.default.createSymbolicLink(atPath: folder + "/letter_letter.resources", withDestinationPath: resources)
        #expect(!FileManager.default.fileExists(atPath: folder + "/letter-index"))
        return program
    }

    @Test(arguments: [["--list"], ["--search", "alpha"]])
    func theCommandLineSaysSoOnOneLineWithStatus2(options: [String]) throws {
        let box = try BoxFixture()
        try box.write("a.txt", "alpha\n")
        let program = try Self.letterWithoutIndexProgram(box)
        let result = try run([program, "box"] + options + [box.box], environment: box.environment)
        #expect(result.status == 2)
        #expect(result.output == "")
        let lines = result.error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1)
        #expect(lines.first?.contains("the letterbox's index program is missing") == true)
        #expect(lines.first?.hasSuffix("/bin/letter-index") == true)
    }

    /// The palette's "Open the letterbox" with no index program: the
    /// message says so, and the letter stays open with its unsaved text,
    /// and saves.
    @Test func thePaletteSaysSoAndKeepsTheLetter() throws {
        let fixture = try BoxFixture()
        try fixture.write("spring.letter", "Dear Sam,\nThe cherry trees are out.\n")
        try fixture.nameTheBoxInTheConfiguration()
        let program = try Self.letterWithoutIndexProgram(fixture)
        let environment = fixture.editorEnvironment
        let letter = fixture.draft
        let session = try TmuxSession("\(program) '\(letter)'", environment: environment)
        try session.waitFor("F1 help")
        try session.type("안녕, not saved yet")
        try session.press("C-e")
        try session.waitFor("Commands")
        try session.type("letterbox")
        try session.press("Enter")
        let screen = try session.waitFor("could not open")
        #expect(screen.contains("index program is missing"))
        #expect(screen.contains("안녕, not saved yet"))
        #expect(!screen.contains("Letterbox · "))
        try session.type("!")
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect((try? String(contentsOfFile: letter, encoding: .utf8))?.contains("안녕, not saved yet!") == true)
    }
}
