import Testing

@testable import LetterKit

/// "New letter from a template" in the palette: the shell lists the
/// templates, the chooser filters them like the palette, and the one chosen
/// is for the shell to open in an editor over this letter, which stays.
@Suite("Editor: new letter from a template")
struct EditorTemplateChooserTests {
    static let templates = [
        TemplateListing(name: "birthday", paper: "postcard", detail: "Happy birthday, dear"),
        TemplateListing(name: "new-year", paper: "letter", detail: "새해 복 많이 받으세요"),
        TemplateListing(name: "broken", paper: nil, detail: "broken: no such paper"),
    ]

    static func palette(asking: Bool = true) -> EditorHarness {
        var editor = EditorHarness(paper: .letter, text: "Dear Ann,", path: "/home/ann/ann.letter", rows: 24, columns: 80)
        editor.press(.function(10))
        editor.type("template")
        #expect(editor.press(.enter) == [.listTemplates])
        return editor
    }

    @Test func theChooserListsEveryTemplateWithItsPaperAndFirstLine() {
        var editor = Self.palette()
        editor.send(.reply(.templatesListed(Self.templates, folder: "/home/ann/.config/letter/templates")))
        guard case .chooseTemplate(let palette) = editor.state.mode else {
            Issue.record("no chooser: \(editor.state.mode)")
            return
        }
        #expect(palette.entries.map(\.action) == ["birthday", "new-year", "broken"])
        #expect(editor.screen.contains { $0.contains("birthday") && $0.contains("Happy birthday") && $0.contains("postcard") })
        #expect(editor.screen.contains { $0.contains("새해 복") })
    }

    @Test(arguments: [("new", "new-year"), ("birth", "birthday"), ("복", "new-year")])
    func typingFiltersAndEnterAsksTheShellToOpenIt(typed: String, chosen: String) {
        var editor = Self.palette()
        editor.send(.reply(.templatesListed(Self.templates, folder: nil)))
        editor.type(typed)
        #expect(editor.press(.enter) == [.openTemplate(chosen)])
        #expect(editor.state.mode == .editing)
        #expect(editor.text == "Dear Ann,")
    }

    @Test func escapeLeavesTheLetterAsItWas() {
        var editor = Self.palette()
        editor.send(.reply(.templatesListed(Self.templates, folder: nil)))
        #expect(editor.press(.escape) == [])
        #expect(editor.state.mode == .editing)
    }

    @Test func withNoTemplatesTheMessageSaysWhereToKeepOne() {
        var editor = Self.palette()
        editor.send(.reply(.templatesListed([], folder: "/home/ann/.config/letter/templates")))
        #expect(editor.state.mode == .editing)
        #expect(editor.state.message?.tone == .warning)
        #expect(editor.screen.contains { $0.contains("No templates yet: save a letter as NAME.letter in") && $0.contains("templates") })
    }

    @Test func aTemplateThatDidNotOpenIsSaid() {
        var editor = Self.palette()
        editor.send(.reply(.templatesListed(Self.templates, folder: nil)))
        editor.type("broken")
        editor.press(.enter)
        editor.send(.reply(.templateClosed(problem: "broken: no such paper")))
        #expect(editor.state.message?.tone == .error)
        #expect(editor.screen.contains { $0.contains("No letter was started") })
    }
}
