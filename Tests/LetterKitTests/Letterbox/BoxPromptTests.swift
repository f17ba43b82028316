import Testing

@testable import LetterKit

/// The letterbox's prompts: search as you type, rename, delete, binding a
/// book, and what the screen says when the program answers.
@Suite("Letterbox prompts")
struct BoxPromptTests {
    // MARK: Search

    @Test func eachKeystrokeSearchesAndStaleResultsAreDropped() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("/"))
        #expect(box.type("안녕") == [.search("안"), .search("안녕")])
        // The answer to "안" comes after "안녕" was typed: it is not shown.
        box.send(.found(query: "안", results: BoxFixture.three))
        #expect(box.state.entries.count == 3)
        #expect(box.state.entries == BoxFixture.three.map(BoxEntry.letter))
        box.send(.found(query: "안녕", results: [BoxFixture.three[2]]))
        #expect(box.state.entries.map(\.path) == ["/box/winter.md"])
        #expect(box.press(.enter) == [.open(path: "/box/winter.md")])
    }

    @Test func searchKeysTypeInsteadOfActing() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("/"))
        let effects = box.type("qnsd")
        #expect(effects == [.search("q"), .search("qn"), .search("qns"), .search("qnsd")])
        #expect(box.press(.backspace) == [.search("qns")])
    }

    @Test func escLeavesTheSearchAndTheFolderComesBack() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("/"))
        box.type("snow")
        box.send(.found(query: "snow", results: [BoxFixture.three[2]]))
        box.press(.escape)
        #expect(box.state.mode == .browsing)
        #expect(box.state.entries.count == 3)
        #expect(box.selectedPath == "/box/winter.md")
        #expect(box.titleRow.contains("newest first"))
    }

    @Test func afterTheEditorTheSearchIsAskedAgain() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("/"))
        box.type("snow")
        box.send(.found(query: "snow", results: [BoxFixture.three[2]]))
        box.press(.enter)
        #expect(box.send(.editorClosed(path: "/box/winter.md")) == [.search("snow")])
    }

    @Test func deletingTheLastCharacterShowsTheFolderAgain() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("/"))
        box.type("s")
        box.send(.found(query: "s", results: []))
        #expect(box.state.entries.isEmpty)
        #expect(box.press(.backspace) == [])
        #expect(box.state.entries.count == 3)
    }

    // MARK: Rename

    @Test func renameStartsWithTheNameAndAsksTheProgram() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("r"))
        guard case .renaming(let field, let path) = box.state.mode else {
            Issue.record("not renaming: \(box.state.mode)")
            return
        }
        #expect(field.text == "autumn.letter" && path == "/box/autumn.letter")
        #expect(box.statusRow.hasPrefix(" Rename to: autumn.letter"))
        for _ in 0..<"autumn.letter".count { box.press(.backspace) }
        box.type("가을.letter")
        #expect(box.press(.enter) == [.rename(from: "/box/autumn.letter", to: "/box/가을.letter")])
        #expect(box.state.mode == .browsing)
        #expect(box.send(.renamed(from: "/box/autumn.letter", to: "/box/가을.letter", .done)) == [.list(folder: "", order: .newest)])
        #expect(box.message == "Renamed autumn.letter to 가을.letter")
    }

    struct Refusal: Sendable, CustomStringConvertible {
        var name: String
        var typed: [Key]
        var said: String
        var description: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "empty", typed: [.control("u")], said: "A name needs at least one character"),
        Refusal(name: "taken", typed: [.control("u")] + "spring.letter".map(Key.character), said: "“spring.letter” is taken: choose another name"),
        Refusal(name: "hidden", typed: [.control("u")] + ".secret".map(Key.character), said: "A name cannot start with “.”: the box hides such files"),
    ]

    @Test(arguments: refusals)
    func renameRefuses(_ example: Refusal) {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("r"))
        for key in example.typed { box.press(key) }
        #expect(box.press(.enter) == [])
        #expect(box.message == example.said)
        // The prompt stays for the name to be mended, the reason above it.
        guard case .renaming = box.state.mode else {
            Issue.record("the prompt closed")
            return
        }
        #expect(box.screen[box.screen.count - 2].contains(example.said))
    }

    @Test func aSlashIsRefusedAsItIsTyped() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("r"), .control("u"))
        box.type("a/b")
        guard case .renaming(let field, _) = box.state.mode else { return }
        #expect(field.text == "ab")
        box.press(.backspace)
        box.type("/")
        #expect(box.screen[box.screen.count - 2].contains("“/” is not allowed here: it separates folders"))
    }

    @Test func theProgramFindingTheNameTakenIsSaid() {
        var box = BoxHarness(letters: BoxFixture.three)
        #expect(box.send(.renamed(from: "/box/autumn.letter", to: "/box/notes.pdf", .taken)) == [])
        #expect(box.message == "Not renamed: “notes.pdf” is taken: choose another name")
        box.send(.renamed(from: "/box/autumn.letter", to: "/box/x.letter", .failed(.refused(.readOnlyFileSystem))))
        #expect(box.message == "Not renamed: Read-only file system")
        #expect(box.statusRow.hasPrefix(" Not renamed: Read-only file system"))
        #expect(box.frame.rows[box.screen.count - 1][0].style == .statusError)
    }

    @Test func foldersAreNotRenamedOrDeletedHere() {
        var box = BoxHarness(folders: [BoxFixture.trip], letters: BoxFixture.three)
        box.press(.character("r"))
        #expect(box.message == "Only letters are renamed here")
        box.press(.character("d"))
        #expect(box.message == "Only letters are moved to the trash here")
        #expect(box.state.mode == .browsing)
    }

    // MARK: Delete

    @Test func aLetterMovedToTheTrashLeavesTheList() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.down, .character(" "))
        box.press(.home, .character("d"))
        #expect(box.press(.character("y")) == [.trash(path: "/box/autumn.letter")])
        #expect(box.send(.trashed(path: "/box/autumn.letter", .done)) == [.list(folder: "", order: .newest)])
        #expect(box.message == "Moved autumn.letter to the trash")
        #expect(box.state.entries.map(\.path) == ["/box/spring.letter", "/box/winter.md"])
        #expect(box.selectedPath == "/box/spring.letter")
        box.send(.trashed(path: "/box/spring.letter", .failed(.refused(.permissionDenied))))
        #expect(box.message == "Not moved to the trash: Permission denied")
        #expect(box.state.marked == ["/box/spring.letter"])
    }

    // MARK: Books

    @Test func bindingTheMarkedLettersInTheOrderMarked() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.end, .character(" "))
        box.press(.home, .character(" "))
        #expect(box.state.marked == ["/box/winter.md", "/box/autumn.letter"])
        box.press(.character("b"))
        #expect(box.statusRow == " Book title:")
        box.type("To Grandmother")
        let effects = box.press(.enter)
        let binding = BookBinding(
            folder: "/box/To Grandmother", title: "To Grandmother", letters: ["/box/winter.md", "/box/autumn.letter"])
        #expect(effects == [.bind(binding)])
        #expect(binding.relativeLetters == ["../winter.md", "../autumn.letter"])
        #expect(box.send(.bound(binding, .done)) == [.list(folder: "", order: .newest)])
        #expect(box.message == "Bound 2 letters into “To Grandmother”")
        #expect(box.state.marked.isEmpty)
    }

    @Test func bindingWithoutMarksTakesTheSelectedLetter() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.down, .character("b"))
        box.type("Spring")
        #expect(box.press(.enter) == [.bind(BookBinding(folder: "/box/Spring", title: "Spring", letters: ["/box/spring.letter"]))])
    }

    @Test func aBookTitleTakenByAFolderIsRefused() {
        var box = BoxHarness(folders: [BoxFixture.trip], letters: BoxFixture.three)
        box.press(.down, .character("b"))
        box.type("trip")
        #expect(box.press(.enter) == [])
        #expect(box.message == "“trip” is taken: choose another name")
        #expect(box.press(.escape) == [])
        #expect(box.message == "No book bound")
    }

    @Test func escClearsMarks() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character(" "), .character(" "), .escape)
        #expect(box.state.marked.isEmpty)
        #expect(box.message == "Marks cleared")
    }
}
