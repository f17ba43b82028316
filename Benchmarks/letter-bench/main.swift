// Measures what a keystroke costs in LetterKit, so the claim "an edit costs the
// same on a postcard as on a manuscript" is a figure, not a hope.
//
// Run: swift run -c release letter-bench
// Prints medians; the ratio between the two per-character figures is the point.
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

func median(_ samples: [Duration]) -> Duration {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
}

func format(_ duration: Duration) -> String {
    let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    if nanoseconds >= 1e6 { return String(Int(nanoseconds / 1e6 + 0.5)) + " ms" }
    if nanoseconds >= 1e3 { return String(Int(nanoseconds / 1e3 + 0.5)) + " µs" }
    return String(Int(nanoseconds + 0.5)) + " ns"
}

/// Median cost of typing one character at the end of a letter that leaves
/// `free` lines empty on `paper`: the cursor sits at the end of a new paragraph
/// and each keystroke goes through the whole gate, undo grouping included.
func typingCost(on paper: Paper, free: Int, characters: Int, rounds: Int) -> Duration {
    let clock = ContinuousClock()
    let text = filledText(lines: paper.lines - free, columns: paper.columns)
    let keys = Array(String(repeating: sample, count: characters / sample.count + 1).prefix(characters))
    var samples: [Duration] = []
    for _ in 0..<rounds {
        var page = Page(paper: paper, text: text)
        page.move(.documentEnd)
        page.perform(.newline)
        for key in keys {
            let command = EditCommand.insert(String(key))
            let start = clock.now
            let outcome = page.perform(command)
            samples.append(clock.now - start)
            precondition(outcome == .applied, "the benchmark letter filled up: \(outcome)")
        }
    }
    return median(samples)
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

let twenty = try Paper(name: "twenty", lines: 20, columns: 64)
let large = try Paper(name: "ten-thousand", lines: 10_000, columns: 64)

// Warm up the code paths before measuring.
_ = typingCost(on: twenty, free: 12, characters: 100, rounds: 1)

let typedCharacters = 400
let small = typingCost(on: twenty, free: 12, characters: typedCharacters, rounds: 15)
let big = typingCost(on: large, free: 12, characters: typedCharacters, rounds: 15)
let ratio = Double(big.components.attoseconds + big.components.seconds * 1_000_000_000_000_000_000)
    / Double(small.components.attoseconds + small.components.seconds * 1_000_000_000_000_000_000)

print("typing one character at the end of the letter (median of \(typedCharacters * 15) keystrokes)")
print("  20-line paper:      \(format(small))")
print("  10,000-line paper:  \(format(big))")
print("  ratio 10,000 / 20:  \(String(Double(Int(ratio * 100)) / 100))×")

let (pasteFits, fitsOutcome) = pasteCost(on: large, text: filledText(lines: 5_000, columns: 64), length: 10_000, rounds: 9)
let (pasteCut, cutOutcome) = pasteCost(on: twenty, text: filledText(lines: 10, columns: 64), length: 10_000, rounds: 9)
print("pasting 10,000 characters (median of 9)")
print("  into a 5,000-line letter on the 10,000-line paper (fits):  \(format(pasteFits))  [\(fitsOutcome == .applied ? "applied" : "\(fitsOutcome)")]")
if case .trimmed(let report) = cutOutcome {
    print("  into a 10-line letter on the 20-line paper (cut to fit):   \(format(pasteCut))  [\(report.insertedCharacters) in, \(report.leftOutCharacters) left out]")
} else {
    print("  into a 10-line letter on the 20-line paper:                \(format(pasteCut))  [\(cutOutcome)]")
}
