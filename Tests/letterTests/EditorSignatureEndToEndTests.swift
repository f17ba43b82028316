import Foundation
import Testing

/// The signature in the real editor: Alt-Y puts the signature file's lines in
/// at the cursor, its ink drawn and saved as the letter's Markdown.
@Suite("The signature end to end in tmux")
struct EditorSignatureEndToEndTests {
    /// `~/.config/letter/signature` in the session's home, `folder`.
    static func writeSignature(_ text: String, in folder: ScratchFolder) throws {
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try text.write(toFile: config + "/signature", atomically: true, encoding: .utf8)
    }

    @Test func altSPutsInATwoLineSignatureAndTheSavedFileHoldsIt() throws {
        let folder = try ScratchFolder()
        try Self.writeSignature("With love,\n**Hana**\n", in: folder)
        let session = try TmuxSession.editor("signed.letter", in: folder)
        try session.type("Dear Min-ji,")
        try session.press("Enter")
        try session.alt("y")
        try session.waitFor("With love,")
        let screen = try session.waitFor("Hana")
        #expect(!screen.contains("**"))
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("signed.letter") ?? ""
        // Lines of one letter, each ended by the format's hard break.
        #expect(saved.hasSuffix("---\nDear Min-ji,\\\nWith love,\\\n**Hana**\n"), "saved: \(saved)")
        // One undo step takes both lines back.
        try session.press("C-z")
        try session.waitFor("the signature gone") { !$0.contains("With love,") }
        #expect(try !session.screen().contains("Hana"))
        try session.press("C-q")
        try session.waitFor("Save changes")
    }

    @Test func withoutASignatureAltSSaysWhereToWriteOne() throws {
        let folder = try ScratchFolder()
        let session = try TmuxSession.editor("unsigned.letter", in: folder)
        try session.alt("y")
        try session.waitFor("No signature yet")
    }
}
