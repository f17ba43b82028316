import Foundation
import Testing

/// The envelope in the real editor: F2, each field filled through a terminal,
/// formatting as typed, a refused character, a bad e-mail's error, the save,
/// the letter reopened.
@Suite("Envelope end to end in tmux")
struct EditorEnvelopeEndToEndTests {
    @Test func fillTheEnvelopeSaveAndReopen() throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nDear Min-ji,\n".write(toFile: folder.file("min.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("min.letter", in: folder)
        try session.press("F2")
        try session.waitFor("Envelope · To")
        try session.type("Min-ji Kim😀")
        try session.waitFor("↳ Emoji are not allowed here")
        try session.press("Tab")
        try session.type("Hana Park")
        try session.press("Tab")
        try session.type("서울시 종로구 1-2 #301")
        try session.press("Tab")
        try session.type("03154")
        try session.press("Tab")
        try session.type("0101234")
        try session.waitFor("010-123-4")
        try session.type("5678")
        try session.waitFor("010-1234-5678")
        try session.press("Tab")
        try session.type("min@example")
        try session.press("Tab")
        let error = try session.waitFor("↳")
        #expect(error.contains("min@example"))
        // Back to the e-mail with Shift-Tab, and mend it.
        try session.press("BTab")
        try session.waitFor("Envelope · E-mail")
        try session.type(".COM")
        try session.press("Tab")
        try session.waitFor("Envelope · Date") { !$0.contains("↳") }
        try session.type("20261122")
        try session.waitFor("2026-11-22")
        try session.press("C-s")
        try session.waitFor("Saved")
        let saved = folder.read("min.letter") ?? ""
        #expect(
            saved == """
                ---
                paper: letter
                format: 2
                to: Min-ji Kim
                from: Hana Park
                address: "서울시 종로구 1-2 #301"
                postcode: "03154"
                phone: "010-1234-5678"
                email: min@example.com
                date: "2026-11-22"
                ---
                Dear Min-ji,

                """)
        try session.press("C-q")
        try session.waitFor("[exit 0]")

        let again = try TmuxSession.editor("min.letter", in: folder)
        try again.waitFor("to Min-ji Kim")
        try again.press("F2")
        let form = try again.waitFor("010-1234-5678")
        #expect(form.contains("min@example.com"))
    }
}
