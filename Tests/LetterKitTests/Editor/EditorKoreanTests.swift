@testable import LetterKit
import Testing

/// The editor in Korean: its title and status rows, messages, questions and
/// F1 page come from the catalog, and every row still fits its terminal at
/// 60 × 20 and 80 × 24 with the position and counts in sight.
@Suite struct EditorKoreanTests {
    static let sizes: [(rows: Int, columns: Int)] = [(20, 60), (24, 80)]

    /// In Korean: `body` runs with the Korean catalog in force.
    private func inKorean(_ body: () throws -> Void) rethrows {
        try InterfaceLanguage.$override.withValue(KoreanCatalog.shared) { try body() }
    }

    private func inKoreanValue<Value>(_ body: () -> Value) -> Value {
        InterfaceLanguage.$override.withValue(KoreanCatalog.shared) { body() }
    }

    /// Every row of the screen at most as wide as the terminal, and the frame
    /// a faithful picture of one (no wide character split at an edge).
    private func expectFits(_ editor: EditorHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = editor.frame
        #expect(frame.shapeProblem == nil, sourceLocation: sourceLocation)
        for (index, line) in editor.screen.enumerated() {
            #expect(
                CellWidth.of(line) <= frame.size.columns, "row \(index): \(line)", sourceLocation: sourceLocation)
        }
    }

    /// The default paper at 80 columns; at 60, a paper 40 columns wide, as
    /// the default paper's 64 do not fit there.
    private func editor(rows: Int, columns: Int, text: String = "", path: String? = "/tmp/엄마께.letter") -> EditorHarness {
        let paper = columns < 70 ? (try? Paper(lines: 12, columns: 40)) ?? .letter : .letter
        return EditorHarness(paper: paper, text: text, path: path, rows: rows, columns: columns)
    }

    @Test(arguments: sizes)
    func theTitleAndStatusRowsSpeakKoreanAndFit(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns)
            editor.type("안녕하세요 엄마")
            editor.pause()
            #expect(editor.titleRow.contains("엄마께.letter"))
            #expect(editor.titleRow.contains("수정됨"))
            #expect(!editor.titleRow.contains("modified"))
            // The position and the counts stay in sight, in Korean.
            // Seven syllables and a space: column 16 in cells.
            #expect(editor.statusRow.contains("줄 1, 칸 16"), "\(editor.statusRow)")
            #expect(!editor.statusRow.contains("Ln "))
            expectFits(editor)
        }
    }

    @Test func theTitleNamesThePaperInKoreanWhereThereIsRoom() {
        inKorean {
            let editor = editor(rows: 24, columns: 80, path: nil)
            #expect(editor.titleRow.hasPrefix(" 새 편지 · "))
            #expect(editor.titleRow.contains("편지지"))
            expectFits(editor)
        }
    }

    @Test func englishStaysWithoutACatalog() {
        var editor = editor(rows: 24, columns: 80)
        editor.type("Hi")
        editor.pause()
        #expect(editor.titleRow.contains("modified"))
        #expect(editor.statusRow.contains("Ln 1, Col 3"))
    }

    @Test(arguments: sizes)
    func aRefusalIsShownInKoreanAndFits(rows: Int, columns: Int) throws {
        try inKorean {
            var editor = EditorHarness(
                paper: try Paper(lines: 3, columns: 20), text: "Dear Ann,\nI miss you.\nYours, Bo", rows: rows,
                columns: columns)
            editor.press(.ctrl(.end))
            #expect(editor.press(.enter) == [.flash])
            #expect(editor.statusRow == " 종이 끝입니다: 3번째 줄이 마지막 줄입니다.")
            expectFits(editor)
            editor.press(.control("z"))
            #expect(editor.statusRow.hasPrefix(" 되돌릴 것이 없습니다"))
            expectFits(editor)
        }
    }

    @Test(arguments: sizes)
    func theQuitQuestionIsKoreanAndItsKeysStillAnswer(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns)
            editor.type("가")
            editor.press(.control("q"))
            #expect(editor.statusRow.contains("끝내기 전에 저장할까요?"), "\(editor.statusRow)")
            #expect(editor.statusRow.contains("y: 저장"))
            expectFits(editor)
            editor.press(.escape)
            #expect(editor.message?.text == "끝내기를 취소했습니다")
            editor.press(.control("q"))
            #expect(editor.press(.character("n")) == [.quit])
        }
    }

    @Test(arguments: sizes)
    func aPromptAndItsLabelAreKorean(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns, text: "사랑하는 엄마")
            editor.press(.control("f"))
            #expect(editor.statusRow.hasPrefix(" 찾기:"))
            editor.type("아빠")
            editor.press(.enter)
            #expect(editor.message?.text == "편지에 “아빠”이(가) 없습니다")
            expectFits(editor)
        }
    }

    @Test(arguments: sizes)
    func theHelpPageIsKoreanAndEveryLineFits(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns)
            editor.press(.function(1))
            #expect(editor.screen.contains { $0.contains("편지 저장") })
            #expect(editor.statusRow.hasPrefix(" 키: "))
            expectFits(editor)
            // Scrolled to its end, every line has been on screen and fitted.
            var seen = Set(editor.screen)
            for _ in 0..<20 {
                editor.press(.pageDown)
                expectFits(editor)
                seen.formUnion(editor.screen)
            }
            #expect(seen.contains { $0.contains("입력 줄이나 봉투 칸에서") })
        }
    }

    @Test func theHelpPagesLinesAreKoreanWhereTheEnglishIs() {
        let english = EditorKeys.helpLines
        inKorean {
            let korean = EditorKeymaps.micro.helpLines
            #expect(korean.count == english.count)
            #expect(korean.contains { $0.contains("되돌리기") })
            #expect(!korean.contains { $0.contains("Save the letter") })
        }
        #expect(EditorKeymaps.micro.helpLines == english)
    }

    /// The help box at 80 columns has 74 cells for a line; a Korean line
    /// takes no more, or no more than its English does where that is wider.
    @Test func eachKoreanHelpLineFitsTheBoxAsTheEnglishDoes() {
        let english = EditorKeys.helpLines
        inKorean {
            let korean = EditorKeymaps.micro.helpLines
            for (line, englishLine) in zip(korean, english) {
                #expect(CellWidth.of(line) <= max(74, CellWidth.of(englishLine)), "\(CellWidth.of(line)): \(line)")
            }
        }
    }

    /// The hints of the rows that are tight (a question with its keys, the
    /// envelope form's keys, the attach prompt, the help page's status row)
    /// take no more cells in Korean than in English.
    @Test func theTightHintsAreNoWiderInKorean() {
        let keys = EditorKeymaps.micro
        func hints() -> [String] {
            [
                keys.quitQuestion.hint(), keys.quitKeepingQuestion.hint(), keys.replaceQuestion.hint(),
                keys.envelopeForm.hint(), keys.attachHint, HelpOverlay.hint,
            ]
        }
        let english = hints()
        let korean = inKoreanValue { hints() }
        #expect(korean != english)
        for (korean, english) in zip(korean, english) {
            #expect(CellWidth.of(korean) <= CellWidth.of(english), "\(korean) | \(english)")
        }
    }

    /// At 80 columns the question and all its keys; at 60, as in English,
    /// the question and the first keys, the row cut at a cell boundary.
    @Test(arguments: sizes)
    func theReplaceQuestionIsKoreanWithItsKeys(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns, text: "엄마 엄마 엄마")
            editor.press(.control("r"))
            editor.type("엄마")
            editor.press(.enter)
            editor.type("어머니")
            editor.press(.enter)
            #expect(editor.statusRow.hasPrefix(" “어머니”(으)로 바꿀까요?"), "\(editor.statusRow)")
            #expect(editor.statusRow.contains("y: 바꾸기  n: 넘김"), "\(editor.statusRow)")
            if columns >= 80 { #expect(editor.statusRow.hasSuffix("Esc: 멈춤"), "\(editor.statusRow)") }
            expectFits(editor)
            editor.press(.character("a"))
            #expect(editor.message?.text == "3곳을 바꿨습니다")
        }
    }

    @Test(arguments: sizes)
    func theRecoveryQuestionIsAKoreanBoxThatFits(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns, text: "저장한 글")
            let question = EditorState.Question.recoveredCopy(
                kind: .emergency, letterName: "엄마께.letter", text: "되살릴 글", copyPath: "/tmp/엄마께.letter.save")
            editor.send(.ask([question]))
            let box = editor.screenText
            #expect(box.contains("비상 사본"), "\(box)")
            #expect(box.contains(" ▸ 저장한 편지 열기 (사본은 두기)"))
            #expect(box.contains("Esc: 저장한 편지 열기 (사본은 두기)"))
            expectFits(editor)
            // Typing never answers; Up and Down then Enter do.
            editor.type("y")
            #expect(editor.message?.text == "Up·Down으로 답을 고르고 Enter를 누르세요 (Esc: 저장한 편지 열기 (사본은 두기))")
            editor.press(.down, .enter)
            #expect(editor.message?.text == "사본 위치: /tmp/엄마께.letter.save")
        }
    }

    @Test(arguments: sizes)
    func theEnvelopeFormIsTitledInKoreanAndFits(rows: Int, columns: Int) {
        inKorean {
            var editor = editor(rows: rows, columns: columns)
            editor.press(.function(2))
            #expect(editor.screen.dropFirst().dropLast().contains { $0.contains("  봉투 ") || $0.hasSuffix("  봉투") }, "\(editor.screenText)")
            #expect(editor.statusRow.hasPrefix(" 봉투 · "))
            #expect(editor.screen.contains { $0.contains("Esc, F2: 닫기") })
            expectFits(editor)
        }
    }

    @Test func thePaletteListsAndFiltersKoreanNames() {
        inKorean {
            var editor = editor(rows: 24, columns: 80)
            editor.press(.function(10))
            editor.type("인쇄")
            #expect(editor.screen.contains { $0.contains("편지 인쇄") }, "\(editor.screenText)")
            expectFits(editor)
        }
    }

    @Test func theFiguresDrawnInPlaceAfterAPauseMatchAWholeRender() throws {
        try inKorean {
            var state = EditorState(page: Page(paper: try Paper(lines: 12, columns: 40), text: "안녕"), path: "/tmp/a.letter")
            _ = update(&state, .resize(rows: 20, columns: 60))
            _ = state.handle(.input(.idle))
            var renderer = FrameRenderer()
            renderer.render(state, state.terminal)
            _ = state.handle(.move(.documentEnd, selecting: false))
            for character in "하세요" {
                _ = state.handle(.input(.key(.character(character))))
                renderer.render(state, state.terminal)
                _ = state.handle(.input(.idle))
                renderer.renderAfterIdle(state, state.terminal)
                #expect(renderer.frame == render(state, state.terminal))
            }
            #expect(renderer.frame.lines.last?.contains("칸 11") == true)
        }
    }

    @Test func anInkSentenceIsOneKoreanSentence() {
        inKorean {
            var ink = Ink.plain
            ink.bold = true
            ink.underline = true
            #expect(ink.typingSentence == "다음 입력: 굵게, 밑줄")
        }
        var ink = Ink.plain
        ink.bold = true
        ink.underline = true
        #expect(ink.typingSentence == "Typing in bold and underlined")
    }
}
