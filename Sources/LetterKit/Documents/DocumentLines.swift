/// The look a document gives some text, as far as a letter keeps it: each
/// attribute nil where this level of styles says nothing (so a span's look
/// lies over its paragraph's, and a style's over its parent's).
struct DocumentLook: Hashable, Sendable {
    var bold: Bool?
    var italic: Bool?
    var underline: Bool?
    /// `#rrggbb`, lower case.
    var color: String?
    var background: String?

    /// This look over `base`: what this one says, else what `base` says.
    func over(_ base: DocumentLook) -> DocumentLook {
        DocumentLook(
            bold: bold ?? base.bold, italic: italic ?? base.italic, underline: underline ?? base.underline,
            color: color ?? base.color, background: background ?? base.background)
    }

    /// A colour as the documents write it (`FF0000`, `#ff0000`), as runs
    /// write it; nil for `auto`, `transparent` or anything else.
    static func hex(_ value: String?) -> String? {
        guard var value else { return nil }
        if value.hasPrefix("#") { value.removeFirst() }
        guard value.count == 6, value.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + value.lowercased()
    }

    /// The text run of `text` in this look: only what differs from the
    /// defaults (black is the paper's ink, white no background).
    func run(_ text: String) -> TextRun {
        var styles: [String] = []
        if bold == true { styles.append(RunStyle.bold.rawValue) }
        if italic == true { styles.append(RunStyle.italic.rawValue) }
        if underline == true { styles.append(RunStyle.underline.rawValue) }
        return TextRun(
            text: text, textColor: color == "#000000" ? nil : color,
            background: background == "#ffffff" ? nil : background, textStyle: styles.isEmpty ? nil : styles)
    }
}

/// The letter's lines as a document is read, one paragraph or line break
/// at a time.
///
/// Text is cleaned as a received message's is (`ReceivedLetter
/// .withoutControls`: controls removed, a tab four spaces), and text in one
/// look runs on in one run.
struct DocumentLines {
    private(set) var lines: [[Run]] = []
    private var current: [Run] = []
    /// Whether anything was put on the line being made.
    private(set) var lineStarted = false
    /// The paragraph being read is a heading (or a title): each of its
    /// lines is large type, as a letter's heading-like line is.
    var inHeading = false

    mutating func text(_ text: String, look: DocumentLook) {
        let cleaned = ReceivedLetter.withoutControls(text, keepingBreaks: false)
        guard !cleaned.isEmpty else { return }
        lineStarted = true
        let run = look.run(cleaned)
        if var last = current.last?.text, last.textColor == run.textColor, last.background == run.background,
            last.textStyle == run.textStyle
        {
            last.text += cleaned
            current[current.count - 1] = Run(text: last)
        } else {
            current.append(Run(text: run))
        }
    }

    /// The text of the line being made so far.
    var currentText: String { current.compactMap(\.text?.text).joined() }

    mutating func image(_ image: ImageRun) {
        lineStarted = true
        current.append(Run(image: image))
    }

    /// Ends the line being made (a paragraph's end, or a line break).
    mutating func endLine() {
        if inHeading {
            for index in current.indices where current[index].text != nil {
                current[index].text?.fontSize = TypeSize.large.fontSize
            }
        }
        lines.append(current)
        current = []
        lineStarted = false
    }

    /// The lines, the last one ended, empty lines at the end dropped (a
    /// document's last paragraph ends its last line).
    mutating func finished() -> [[Run]] {
        if lineStarted { endLine() }
        while let last = lines.last, last.allSatisfy({ $0.text?.text.trimmingLayoutSpaces.isEmpty ?? false }) {
            lines.removeLast()
        }
        return lines
    }
}

/// Picture sizes as documents write them, in points.
enum DocumentLengths {
    /// An ODF length (`2.5in`, `6.35cm`, `20mm`, `72pt`, `1pc`) in points.
    static func points(_ length: String?) -> Double? {
        guard let length else { return nil }
        let units: [(String, Double)] = [("in", 72), ("cm", 72 / 2.54), ("mm", 72 / 25.4), ("pt", 1), ("pc", 12), ("px", 0.75)]
        for (unit, factor) in units where length.hasSuffix(unit) {
            guard let number = Double(length.dropLast(unit.count)), number.isFinite, number > 0 else { return nil }
            return number * factor
        }
        return nil
    }

    /// An OOXML length in EMU (914,400 an inch) in points.
    static func points(emu: String?) -> Double? {
        guard let emu, let number = Double(emu), number.isFinite, number > 0 else { return nil }
        return number / 12_700
    }
}
