import LetterKit
import Testing

/// Drives the desk headlessly, as the shell would: messages through
/// `DeskState.handle`, and a save answered as saved.
struct DeskHarness {
    var desk: DeskState
    /// Every effect the shell was asked for, in order.
    private(set) var effects: [DeskEffect] = []
    private var nextID = 1

    /// The letters `texts` on `paper`, each its own file, the first written
    /// in, in a terminal of `columns` × 24.
    init(_ texts: [String], paper: Paper = .letter, columns: Int = 80) {
        desk = DeskState(first: Self.letter(texts[0], path: "/tmp/1.letter", paper: paper), id: 0)
        for (index, text) in texts.enumerated().dropFirst() {
            send(.opened(id: index, Self.letter(text, path: "/tmp/\(index + 1).letter", paper: paper), show: false))
        }
        send(.input(.resize(rows: 24, columns: columns)))
    }

    static func letter(_ text: String, path: String, paper: Paper) -> EditorState {
        EditorState(page: Page(paper: paper, text: text), path: path)
    }

    /// Sends `message`; a save the shell was asked for is answered as done.
    mutating func send(_ message: DeskMsg) {
        let made = desk.handle(message)
        effects += made
        for effect in made {
            if case .letter(let id, .save(let request)) = effect {
                send(.reply(to: id, .saveFinished(.saved(path: request.path))))
            }
        }
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.input(.key(key))) }
    }

    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    var current: EditorState { desk.current }
    var text: String { current.page.text }
    var frame: Frame {
        var renderer = DeskRenderer()
        return renderer.render(desk, desk.terminal)
    }
    var titleRow: String { frame.lines[0] }
    func text(of id: Int) -> String? { desk.letters.first { $0.id == id }?.state.page.text }
}

@Suite struct DeskTests {
    static let next = Key.alt(.character("."))
    static let previous = Key.alt(.character(","))
    static let nanoNext = Key.alt(.character(">"))
    static let nanoPrevious = Key.alt(.character("<"))

    @Test func bothKeyPairsGoRoundTheLettersAndTheTitleSaysWhichOne() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,", "Dear Cy,"])
        #expect(harness.titleRow.hasPrefix(" 1 of 3 · 1.letter"))
        let steps: [(Key, Int)] = [
            (Self.next, 2), (Self.next, 3), (Self.next, 1), (Self.previous, 3), (Self.nanoPrevious, 2),
            (Self.nanoNext, 3), (Self.nanoNext, 1),
        ]
        for (key, number) in steps {
            harness.press(key)
            #expect(harness.current.deskPlace == DeskPlace(number: number, count: 3))
            #expect(harness.titleRow.hasPrefix(" \(number) of 3 · \(number).letter"), "\(harness.titleRow)")
        }
    }

    @Test func aLetterAloneHasNoPlaceAndSaysHowToOpenAnother() {
        var harness = DeskHarness(["Dear Ann,"])
        #expect(harness.current.deskPlace == nil)
        #expect(harness.titleRow.hasPrefix(" 1.letter · "))
        harness.press(Self.next)
        #expect(harness.current.message?.text == "Only this letter is open: Ctrl-O opens another")
    }

    @Test func eachLetterKeepsItsOwnUndo() {
        var harness = DeskHarness(["Ann", "Bob"])
        // One word each: typing undoes a word at a time.
        harness.press(.ctrl(.end))
        harness.type("one")
        harness.press(Self.next, .ctrl(.end))
        harness.type("two")
        harness.press(Self.previous, .control("z"))
        #expect(harness.text(of: 0) == "Ann")
        #expect(harness.text(of: 1) == "Bobtwo")
        harness.press(Self.next, .control("z"))
        #expect(harness.text(of: 1) == "Bob")
        harness.press(.control("y"))
        #expect(harness.text(of: 1) == "Bobtwo")
        #expect(harness.text(of: 0) == "Ann")
    }

    /// A letter left mid-sentence gets its recovery copy as it is left; a
    /// letter not written in is not ticked (it changes only when written in).
    @Test func aLetterLeftForAnotherIsCopiedForRecoveryAtOnce() {
        var harness = DeskHarness(["Ann", "Bob"])
        harness.type("x")
        let before = harness.effects.count
        harness.press(Self.next)
        let copies = harness.effects[before...].filter {
            if case .letter(0, .writeRecoveryCopy) = $0 { true } else { false }
        }
        #expect(copies.count == 1)
        // Long after: no tick reaches the letter left, so no second copy.
        let after = harness.effects.count
        harness.send(.input(.tick(.seconds(60))))
        #expect(!harness.effects[after...].contains { if case .letter(0, _) = $0 { true } else { false } })
        // Switching back and forth without a change copies nothing more.
        harness.press(Self.previous, Self.next)
        #expect(harness.effects[after...].filter { if case .letter(0, .writeRecoveryCopy) = $0 { true } else { false } }.isEmpty)
    }

    @Test func eachLetterKeepsItsCursorAndSelection() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,"])
        harness.press(.ctrl(.end), .shift(.left), .shift(.left))
        let selected = harness.current.page.selection
        harness.press(Self.next, .right)
        harness.press(Self.previous)
        #expect(harness.current.page.selection == selected)
        #expect(harness.desk.letters[1].state.page.cursor != harness.current.page.cursor)
    }

    @Test func textCutInOneLetterPastesInAFullerOneThroughItsGate() throws {
        let paper = try Paper(lines: 3, columns: 20)
        var harness = DeskHarness(
            ["one two three four five six seven eight nine ten", "full line of words\nsecond line here"], paper: paper,
            columns: 60)
        harness.press(.control("a"), .control("x"))
        #expect(harness.text(of: 0) == "")
        harness.press(Self.next, .ctrl(.end), .enter, .control("v"))
        let pasted = harness.current
        #expect(pasted.page.lineCount <= 3)
        #expect(pasted.page.text.hasPrefix("full line of words\nsecond line here\none two"))
        #expect(pasted.message?.text.contains("did not fit on the page") == true, "\(String(describing: pasted.message))")
        // The letter it was cut from lost nothing it did not give.
        harness.press(Self.previous, .control("z"))
        #expect(harness.text(of: 0) == "one two three four five six seven eight nine ten")
    }

    @Test func quittingWithTwoModifiedAsksOnceAndSavesThemAll() {
        var harness = DeskHarness(["Ann", "Bob", "Cy"])
        harness.type("x")
        harness.press(Self.next)
        harness.type("y")
        harness.press(.control("q"))
        guard case .choose(let question, _) = harness.current.mode else {
            Issue.record("no question: \(harness.current.mode)")
            return
        }
        #expect(question.prompt == "2 letters have unsaved changes. Quit how?")
        // "Save them all, then quit" is the second answer.
        harness.press(.down, .enter)
        let saved = harness.effects.compactMap { effect -> String? in
            if case .letter(_, .save(let request)) = effect { return request.path }
            return nil
        }
        #expect(saved == ["/tmp/1.letter", "/tmp/2.letter"])
        #expect(harness.effects.suffix(2).contains(.quit))
        #expect(harness.effects.contains(.close(2)))
    }

    @Test func quittingOneByOneAsksEachLetterItsOwnQuestion() {
        var harness = DeskHarness(["Ann", "Bob", "Cy"])
        harness.type("x")
        harness.press(Self.next, Self.next)
        harness.type("z")
        harness.press(.control("q"), .down, .down, .enter)
        #expect(harness.current.mode == .confirmQuit)
        #expect(harness.current.path == "/tmp/1.letter")
        harness.press(.character("n"))
        #expect(harness.current.mode == .confirmQuit)
        #expect(harness.current.path == "/tmp/3.letter")
        #expect(!harness.effects.contains(.quit))
        harness.press(.character("y"))
        #expect(harness.effects.last == .quit)
        // The first letter's changes were discarded: it was never saved.
        #expect(!harness.effects.contains { if case .letter(0, .save) = $0 { true } else { false } })
    }

    @Test func cancellingOneLettersQuestionEndsTheQuit() {
        var harness = DeskHarness(["Ann", "Bob"])
        harness.type("x")
        harness.press(Self.next)
        harness.type("y")
        harness.press(.control("q"), .down, .down, .enter)
        harness.press(.escape)
        #expect(harness.current.mode == .editing)
        harness.type("!")
        #expect(!harness.effects.contains(.quit))
        #expect(harness.desk.letters.count == 2)
    }

    @Test func quittingWithNothingUnsavedClosesEveryLetter() {
        var harness = DeskHarness(["Ann", "Bob", "Cy"])
        harness.press(.control("q"))
        #expect(harness.effects == [.close(0), .close(1), .close(2), .quit])
    }

    @Test func sideBySideIsRefusedWhereTheTerminalIsTooNarrowAndSaysHowWide() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,"], columns: 100)
        harness.press(Self.next, .alt(.character("v")))
        #expect(harness.desk.shown.count == 1)
        #expect(harness.current.message?.text == "Side by side needs a terminal 145 columns wide; this one has 100")
    }

    @Test func sideBySideShowsTheLetterAnsweredBesideTheAnswer() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,"], columns: 170)
        harness.press(Self.next, .alt(.character("v")))
        let shown = harness.desk.shown
        #expect(shown.map(\.index) == [0, 1])
        #expect(shown.map(\.columns) == [0..<84, 85..<170])
        #expect(harness.desk.letters.map(\.state.terminal.columns) == [84, 85])
        let lines = harness.frame.lines
        #expect(lines[0].hasPrefix(" 1 of 2 · 1.letter"))
        #expect(lines[0].contains("│ 2 of 2 · 2.letter"))
        #expect(lines.contains { $0.contains("Dear Ann,") && $0.contains("Dear Bob,") })
        // Typing goes to the letter written in (the right one), the cursor with it.
        harness.type("!")
        #expect(harness.text(of: 1) == "!Dear Bob,")
        #expect((harness.frame.cursor?.column ?? 0) > 85)
        // A narrower terminal shows one letter again, at the whole width.
        harness.send(.input(.resize(rows: 24, columns: 120)))
        #expect(harness.desk.shown.count == 1)
        #expect(harness.current.terminal.columns == 120)
    }

    @Test func aClickOnTheOtherLetterWritesInIt() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,"], columns: 170)
        harness.press(Self.next, .alt(.character("v")))
        harness.send(.input(.click(row: 3, column: 10)))
        #expect(harness.current.path == "/tmp/1.letter")
        #expect(harness.desk.shown.count == 2)
    }

    @Test func theSameFileOpenedAgainSwitchesToIt() {
        var harness = DeskHarness(["Dear Ann,", "Dear Bob,"])
        harness.send(.alreadyOpen(id: 1))
        #expect(harness.current.path == "/tmp/2.letter")
        #expect(harness.current.message?.text == "Already open: switched to it")
    }

    /// One letter on the desk is drawn exactly as the editor alone draws it,
    /// by its own renderer: nothing is copied or composed on the way.
    @Test func oneLetterIsDrawnAsTheEditorAloneDrawsIt() {
        var harness = DeskHarness(["Dear Ann,\nHow are you?"])
        var alone = EditorHarness.defaultPaper(text: "Dear Ann,\nHow are you?", path: "/tmp/1.letter")
        var deskRenderer = DeskRenderer()
        var editorRenderer = FrameRenderer()
        for key in [Key.character("a"), .enter, .character("b"), .down, .backspace] {
            harness.press(key)
            alone.press(key)
            let desk = deskRenderer.render(harness.desk, harness.desk.terminal)
            let editor = editorRenderer.render(alone.state, alone.state.terminal)
            #expect(desk == editor)
            #expect(deskRenderer.changes.map(\.row) == editorRenderer.changes.map(\.row))
        }
    }
}
