import Testing

@testable import LetterKit

/// The letterbox's keys while browsing, as a table: keys pressed from the
/// first row, the row selected after, and the effects they asked for.
@Suite("Letterbox keys")
struct BoxKeyTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var keys: [Key]
        var selected: String?
        var effects: [BoxEffect]
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "down", keys: [.down], selected: "/box/trip", effects: []),
        Case(name: "downTwice", keys: [.down, .down], selected: "/box/autumn.letter", effects: []),
        Case(name: "upAtTheTopStays", keys: [.up], selected: "/box/Autumn letters", effects: []),
        Case(name: "downPastTheEndStays", keys: Array(repeating: .down, count: 9), selected: "/box/winter.md", effects: []),
        Case(name: "endThenHome", keys: [.end, .home], selected: "/box/Autumn letters", effects: []),
        Case(name: "end", keys: [.end], selected: "/box/winter.md", effects: []),
        Case(name: "vimKeys", keys: [.character("j"), .character("j"), .character("k")], selected: "/box/trip", effects: []),
        Case(
            name: "enterOpensALetter", keys: [.down, .down, .enter], selected: "/box/autumn.letter",
            effects: [.open(path: "/box/autumn.letter")]),
        Case(name: "enterGoesIntoAFolder", keys: [.down, .enter], selected: nil, effects: [.list(folder: "trip", order: .newest)]),
        Case(
            name: "enterGoesIntoABook", keys: [.enter], selected: nil,
            effects: [.list(folder: "Autumn letters", order: .newest)]),
        Case(name: "rightOpensToo", keys: [.end, .right], selected: "/box/winter.md", effects: [.open(path: "/box/winter.md")]),
        Case(name: "newLetterHere", keys: [.character("n")], selected: "/box/Autumn letters", effects: [.newLetter(folder: "/box")]),
        Case(
            name: "orderCycles", keys: [.character("s")], selected: "/box/Autumn letters",
            effects: [.list(folder: "", order: .name)]),
        Case(name: "quit", keys: [.character("q")], selected: "/box/Autumn letters", effects: [.quit]),
        Case(name: "ctrlQQuits", keys: [.control("q")], selected: "/box/Autumn letters", effects: [.quit]),
        Case(name: "backspaceAtTheTop", keys: [.backspace], selected: "/box/Autumn letters", effects: []),
        Case(name: "deleteAsksFirst", keys: [.end, .character("d")], selected: "/box/winter.md", effects: []),
        Case(name: "deleteYes", keys: [.end, .character("d"), .character("y")], selected: "/box/winter.md", effects: [.trash(path: "/box/winter.md")]),
        Case(name: "deleteAnythingElseIsNo", keys: [.end, .character("d"), .character("q")], selected: "/box/winter.md", effects: []),
        Case(name: "spaceMarksAndMovesOn", keys: [.end, .up, .character(" ")], selected: "/box/winter.md", effects: []),
    ]

    @Test(arguments: cases)
    func keys(_ example: Case) {
        var box = BoxHarness(folders: [BoxFixture.book, BoxFixture.trip], letters: BoxFixture.three)
        let effects = example.keys.flatMap { box.press($0) }
        #expect(box.selectedPath == example.selected)
        #expect(effects == example.effects)
    }

    @Test func everyKeyInTheTableGivesItsCommand() {
        var seen = Set<Key>()
        for binding in BoxKeys.browsing.rows {
            for key in binding.keys {
                #expect(seen.insert(key).inserted, "\(key.name) is bound twice")
                #expect(BoxKeys.browsing.action(for: key) == binding.entries[0].action)
            }
        }
    }

    @Test func helpIsGeneratedFromTheTable() {
        var box = BoxHarness(letters: BoxFixture.three, rows: 30, columns: 100)
        box.press(.function(1))
        let screen = box.screenText
        for binding in BoxKeys.browsing.rows {
            #expect(screen.contains(binding.keyNames), "\(binding.keyNames) missing from the help")
            #expect(screen.contains(String(binding.help.prefix(30))), "\(binding.help) missing from the help")
        }
        box.press(.character("x"))
        #expect(box.state.mode == .browsing)
    }

    @Test func goingIntoAFolderAndBackSelectsTheFolderLeft() {
        var box = BoxHarness(folders: [BoxFixture.book, BoxFixture.trip], letters: BoxFixture.three)
        box.press(.down, .enter)
        #expect(box.titleRow.contains("~/Letters/trip"))
        #expect(box.screenText.contains("Reading the letterbox"))
        box.send(.listed(FolderListing(folder: "trip", order: .newest, folders: [], letters: [
            BoxFixture.letter("sea.letter", title: "From Gangneung", folder: "/box/trip")
        ])))
        #expect(box.selectedPath == "/box/trip/sea.letter")
        let effects = box.press(.backspace)
        #expect(effects == [.list(folder: "", order: .newest)])
        box.send(.listed(FolderListing(folder: "", order: .newest, folders: [BoxFixture.book, BoxFixture.trip], letters: BoxFixture.three)))
        #expect(box.selectedPath == "/box/trip")
    }

    @Test func aListingForAnotherFolderOrOrderIsDropped() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.character("s"))
        box.send(.listed(FolderListing(folder: "", order: .newest, folders: [], letters: [])))
        #expect(box.state.entries.count == 3)
        box.send(.listed(FolderListing(folder: "", order: .name, folders: [], letters: Array(BoxFixture.three.reversed()))))
        #expect(box.state.entries.first?.path == "/box/winter.md")
        #expect(box.titleRow.contains("by name"))
        // The row selected before the order changed stays selected.
        #expect(box.selectedPath == "/box/autumn.letter")
    }

    @Test func pageDownMovesAScreenfulOfRows() {
        let many = (1...20).map { BoxFixture.letter("letter-\($0).letter") }
        var box = BoxHarness(letters: many, rows: 12, columns: 60)
        // 10 rows for the list: five two-row letters a screen, so a page is five letters on.
        box.press(.pageDown)
        #expect(box.selectedPath == "/box/letter-6.letter")
        box.press(.pageDown)
        #expect(box.selectedPath == "/box/letter-11.letter")
        #expect(box.state.top == 6)
        box.press(.pageUp)
        #expect(box.selectedPath == "/box/letter-6.letter")
        box.press(.end)
        #expect(box.state.top == 15)
    }

    @Test func theEditorClosingRelistsAndSelectsTheLetterWritten() {
        var box = BoxHarness(letters: BoxFixture.three)
        let effects = box.send(.editorClosed(path: "/box/new.letter"))
        #expect(effects == [.list(folder: "", order: .newest)])
        box.send(.listed(FolderListing(folder: "", order: .newest, folders: [], letters: [BoxFixture.letter("new.letter")] + BoxFixture.three)))
        #expect(box.selectedPath == "/box/new.letter")
    }
}
