import Foundation
import Glibc
import Testing

/// `letter new NAME [FILE]` in a real terminal: the editor shows the
/// template's body on its paper, Ctrl-S writes the new letter (dated today,
/// with the template's envelope) where it was asked or in the letterbox,
/// and the template's file is left byte for byte as it was.
@Suite("A letter started from a template, end to end")
struct TemplatesEndToEndTests {
    static let template = "---\npaper: postcard\nto: Min-ji\ndate: 2019-12-24\n---\nDear Min-ji,\n\nThank you for the **tea**.\n"

    /// A scratch HOME (also the working folder) with `thanks.letter` among
    /// its templates; returns the folder and the template's path.
    static func home() throws -> (ScratchFolder, String) {
        let home = try ScratchFolder()
        let folder = home.file(".config/letter/templates")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try template.write(toFile: folder + "/thanks.letter", atomically: true, encoding: .utf8)
        return (home, folder + "/thanks.letter")
    }

    static func startAndType(_ arguments: String, home: ScratchFolder) throws -> TmuxSession {
        let session = try TmuxSession("\(letterBinary) new \(arguments)", columns: 160, rows: 24, folder: home)
        try session.waitFor("Dear Min-ji,")
        // Each waited for, not read from one capture: on a loaded machine a
        // capture can catch the first frame half written.
        try session.waitFor("to Min-ji")  // the envelope
        try session.waitFor("postcard paper")
        // Ink is drawn, not shown as its marks.
        try session.waitFor("Thank you for the tea.")
        try session.press("End")
        try session.type(" Warmly.")
        try session.press("C-s")
        return session
    }

    static func expectStartedFromTheTemplate(_ written: String?, template path: String) {
        let today = NewLetterInTheBoxEndToEndTests.today()
        #expect(written?.contains("paper: postcard") == true, "\(written ?? "nothing written")")
        #expect(written?.contains("to: Min-ji") == true)
        #expect(written?.contains("date: \"\(today)\"") == true, "dated today: \(written ?? "")")
        #expect(written?.contains("Dear Min-ji, Warmly.") == true)
        #expect(written?.contains("Thank you for the **tea**.") == true)
        #expect(FileManager.default.contents(atPath: path) == Data(template.utf8), "the template is never written")
    }

    @Test func newWithAFileWritesThatFile() throws {
        let (home, template) = try Self.home()
        let session = try Self.startAndType("thanks mine.letter", home: home)
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        Self.expectStartedFromTheTemplate(home.read("mine.letter"), template: template)
    }

    /// Without FILE the new letter is offered a name in the letterbox, as
    /// `letter` alone does.
    @Test func newWithoutAFileSavesIntoTheLetterbox() throws {
        let (home, template) = try Self.home()
        let name = "Letters/letter-\(NewLetterInTheBoxEndToEndTests.today()).letter"
        let session = try Self.startAndType("thanks", home: home)
        try session.waitFor(name)
        try session.press("Enter")
        try session.waitFor("Saved")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
        Self.expectStartedFromTheTemplate(home.read(name), template: template)
        #expect(home.read("thanks.letter") == nil)
    }
}

/// "New letter from a template" in the palette: the template's letter opens
/// beside the one being written, is saved into the letterbox, and the first
/// letter is there as it was, with its unsaved words.
@Suite("A letter started from a template in the palette, end to end")
struct TemplatePaletteEndToEndTests {
    @Test func thePaletteStartsALetterFromATemplateAndComesBack() throws {
        let (home, template) = try TemplatesEndToEndTests.home()
        try "Dear Ann,\n".write(toFile: home.file("ann.txt"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("\(letterBinary) ann.txt", columns: 160, rows: 24, folder: home)
        try session.waitFor("Dear Ann,")
        try session.press("End")
        try session.type(" unsaved")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("template")
        try session.press("Enter")
        try session.waitFor("thanks")
        let chooser = try session.screen()
        #expect(chooser.contains("postcard") && chooser.contains("Dear Min-ji,"), "\(chooser)")
        try session.press("Enter")
        try session.waitFor("Thank you for the tea.")
        #expect(try session.screen().contains("postcard paper"))
        try session.press("End")
        try session.type(" Warmly.")
        try session.press("C-s")
        let name = "Letters/letter-\(NewLetterInTheBoxEndToEndTests.today()).letter"
        try session.waitFor(name)
        try session.press("Enter")
        try session.waitFor("Saved")
        try session.waitFor(" 2 of 2 · letter-")
        try session.alt(",")
        try session.waitFor(" 1 of 2 · ann.txt")
        try session.waitFor("Dear Ann, unsaved")
        TemplatesEndToEndTests.expectStartedFromTheTemplate(home.read(name), template: template)
        #expect(home.read("ann.txt") == "Dear Ann,\n", "the first letter is not saved behind the person's back")
        try session.press("C-q")
        try session.waitFor("Save changes")
    }

    @Test func withNoTemplatesThePaletteSaysWhereToKeepOne() throws {
        let home = try ScratchFolder()
        let session = try TmuxSession("\(letterBinary) ann.letter", columns: 160, rows: 24, folder: home)
        try session.waitFor("letter paper")
        try session.press("F10")
        try session.waitFor("Commands")
        try session.type("template")
        try session.press("Enter")
        try session.waitFor("No templates yet")
        try session.press("C-q")
        try session.waitFor("[exit 0]")
    }
}
