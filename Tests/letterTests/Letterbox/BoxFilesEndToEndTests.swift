import Foundation
import LetterKit
import Testing

/// The letterbox's rename and trash in a real terminal take only what is
/// the letter's own, and a renamed letter still shows its picture.
@Suite("Letterbox files folders end to end in tmux")
struct BoxFilesEndToEndTests {
    @Test func renamingToANameWithoutTheExtensionKeepsItAndThePictureStillShows() throws {
        let fixture = try BoxFixture()
        try fixture.write(
            "walk.letter", "---\npaper: letter\n---\nDear Sam,\n![sea](./walk.letter.files/sea.png){lines=4}\n")
        try fixture.write("walk.letter.files/sea.png", bytes: EditorPicturesEndToEndTests.quadrants())
        let session = try BoxScreenEndToEndTests.open(fixture)
        try session.waitFor("1 letter")
        try session.type("r")
        try session.waitFor("Rename to: walk.letter")
        try session.press("C-u")
        try session.type("stroll")
        try session.press("Enter")
        try session.waitFor("Renamed walk.letter to stroll.letter, walk.letter.files to stroll.letter.files")
        #expect(BoxScreenEndToEndTests.exists(fixture.path("stroll.letter.files/sea.png")))
        #expect(!BoxScreenEndToEndTests.exists(fixture.path("walk.letter.files")))
        #expect(
            BoxScreenEndToEndTests.read(fixture, "stroll.letter")
                == "---\npaper: letter\n---\nDear Sam,\n![sea](stroll.letter.files/sea.png){lines=4}\n")
        // The row names the file; opened, the picture is drawn from the moved folder.
        try session.waitFor("stroll.letter")
        try session.press("Enter")
        try session.waitFor("stroll.letter · ")
        _ = try EditorPicturesEndToEndTests().waitForPicture(session)
        try session.press("C-q")
        try session.waitFor("Letterbox · ")
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    @Test func trashingOneOfTwoLettersWithAStemLeavesTheOthersFiles() throws {
        let fixture = try BoxFixture()
        try fixture.write(
            "autumn.letter",
            "Dear Min-ji,\n![a](autumn.letter.files/a.png){lines=2}\n![s](autumn.files/s.png){lines=2}\n",
            modified: 1_700_100_000)
        try fixture.write("autumn.letter.files/a.png", bytes: EditorPicturesEndToEndTests.quadrants())
        try fixture.write("autumn.files/s.png", bytes: EditorPicturesEndToEndTests.quadrants())
        try fixture.write(
            "autumn.md", "Notes for Min-ji\n![m](autumn.md.files/m.png){lines=2}\n", modified: 1_700_000_000)
        try fixture.write("autumn.md.files/m.png", bytes: EditorPicturesEndToEndTests.quadrants())
        let session = try BoxScreenEndToEndTests.open(fixture, columns: 100)
        let list = try session.waitFor("2 letters")
        // Neither files folder is a row of its own.
        #expect(!list.contains("autumn.files/") && !list.contains("autumn.md.files/"))
        try session.type("d")
        try session.waitFor("Move autumn.letter and its files to the trash?")
        try session.type("y")
        try session.waitFor(
            "Moved autumn.letter and autumn.letter.files to the trash; autumn.files stays: autumn.md shares it")
        #expect(!BoxScreenEndToEndTests.exists(fixture.path("autumn.letter.files")))
        #expect(BoxScreenEndToEndTests.exists(fixture.path("autumn.files/s.png")))
        #expect(BoxScreenEndToEndTests.exists(fixture.path("autumn.md.files/m.png")))
        #expect(BoxScreenEndToEndTests.exists(fixture.data + "/Trash/files/autumn.letter.files/a.png"))
        // The other letter stays, and still finds its picture.
        let after = try session.waitFor("Notes for Min-ji")
        #expect(!after.contains("Dear Min-ji,"))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    /// A name that is not UTF-8, given on the command line: the editor opens
    /// the file with those bytes and saves it there.
    @Test func theEditorOpensANameThatIsNotUTF8() throws {
        let fixture = try BoxFixture()
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".letter".utf8)
        let path = try FilesFolderDiskTests.makeRaw(fixture, file: name, text: "Dear Min-ji,\n")
        let script = fixture.home + "/open.sh"
        // The shell makes the byte; tmux's command line never carries it.
        try writeText(script, "cd '\(fixture.box)' && exec '\(letterBinary)' \"$(printf 'caf\\351.letter')\"\n")
        let environment = fixture.environment.merging(["XDG_STATE_HOME": fixture.home + "/.state"]) { $1 }
        let session = try TmuxSession("sh '\(script)'", columns: 80, rows: 24, environment: environment)
        // The title names the file with its byte escaped.
        try session.waitFor("caf\\xe9.letter · ")
        try session.waitFor("Dear Min-ji,")
        try session.type("P.S. ")
        try session.press("C-s")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit")
        let bytes = try #require(readBytes(path))
        #expect(String(decoding: bytes, as: UTF8.self).contains("P.S. Dear Min-ji,"))
        #expect(folderNames(fixture.box).count == 1)
    }
}
