// Measures what a keystroke costs in LetterKit, so the claim "an edit costs the
// same on a postcard as on a manuscript" is a figure, not a hope.
//
// Run: swift run -c release letter-bench
// Prints medians; the ratio between the per-character figures is the point.
#if canImport(Glibc)
    import Glibc
#endif
import LetterKit

/// Words typed into the letters: a mix of English, Korean and an emoji.
let sample = "Dear friend, the garden is full of light today. 오늘은 정말 좋은 날이에요 😀 "

/// A letter of `lines` lines made of paragraphs of about five lines each.
func filledText(lines target: Int, columns: Int) -> String {
    var paragraphs: [String] = []
    var used = 0
    let paragraph = String(repeating: sample, count: 5)
    let linesPerParagraph = Document(paragraph, columns: columns).lineCount
    while used + linesPerParagraph <= target {
        paragraphs.append(paragraph)
        used += linesPerParagraph
    }
    while used < target {
        paragraphs.append("")
        used += 1
    }
    return paragraphs.joined(separator: "\n")
}

/// A long letter as a person writes one: `lines` lines of prose, each its own
/// paragraph of 42 to 62 characters or a word more, about one word in four Korean. The words are
/// those the typing benchmark types; a fixed generator makes the same text each run.
func proseLetter(lines: Int) -> String {
    let english = (
        "dear friend the garden is quiet this morning and I have been thinking of you "
            + "we walked along the river after the rain and the light was soft on the water "
            + "my mother sends her love and asks when you will visit again perhaps in spring"
    ).split(separator: " ").map(String.init)
    let korean = "안녕하세요 보고 싶어요 오늘은 날씨가 정말 좋아요 어머니께서 안부를 전하셨어요 편지를 쓰는 것은 오랜만이에요"
        .split(separator: " ").map(String.init)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    var text = ""
    for line in 0..<lines {
        if line > 0 { text += "\n" }
        let target = 42 + next(21)
        var length = 0
        while length < target {
            let word = next(4) == 0 ? korean[next(korean.count)] : english[next(english.count)]
            if length > 0 {
                text += " "
                length += 1
            }
            text += word
            length += word.count
        }
    }
    return text
}

func median(_ samples: [Duration]) -> Duration {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func format(_ duration: Duration) -> String {
    let nanoseconds = nanoseconds(duration)
    if nanoseconds >= 1e7 { return String(Int(nanoseconds / 1e6 + 0.5)) + " ms" }
    if nanoseconds >= 1e6 { return String(Double(Int(nanoseconds / 1e5 + 0.5)) / 10) + " ms" }
    if nanoseconds >= 1e4 { return String(Int(nanoseconds / 1e3 + 0.5)) + " µs" }
    if nanoseconds >= 1e3 { return String(Double(Int(nanoseconds / 1e2 + 0.5)) / 10) + " µs" }
    return String(Int(nanoseconds + 0.5)) + " ns"
}

/// Resident memory of this process in bytes: the second field of
/// /proc/self/statm (Linux), in pages.
func residentBytes() -> Int? {
    #if canImport(Glibc)
        guard let file = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
        return nil
    #endif
}

/// Median cost of typing one character at the end of `text` on `paper` (or in
/// the middle of it): the cursor sits at the end of a new paragraph and each keystroke goes through the
/// whole gate, undo grouping included, and the cursor is then found on the
/// paper, as every frame does.
func typingCost(on paper: Paper, text: String, characters: Int, rounds: Int, inTheMiddle: Bool = false) -> Duration {
    let clock = ContinuousClock()
    let keys = Array(String(repeating: sample, count: characters / sample.count + 1).prefix(characters))
    var samples: [Duration] = []
    for _ in 0..<rounds {
        var page = Page(paper: paper, text: text)
        if inTheMiddle {
            let paragraph = page.document.paragraphs.count / 2
            page.place(at: VisualPoint(row: page.document.firstLine(ofParagraph: paragraph), column: 0))
            page.move(.lineEnd)
        } else {
            page.move(.documentEnd)
        }
        page.perform(.newline)
        for key in keys {
            let command = EditCommand.insert(String(key))
            let start = clock.now
            let outcome = page.perform(command)
            _ = page.point(of: page.cursor)
            samples.append(clock.now - start)
            precondition(outcome == .applied, "the benchmark letter filled up: \(outcome)")
        }
    }
    return median(samples)
}

/// Median cost of one typed key through the whole editor core: `update` in
/// place, then the incremental `FrameRenderer` bringing an 80×24 frame up to
/// date, as the program does for every key (the terminal itself not included).
func keyCost(on paper: Paper, text: String, characters: Int, rounds: Int, styled: Bool = false) -> Duration {
    let clock = ContinuousClock()
    let keys = Array(String(repeating: sample, count: characters / sample.count + 1).prefix(characters))
    var samples: [Duration] = []
    // Fully styled: every paragraph bold, with an italic red stretch in it and
    // a highlighted word, so every character has ink and runs change often.
    let page: Page
    if styled {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> StyledText in
            var styledLine = StyledText(String(line), ink: Ink(bold: true))
            let count = styledLine.count
            if count > 6 {
                styledLine.apply(.italic(true), to: (count / 3)..<(count / 2))
                styledLine.apply(.color(.red), to: (count / 3)..<(count / 2))
                styledLine.apply(.highlight(.yellow), to: (count / 2)..<min(count, count / 2 + 4))
            }
            return styledLine
        }
        page = Page(paper: paper, styled: paragraphs)
    } else {
        page = Page(paper: paper, text: text)
    }
    for _ in 0..<rounds {
        var state = EditorState(page: page, path: "/tmp/bench.letter")
        var renderer = FrameRenderer()
        _ = update(&state, .resize(rows: 24, columns: 80))
        _ = update(&state, .key(.ctrl(.end)))
        _ = update(&state, .key(.enter))
        // Styled, the new line is typed in ink too: every key extends a run.
        if styled { _ = update(&state, .ink(.bold)) }
        renderer.render(state, state.terminal)
        for key in keys {
            let start = clock.now
            _ = update(&state, .key(.character(key)))
            renderer.render(state, state.terminal)
            samples.append(clock.now - start)
        }
        precondition(state.page.text.hasSuffix(String(keys)), "the benchmark's keys did not all go in")
    }
    return median(samples)
}

/// Median cost of typing one character in the middle of one long paragraph,
/// with the cursor (and the screen) showing where it goes.
func typingInLongParagraph(length: Int, characters: Int, rounds: Int) -> Duration {
    let clock = ContinuousClock()
    let paragraph = String(String(repeating: sample, count: length / sample.count + 1).prefix(length))
    let keys = Array(String(repeating: sample, count: characters / sample.count + 1).prefix(characters))
    var samples: [Duration] = []
    for _ in 0..<rounds {
        var page = Page(paper: .manuscript, text: paragraph, cursor: Position(paragraph: 0, offset: length / 2))
        for key in keys {
            let start = clock.now
            let outcome = page.perform(.insert(String(key)))
            _ = page.point(of: page.cursor)
            samples.append(clock.now - start)
            precondition(outcome == .applied, "the long paragraph filled the paper: \(outcome)")
        }
    }
    return median(samples)
}

/// Resident memory added by `steps` undo steps (one word each) typed into the
/// middle of one paragraph of `length` characters.
func undoMemory(length: Int, steps: Int) -> (before: Int, after: Int)? {
    let paragraph = String(String(repeating: sample, count: length / sample.count + 1).prefix(length))
    var page = Page(paper: .manuscript, text: paragraph, cursor: Position(paragraph: 0, offset: length / 2))
    guard let before = residentBytes() else { return nil }
    for step in 0..<steps {
        for key in "w\(step % 10) " { page.perform(.insert(String(key))) }
    }
    guard let after = residentBytes() else { return nil }
    // Keep the page alive until after the measurement.
    precondition(page.canUndo)
    return (before, after)
}

/// Median time to open `text`: build the document and count its lines.
func openingCost(_ text: String, columns: Int, rounds: Int) -> (Duration, Int) {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    var lines = 0
    for _ in 0..<rounds {
        let start = clock.now
        let document = Document(text, columns: columns)
        lines = document.lineCount
        samples.append(clock.now - start)
    }
    return (median(samples), lines)
}

/// Median cost of one paste of `length` characters at the end of a letter.
func pasteCost(on paper: Paper, text: String, length: Int, rounds: Int) -> (Duration, EditOutcome) {
    let clock = ContinuousClock()
    let pasted = String(String(repeating: sample, count: length / sample.count + 1).prefix(length))
    var samples: [Duration] = []
    var last = EditOutcome.unchanged
    for _ in 0..<rounds {
        var page = Page(paper: paper, text: text)
        page.move(.documentEnd)
        let start = clock.now
        last = page.perform(.paste(pasted))
        samples.append(clock.now - start)
    }
    return (median(samples), last)
}

func row(_ label: String, _ value: String, _ note: String = "") {
    let padded = label.count < 58 ? label + String(repeating: " ", count: 58 - label.count) : label
    print("  \(padded) \(value)\(note.isEmpty ? "" : "  [\(note)]")")
}

func ratio(_ big: Duration, _ small: Duration) -> String {
    String(Double(Int(nanoseconds(big) / nanoseconds(small) * 100)) / 100) + "×"
}

let twenty = try Paper(name: "twenty", lines: 20, columns: 64)
let large = try Paper(name: "ten-thousand", lines: 10_000, columns: 64)
let manuscriptLetter = proseLetter(lines: 5_047)

// The memory figure first, before other measurements leave freed memory behind.
let memory = undoMemory(length: 20_000, steps: 1_000)

// Warm up the code paths before measuring.
_ = typingCost(on: twenty, text: filledText(lines: 8, columns: 64), characters: 100, rounds: 1)

let typedCharacters = 400
let small = typingCost(on: twenty, text: filledText(lines: 8, columns: 64), characters: typedCharacters, rounds: 15)
let big = typingCost(on: large, text: filledText(lines: 10_000 - 12, columns: 64), characters: typedCharacters, rounds: 15)
let prose = typingCost(on: .manuscript, text: manuscriptLetter, characters: typedCharacters, rounds: 15)
let proseMiddle = typingCost(on: .manuscript, text: manuscriptLetter, characters: typedCharacters, rounds: 15, inTheMiddle: true)
let longParagraph = typingInLongParagraph(length: 20_000, characters: 400, rounds: 5)
let (opening, openedLines) = openingCost(manuscriptLetter, columns: Paper.manuscript.columns, rounds: 11)

print("typing one character (median of \(typedCharacters * 15) keystrokes through Page.perform)")
row("at the end of an 8-line letter on a 20-line paper", format(small))
row("at the end of a 9,988-line letter on a 10,000-line paper", format(big), "ratio to 20-line \(ratio(big, small))")
row("at the end of a 5,047-line letter on the manuscript paper", format(prose), "ratio to 20-line \(ratio(prose, small))")
row("in the middle of the 5,047-line letter", format(proseMiddle), "ratio to 20-line \(ratio(proseMiddle, small))")
row("in the middle of one 20,000-character paragraph", format(longParagraph))

let editorSmall = keyCost(on: twenty, text: filledText(lines: 8, columns: 64), characters: typedCharacters, rounds: 9)
let editorBig = keyCost(on: large, text: filledText(lines: 10_000 - 12, columns: 64), characters: typedCharacters, rounds: 9)
print("one typed key through update and the incremental renderer, 80×24 (median of \(typedCharacters * 9))")
row("an 8-line letter on a 20-line paper", format(editorSmall))
row("a 9,988-line letter on a 10,000-line paper", format(editorBig), "ratio to 20-line \(ratio(editorBig, editorSmall))")

let plainLetter = keyCost(on: .manuscript, text: manuscriptLetter, characters: typedCharacters, rounds: 9)
let styledLetter = keyCost(on: .manuscript, text: manuscriptLetter, characters: typedCharacters, rounds: 9, styled: true)
row("the 5,047-line letter, plain", format(plainLetter))
row("the 5,047-line letter, every character styled", format(styledLetter), "ratio to plain \(ratio(styledLetter, plainLetter))")

print("opening a letter (median of 11)")
row("Document of the 5,047-line letter (\(manuscriptLetter.utf8.count / 1024) KB)", format(opening), "\(openedLines) lines")

print("undo history")
if let memory {
    let added = Double(memory.after - memory.before) / 1_048_576
    row("resident memory added by 1,000 words typed into one 20,000-character paragraph",
        String(Double(Int(added * 10)) / 10) + " MB",
        "\(memory.before / 1_048_576) MB → \(memory.after / 1_048_576) MB; at most 20 MB allowed")
} else {
    row("resident memory", "not measured", "no /proc/self/statm")
}

let (pasteFits, fitsOutcome) = pasteCost(on: large, text: filledText(lines: 5_000, columns: 64), length: 10_000, rounds: 9)
let (pasteCut, cutOutcome) = pasteCost(on: twenty, text: filledText(lines: 10, columns: 64), length: 10_000, rounds: 9)
print("pasting 10,000 characters (median of 9)")
row("into a 5,000-line letter on the 10,000-line paper", format(pasteFits), fitsOutcome == .applied ? "applied" : "\(fitsOutcome)")
if case .trimmed(let report) = cutOutcome {
    row("into a 10-line letter on the 20-line paper", format(pasteCut), "cut to fit: \(report.insertedCharacters) in, \(report.leftOutCharacters) left out")
} else {
    row("into a 10-line letter on the 20-line paper", format(pasteCut), "\(cutOutcome)")
}
