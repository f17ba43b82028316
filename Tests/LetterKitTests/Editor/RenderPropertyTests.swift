import PropertyBased
import Testing

@testable import LetterKit

/// Text from every script a letter, a file name or a message may hold, with the
/// characters that have broken terminal drawing before: zero-width marks,
/// direction marks, combining marks after wide characters, controls.
enum WorldText {
    static let pieces: [String] = [
        // Latin, precomposed and decomposed.
        "Dear", "friend", " ", "  ", "é", "e\u{301}", "ß", "naïve", "x", "antidisestablishmentarianism",
        // Hangul: syllables, and the same as conjoining jamo (NFD), and lone jamo.
        "안녕하세요", "한글", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "\u{1100}", "\u{1161}", "\u{11A8}",
        // Kana with combining voiced marks, and the marks alone.
        "か\u{3099}", "カ\u{309A}", "\u{3099}", "\u{309A}", "ひらがな", "ｶﾞ", "ー",
        // Han, including outside the BMP; full-width forms.
        "漢字", "中文", "\u{2000B}", "Ａ", "\u{3000}",
        // Emoji: presentation selectors, skin tones, ZWJ sequences, flags, tags.
        "😀", "👍🏽", "🏽", "❤️", "\u{FE0F}", "👨‍👩‍👧", "🧑🏿‍🚀", "🏳️‍🌈", "🇰🇷", "🇯🇵", "🇯", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        // Zero-width: ZWSP, ZWNJ, ZWJ, LRM, RLM, word joiner, isolates, BOM, marks alone.
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2060}", "\u{2066}", "\u{2067}",
        "\u{2068}", "\u{2069}", "\u{FEFF}", "\u{301}", "\u{20DD}", "\u{34F}",
        // Right to left: Hebrew, Arabic, overrides and the Arabic letter mark.
        "שלום", "مرحبا", "\u{202E}", "\u{202C}", "\u{61C}",
        // Controls: C0, DEL, C1, an escape sequence, line and paragraph separators.
        "\u{0}", "\u{7}", "\t", "\u{1B}", "\u{1B}[2J", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}",
        "\r", "\n", "\r\n", "\u{2028}", "\u{2029}",
        // Unassigned, noncharacter, private use, replacement.
        "\u{378}", "\u{FFFF}", "\u{E000}", "\u{10FFFD}", "\u{FFFD}",
    ]

    /// Up to `count` pieces, now and then a scalar from anywhere in Unicode.
    static func text<R: RandomNumberGenerator>(_ count: ClosedRange<Int>, using rng: inout R) -> String {
        var text = ""
        for _ in 0..<Int.random(in: count, using: &rng) {
            if Int.random(in: 0..<5, using: &rng) == 0 {
                text.unicodeScalars.append(Pieces.scalar(using: &rng))
            } else {
                text += pieces.randomElement(using: &rng) ?? "x"
            }
        }
        return text
    }

    /// A file path whose name is made of any text, sometimes very long.
    static func path<R: RandomNumberGenerator>(using rng: inout R) -> String {
        let long = Bool.random(using: &rng)
        return "/" + text(0...3, using: &rng) + "/" + text(long ? 10...40 : 0...4, using: &rng) + ".letter"
    }
}

/// An editor state reached through the public API, with any text in the letter,
/// the path, the status message and whatever the mode shows.
struct RenderCase: Sendable, CustomStringConvertible {
    var state: EditorState
    /// A size picked at random; every case is also drawn at the corner sizes.
    var size: TerminalSize

    var description: String {
        "RenderCase(paper: \(state.page.paper.lines)×\(state.page.paper.columns), text: \(Exact(state.page.text)), "
            + "path: \(state.path.map { Exact($0).description } ?? "nil"), "
            + "message: \(state.message.map { Exact($0.text).description } ?? "nil"), mode: \(state.mode), "
            + "size: \(size.rows)×\(size.columns))"
    }

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> RenderCase {
        let paper =
            Bool.random(using: &rng)
            ? ([Paper.postcard, .letter, .long].randomElement(using: &rng) ?? .letter)
            : sheet(Int.random(in: 1...20, using: &rng), Int.random(in: 2...80, using: &rng))
        var page = Page(paper: paper, text: WorldText.text(0...60, using: &rng))
        for _ in 0..<Int.random(in: 0...4, using: &rng) { Step.random(using: &rng).apply(to: &page) }
        var state = EditorState(
            page: page, path: Int.random(in: 0..<6, using: &rng) == 0 ? nil : WorldText.path(using: &rng))
        state.isModified = Bool.random(using: &rng)
        state.isReadOnly = Bool.random(using: &rng)
        if Bool.random(using: &rng) {
            let tones: [EditorState.Message.Tone] = [.info, .warning, .error]
            state.message = EditorState.Message(
                WorldText.text(0...30, using: &rng), tone: tones.randomElement(using: &rng) ?? .info)
        }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: state.mode = .help(scroll: Int.random(in: -3...200, using: &rng))
        case 1:
            let choices = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                EditorState.Choice(label: WorldText.text(0...8, using: &rng), answer: .quit)
            }
            state.ask([EditorState.Question(prompt: WorldText.text(0...40, using: &rng), choices: choices)])
        case 2: state.mode = .confirmQuit
        case 3:
            state.mode = .saveAs(
                TextField(WorldText.text(0...30, using: &rng), rules: .savePath),
                failure: Bool.random(using: &rng) ? .notAFile(path: WorldText.text(0...60, using: &rng)) : nil)
        case 6: state.mode = .find(TextField(WorldText.text(0...30, using: &rng)))
        case 4: state.mode = .confirmOverwrite(path: WorldText.path(using: &rng))
        case 5: state.mode = .confirmReplace(path: WorldText.path(using: &rng))
        case 7:
            let loss = SaveLoss(
                ink: Bool.random(using: &rng), pictures: Int.random(in: 0...12, using: &rng),
                attachments: Int.random(in: 0...3, using: &rng), envelope: Bool.random(using: &rng))
            state.mode = .confirmLoss(path: WorldText.path(using: &rng), overwriteChanges: false, loss: loss)
        default: state.mode = .editing
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            state.scrollTop = [Int.min, -2, 0, 1, 5, 30, 10_000, Int.max].randomElement(using: &rng) ?? 0
        }
        let size = TerminalSize(rows: Int.random(in: 1...60, using: &rng), columns: Int.random(in: 1...200, using: &rng))
        return RenderCase(state: state, size: size)
    }

    /// Sizes where ranges turn inverted: nothing, one cell, one row or column,
    /// the paper just not fitting or just fitting, framed or bare, the largest.
    var cornerSizes: [TerminalSize] {
        let paper = state.page.paper.columns
        let framed = paper + 8
        let pairs = [
            (0, 0), (1, 1), (0, 5), (5, 0), (1, 200), (60, 1), (2, 2), (2, 20), (3, 1), (3, 18), (3, 20),
            (24, 18), (24, 20), (4, paper - 1), (4, paper), (24, framed - 1), (24, framed), (3, framed), (60, 200),
        ]
        return pairs.map { TerminalSize(rows: $0.0, columns: $0.1) }
    }
}

@Suite("Render at any size")
struct RenderPropertyTests {
    /// Any letter, file name, message and mode draws at any terminal size into a
    /// frame shaped like a terminal: every row `size.columns` cells, cell widths
    /// adding up, no control characters, the cursor on the frame.
    @Test func renderDrawsAnyTextAtAnySize() async {
        let input = Gen.drawn { rng in RenderCase.random(using: &rng) }
        await propertyCheck(count: 300, input: input) { example in
            var invariants = Invariants(sourceLocation: #_sourceLocation)
            for size in [example.size] + example.cornerSizes {
                // As set through the public API, and as the shell has it after a resize.
                let (resized, _) = update(example.state, .resize(rows: size.rows, columns: size.columns))
                for state in [example.state, resized] {
                    let frame = render(state, size)
                    let at = "at \(size.rows)×\(size.columns)"
                    invariants.check(frame.rows.count == max(0, size.rows), "\(at): \(frame.rows.count) rows")
                    invariants.check(frame.shapeProblem == nil, "\(at): \(frame.shapeProblem ?? "")")
                    invariants.check(frame.hasNoControlCharacters, "\(at): a control character reached the frame")
                    if let cursor = frame.cursor {
                        invariants.check(
                            (0..<size.rows).contains(cursor.row) && (0..<size.columns).contains(cursor.column),
                            "\(at): cursor at \(cursor) is off the frame")
                    }
                }
                if invariants.failed { break }
            }
        }
    }

    /// The cases users met, drawn at every width from 1 to 40 columns.
    @Test(arguments: [
        ("/home/ann/letters/\u{200B}a-very-long-name-for-a-letter\u{200B}.letter", nil),
        ("/home/ann/\u{200F}שלום-a-long-name\u{200F}\u{200F}.letter", "Saved /home/ann/\u{200F}letters/\u{200F}x.letter"),
        ("/x/한\u{200B}글\u{200D}\u{2066}\u{2069}\u{FEFF}\u{2060}\u{301}.letter", "\u{200E}\u{200F}\u{200E}"),
    ] as [(String, String?)])
    func zeroWidthNameOrMessageAtTheRightEdge(path: String, message: String?) throws {
        var state = EditorState(page: Page(paper: try Paper(lines: 3, columns: 18), text: "a\u{200B}"), path: path)
        state.message = message.map { EditorState.Message($0) }
        for columns in 1...40 {
            for rows in [1, 2, 3, 10] {
                let frame = render(state, TerminalSize(rows: rows, columns: columns))
                #expect(frame.shapeProblem == nil, "at \(rows)×\(columns)")
            }
        }
    }

    /// A question in wide characters stays inside its box at every width: the
    /// box's cells on each row are one run, as wide as the box's top row.
    @Test func wideQuestionTextStaysInsideTheBox() throws {
        var state = EditorState(page: Page(paper: try Paper(lines: 3, columns: 4), text: ""), path: "/x/편지.letter")
        state.ask([
            EditorState.Question(
                prompt: "편지.letter 파일이 다른 곳에서 열려 있습니다. 어떻게 할까요?",
                choices: [
                    EditorState.Choice(label: "읽기 전용으로 열기", answer: .readOnly),
                    EditorState.Choice(label: "끝내기", answer: .quit),
                ])
        ])
        for columns in 7...80 {
            let frame = render(state, TerminalSize(rows: 16, columns: columns))
            // The chosen answer's row is highlighted inside the box.
            let runs = frame.rows.map { row in
                row.indices.filter { row[$0].style == .help || row[$0].style == .selection }
            }.filter { !$0.isEmpty }
            guard let width = runs.first?.count else { continue }
            for run in runs {
                #expect(run.count == width && run.last.map { $0 - run[0] + 1 } == width, "at \(columns) columns")
            }
        }
    }

    /// Sizes no terminal reports, which a `.resize` command can still carry.
    @Test(arguments: [(Int.min, Int.min), (-1, 80), (24, -1), (Int.min, 80)])
    func negativeSizeDrawsAnEmptyFrame(rows: Int, columns: Int) {
        var state = EditorState(page: Page(paper: .letter, text: "Dear Ann,"), path: "/x/a\u{200F}.letter")
        state.mode = .help(scroll: 3)
        let (resized, _) = update(state, .resize(rows: rows, columns: columns))
        let frame = render(resized, TerminalSize(rows: rows, columns: columns))
        #expect(frame.rows.allSatisfy { $0.isEmpty })
        let hasCursor = frame.cursor != nil
        #expect(!hasCursor)
        #expect(EditorKeymaps.micro.helpOverlay.scrollLimit(rows: rows) >= 0)
    }
}
