import Testing

@testable import LetterKit

/// Templates in the core: which names stay inside the templates folder, and
/// what a letter started from a template is dated.
@Suite struct LetterTemplateTests {
    @Test(arguments: ["thanks", "새해 인사", "birthday-2026", "A.B", "x-not-hidden", "x..y"])
    func aPlainFileNameIsATemplateName(name: String) {
        #expect(LetterTemplate.problem(withName: name) == nil)
    }

    /// A name is joined to the folder: anything that would leave it, hide,
    /// or send the terminal a control character is refused.
    @Test(arguments: ["", "/etc/passwd", "../thanks", "a/b", "..", ".", ".hidden", "bell\u{7}", "esc\u{1B}[2J", "new\nline", "del\u{7F}"])
    func aNameThatLeavesTheFolderOrHidesIsRefused(name: String) {
        #expect(LetterTemplate.problem(withName: name) != nil)
    }

    /// The envelope's date is today's, whether the template had a date, an
    /// empty one, or none; the rest of the front matter and the body stay.
    @Test(arguments: [
        "---\npaper: card\nto: Min-ji\ndate: 2020-01-01\n---\nDear Min-ji,\n",
        "---\npaper: card\nto: Min-ji\ndate: \"\"\n---\nDear Min-ji,\n",
        "---\npaper: card\nto: Min-ji\n---\nDear Min-ji,\n",
    ])
    func aLetterStartedFromATemplateIsDatedToday(text: String) {
        let template = LetterFile(text: text, format: .letter)
        let started = LetterTemplate.started(from: template, today: "2026-11-27")
        #expect(started.envelope[.date] == "2026-11-27")
        #expect(started.envelope[.to] == "Min-ji")
        #expect(started.recordedPaperName == "card")
        #expect(started.body == template.body)
        #expect(template.envelope[.date] != "2026-11-27", "the template's own file is untouched")
    }

    /// A plain text template has no front matter: nothing to date.
    @Test func aPlainTemplateIsLeftAsItIs() {
        let template = LetterFile(text: "Dear all,\n", format: .plain)
        #expect(LetterTemplate.started(from: template, today: "2026-11-27") == template)
    }

    @Test(arguments: [
        ("Dear Min-ji,\nHow are you?", "Dear Min-ji,"), ("\n\n   \n  Hello  \nthere", "Hello"), ("", ""), ("\n \n", ""),
    ])
    func theFirstLineListedIsTheFirstThatHoldsWords(body: String, first: String) {
        #expect(LetterTemplate.firstLine(of: body) == first)
    }
}
