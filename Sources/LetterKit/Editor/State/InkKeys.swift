/// The ink keys (Alt-B, Alt-I, Alt-U, Alt-H, Alt-K, Alt-N): what each means
/// given where the cursor is.
///
/// With a selection they style it (one undo step); without one they set the
/// style of what is typed next. Bold, italic and underline toggle: on, unless
/// everything they would apply to has it already. Highlight and ink colour
/// cycle through their palettes.
public enum InkKey: Hashable, Sendable {
    case bold, italic, underline, highlight, color, plain

    /// Highlights in the order Alt-H gives them; nil is none.
    static let highlightCycle: [Highlight?] = [.yellow, .green, .pink, nil]
    /// Ink colours in the order Alt-K gives them; nil is the paper's own ink.
    static let colorCycle: [InkColor?] = [nil, .black, .blue, .red, .green, .brown, .purple, .gray]

    /// The change this key makes on `page`.
    func change(on page: Page) -> InkChange {
        let current = page.inkAtCursor
        func everywhere(_ test: (Ink) -> Bool) -> Bool {
            guard page.selection != nil else { return test(current) }
            return page.selectedStyledText.map { text in
                text.allCharacters(in: 0..<text.count) { test($0) }
            } ?? test(current)
        }
        switch self {
        case .bold: return .bold(!everywhere(\.bold))
        case .italic: return .italic(!everywhere(\.italic))
        case .underline: return .underline(!everywhere(\.underline))
        case .highlight:
            let index = InkKey.highlightCycle.firstIndex { $0 == current.highlight } ?? InkKey.highlightCycle.count - 1
            return .highlight(InkKey.highlightCycle[(index + 1) % InkKey.highlightCycle.count])
        case .color:
            let index = InkKey.colorCycle.firstIndex { $0 == current.color } ?? 0
            return .color(InkKey.colorCycle[(index + 1) % InkKey.colorCycle.count])
        case .plain: return .plain
        }
    }
}

extension Ink {
    /// How the status row names the ink: empty for plain, else its marks and
    /// colours in a few words ("bold italic · red · yellow highlight").
    public var statusName: String {
        var parts: [String] = []
        var marks: [String] = []
        if bold { marks.append(tr("bold")) }
        if italic { marks.append(tr("italic")) }
        if underline { marks.append(tr("underlined")) }
        if !marks.isEmpty { parts.append(marks.joined(separator: " ")) }
        if let color { parts.append(tr("{color} ink", ["color": color])) }
        if let highlight { parts.append(tr("{color} highlight", ["color": highlight])) }
        return parts.joined(separator: " · ")
    }
}

extension Ink {
    /// What the status row says when this ink is set for what is typed
    /// next, as a sentence: "Typing in bold", "Typing in italics",
    /// "Typing underlined", "Typing in bold and in red ink", "Typing in
    /// bold italics, underlined and with yellow highlight".
    public var typingSentence: String {
        var parts: [String] = []
        switch (bold, italic) {
        case (true, true): parts.append(tr("in bold italics"))
        case (true, false): parts.append(tr("in bold"))
        case (false, true): parts.append(tr("in italics"))
        case (false, false): break
        }
        if underline { parts.append(tr("underlined")) }
        if let color { parts.append(tr("in {color} ink", ["color": color])) }
        if let highlight { parts.append(tr("with {color} highlight", ["color": highlight])) }
        guard let last = parts.popLast() else { return tr("Plain ink for what you type next") }
        // The list's last join is the language's ("a, b and c"; Korean "a, b, c").
        let how = parts.isEmpty ? last : tr("{list} and {last}", ["list": parts.joined(separator: ", "), "last": last])
        return tr("Typing {how}", ["how": how])
    }
}

extension EditorState {
    /// Whether this letter keeps ink: a `.letter` or `.md` file, or a new
    /// letter (saved as a `.letter` unless named otherwise).
    public var carriesInk: Bool { path.map(LetterFile.carriesInk) ?? true }

    /// Whether this letter keeps type sizes: a `.letter` (its headings are
    /// sizes) or a new letter; a `.md` keeps its headings as lines of text.
    public var carriesSizes: Bool { path.map { LetterFile.Format(path: $0) == .letter } ?? true }

    /// The letter's body as it is saved at `path`: Markdown for a file that
    /// carries ink, the characters alone for any other.
    public func body(forPath path: String?) -> String {
        let ink = path.map(LetterFile.carriesInk) ?? true
        if !ink { return page.plainText(folder: path.map(PicturePath.folder(of:)) ?? ".") }
        return LetterFile.body(
            of: page.document.styledParagraphs, ink: true, keeping: page.markdownSources,
            pictures: page.document.pictures, stickers: page.document.stickers,
            folder: path.map(PicturePath.folder(of:)) ?? ".")
    }

    mutating func pressInk(_ key: InkKey) -> [Effect] {
        guard carriesInk else {
            message = Message(tr("Styles need a .letter or .md file; this one is plain text, so nothing changed"))
            return []
        }
        let change = key.change(on: page)
        let hadSelection = page.selection != nil
        let effects = performEdit(.ink(change))
        if !hadSelection, message == nil {
            let ink = page.pendingInk ?? .plain
            message = Message(ink.typingSentence)
        }
        return effects
    }
}
