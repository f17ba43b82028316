import Foundation
import Testing

/// Keys as settings through the real program: a rebound Save in the editor,
/// the envelope form and a prompt; nano's profile key by key in tmux; `letter
/// keys`; and a broken [keys] stopping the program with its line.
@Suite("Keys as settings end to end")
struct KeysSettingsEndToEndTests {
    /// A scratch folder (the program's HOME) with `settings` as its config.toml.
    func folder(settings: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let config = folder.file(".config/letter")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try settings.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        return folder
    }

    /// `letter ARGUMENTS` with `folder` as HOME, its config.toml read.
    func letter(_ arguments: [String], in folder: ScratchFolder) throws -> (status: Int32, output: String, error: String) {
        try run(
            [letterBinary] + arguments,
            environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_STATE_HOME": folder.path + "/.state"])
    }

    /// The writing line that holds `text`, between the paper's edges, trimmed.
    func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(text) && $0.contains("│") }
            .map { $0.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aSaveReboundToCtrlWSavesInTheEditorTheEnvelopeAndTheSaveAsPrompt() throws {
        let folder = try folder(settings: "[keys]\nsave = \"Ctrl-W\"\n")
        let session = try TmuxSession.editor("ann.letter", in: folder)
        try session.type("Dear Ann")
        try session.waitFor("Dear Ann")
        try session.press("C-w")
        try session.waitFor("Saved")
        #expect(folder.read("ann.letter")?.hasSuffix("Dear Ann\n") == true)

        // The envelope form closes and saves with the same key.
        try session.press("F2")
        try session.waitFor("next")
        try session.type("Hana")
        try session.press("C-w")
        try session.waitFor("saved in the envelope") { _ in folder.read("ann.letter")?.contains("Hana") == true }

        // The save-as prompt takes it as Enter.
        try session.alt("o")
        try session.waitFor("ann.letter")
        try session.press("C-u")
        try session.type("copy.letter")
        try session.press("C-w")
        try session.waitFor("saved under the name typed") { _ in folder.read("copy.letter")?.contains("Dear Ann") == true }
        // Ctrl-W deleted a word before; it saves now, and the words stay.
        let screen = try session.screen()
        #expect(line(containing: "Dear", in: screen) == "Dear Ann")
    }

    @Test func theNanoProfileDoesNanosThings() throws {
        let folder = try folder(settings: "keys = \"nano\"\n")
        let session = try TmuxSession.editor("nano.txt", in: folder)
        try session.type("one")
        try session.press("Enter")
        try session.type("two")
        try session.press("Enter")
        try session.type("three")
        try session.waitFor("three")

        // ^K cuts the line, ^U pastes it back, M-U undoes the paste.
        try session.press("Up")
        try session.press("C-k")
        try session.waitFor("two cut") { line(containing: "two", in: $0) == nil && line(containing: "three", in: $0) != nil }
        try session.press("C-u")
        try session.waitFor("two pasted back") { line(containing: "two", in: $0) == "two" }
        try session.alt("u")
        try session.waitFor("the paste undone") { line(containing: "two", in: $0) == nil }
        try session.press("C-u")
        try session.waitFor("two") { line(containing: "two", in: $0) == "two" }

        // ^C says where the cursor is.
        try session.press("C-c")
        try session.waitFor("line 3/3")

        // ^_ (byte 0x1F) goes to a line; ^E and ^A go to its ends.
        try session.send(bytes: "\u{1F}")
        try session.type("1")
        try session.press("Enter")
        try session.press("C-e")
        try session.type(">")
        try session.press("C-a")
        try session.type("<")
        try session.waitFor("<one>") { line(containing: "one", in: $0) == "<one>" }

        // ^W finds.
        try session.press("C-w")
        try session.type("thr")
        try session.press("Enter")
        try session.press("End")
        try session.type("!")
        try session.waitFor("three!") { line(containing: "three", in: $0) == "three!" }

        // ^O writes out.
        try session.press("C-o")
        try session.waitFor("Saved")
        // A plain text file: the lines as typed, no Markdown escapes.
        let saved = folder.read("nano.txt") ?? ""
        #expect(saved == "<one>\ntwo\nthree!\n", "\(saved)")

        // ^X asks over unsaved changes.
        try session.type("?")
        try session.press("C-x")
        try session.waitFor("Save changes before quitting?")
        try session.press("n")
        try session.waitFor("[exit 0]")
    }

    @Test func letterKeysListsEveryModeAsTheConfigHasThem() throws {
        let folder = try folder(settings: "[keys]\nsave = \"Ctrl-W\"\n\n[keys.box]\ntrash = \"x\"\n")
        let all = try letter(["keys"], in: folder)
        #expect(all.status == 0)
        #expect(all.error == "")
        #expect(all.output.hasPrefix("Keys: the micro profile with the bindings of config.toml\n\neditor:\n  save    "))
        #expect(all.output.contains("\n  save                  Ctrl-W\n"))
        #expect(all.output.contains("\n  delete-word-backward  Alt-Backspace\n"))
        #expect(all.output.contains("\nenvelope:\n") && all.output.contains("\nbox-search:\n"))

        let box = try letter(["keys", "--mode", "box"], in: folder)
        #expect(box.status == 0)
        #expect(box.output.hasPrefix("Keys: the micro profile with the bindings of config.toml\n\nbox:\n  up          Up, k\n"))
        #expect(box.output.contains("\n  trash       x\n"))
        #expect(!box.output.contains("editor:"))
    }

    @Test func anUnknownModeIsAUsageErrorListingTheModes() throws {
        let folder = try folder(settings: "")
        let result = try letter(["keys", "--mode", "boxx"], in: folder)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.contains("no mode is called 'boxx'; the modes are editor, envelope, find, go-to-line"))
    }

    /// A broken [keys] stops `letter keys`, the editor and the letterbox
    /// before the screen opens: one line with the file and line, status 2.
    @Test(arguments: [["keys"], ["new.letter"], ["box"]])
    func aBrokenKeysTableExitsTwoWithItsLine(_ arguments: [String]) throws {
        let folder = try folder(settings: "paper = \"letter\"\n\n[keys]\nsave = \"Ctrl-Woo\"\n")
        let result = try letter(arguments, in: folder)
        #expect(result.status == 2)
        let config = folder.file(".config/letter/config.toml")
        #expect(result.error == "letter: \(config):4: keys.save names no key: \"Ctrl-Woo\" (keys are written Ctrl-S, Alt-U, F3, Shift-Tab, PgDn)\n")
    }
}
