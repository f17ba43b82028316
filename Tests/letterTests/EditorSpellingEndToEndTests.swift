import Foundation
import Testing

/// Spelling in the real editor: words checked between keys are drawn
/// marked (red, underlined), F7's first suggestion fixes a word and Ctrl-Z
/// brings it back, and "Add to dictionary" is kept for every letter after
/// a restart.
@Suite("Spelling in the editor end to end in tmux")
struct EditorSpellingEndToEndTests {
    /// The row of `styled` holding `text`, as (character, underlined) pairs
    /// from the start of `text`.
    static func underlining(_ text: String, in styled: String) -> [(Character, Bool)]? {
        // The row's escapes split its text: it is looked for in the cells.
        let rows = styled.split(separator: "\n").map(EditorInkEndToEndTests.underlined)
        guard let cells = rows.first(where: { String($0.map(\.0)).contains(text) }) else { return nil }
        let plain = String(cells.map(\.0))
        guard let start = plain.range(of: text) else { return nil }
        let offset = plain.distance(from: plain.startIndex, to: start.lowerBound)
        return Array(cells[offset..<(offset + text.count)])
    }

    /// Waits until `word` (inside `line`) is drawn underlined, as the idle
    /// check marks it; returns the line's underlining.
    @discardableResult
    static func waitForMark(
        on word: String, in line: String, session: TmuxSession, timeout: Double = 15
    ) throws -> [(Character, Bool)] {
        let deadline = Date().addingTimeInterval(timeout)
        let wordStart = try #require(line.range(of: word)).lowerBound
        let offset = line.distance(from: line.startIndex, to: wordStart)
        while Date() < deadline {
            if let cells = underlining(line, in: try session.styledScreen()),
                cells[offset..<(offset + word.count)].allSatisfy(\.1)
            {
                return cells
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw TimedOut(description: "\(word) was never marked in: \(try session.styledScreen())")
    }

    @Test func aMisspeltWordIsMarkedF7FixesItAndUndoBringsItBack() throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nI recieve your letter\n".write(
            toFile: folder.file("spell.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("spell.letter", in: folder)
        let line = "I recieve your letter"
        let cells = try Self.waitForMark(on: "recieve", in: line, session: session)
        // Only the word: "I" and "your letter" are plain text on the line
        // (the spaces between words are the ruled line's, underlined).
        #expect(!cells[0].1)
        #expect(cells[10...].filter { $0.0 != " " }.allSatisfy { !$0.1 }, "\(cells)")
        // Red: the mark's colour (xterm 160) is on the screen.
        #expect(try session.styledScreen().contains("38;5;160"))

        try session.press("F7")
        try session.waitFor("replace with")
        try session.press("Enter")
        try session.waitFor("I receive your letter")
        try session.press("C-z")
        try session.waitFor("I recieve your letter")
        // The marks never enter the file: saved, it is the letter's text.
        try session.press("C-s")
        try session.waitFor("Saved")
        #expect(folder.read("spell.letter")?.hasSuffix("---\nI recieve your letter\n") == true)
    }

    @Test func aWordAddedToTheDictionaryStaysAcceptedAfterARestart() throws {
        let folder = try ScratchFolder()
        try "---\npaper: letter\n---\nGreetings from Jiwoo\n".write(
            toFile: folder.file("first.letter"), atomically: true, encoding: .utf8)
        try "---\npaper: letter\n---\nJiwoo sends a wrod\n".write(
            toFile: folder.file("second.letter"), atomically: true, encoding: .utf8)
        let session = try TmuxSession.editor("first.letter", in: folder)
        try Self.waitForMark(on: "Jiwoo", in: "Greetings from Jiwoo", session: session)
        try session.press("F7")
        try session.waitFor("“Jiwoo”")
        try session.type("add to")
        try session.press("Enter")
        try session.waitFor("Added “Jiwoo”")
        let list = try String(contentsOfFile: folder.file(".local/share/letter/words"), encoding: .utf8)
        #expect(list.split(separator: "\n").contains("Jiwoo"))

        // Another letter, another run: "wrod" is marked, "Jiwoo" is not.
        let again = try TmuxSession.editor("second.letter", in: folder)
        let cells = try Self.waitForMark(on: "wrod", in: "Jiwoo sends a wrod", session: again)
        #expect(cells[0..<5].allSatisfy { !$0.1 }, "\(cells)")
    }
}
