/// The person's sign-off, as the program found it at launch: the core is
/// handed this value (as it is handed the keymaps) and never reads a file.
public enum Signature: Hashable, Sendable {
    /// None is set; `file` is where one would be read from (nil when there
    /// is no configuration folder).
    case none(file: String?)
    /// The signature's text, cleaned (`cleaned(_:)`), in the letter's
    /// Markdown ink (`**Hana**`).
    case text(String)
    /// The signature file is there but cannot be used, and why.
    case unusable(path: String, LetterFileError)

    /// Biggest signature file read, in bytes: a sign-off is a few lines, and
    /// the file is read before the letter opens.
    public static let sizeLimit = 4096

    /// The signature `text` (from config.toml or the file) gives: `.none`
    /// when nothing is left of it once cleaned.
    public static func found(_ text: String, file: String?) -> Signature {
        let cleaned = cleaned(text)
        return cleaned.isEmpty ? .none(file: file) : .text(cleaned)
    }

    /// `text` without what a terminal or the page would act on: carriage
    /// returns (a file written on Windows), every other control character,
    /// DEL, C1 controls, directional overrides (`TerminalSafe`'s set) and the
    /// page's own picture marks are dropped, a tab becomes a space; its lines
    /// are kept. Blank lines at either end are dropped: a file's last newline
    /// would otherwise put an empty line under the name.
    static func cleaned(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in Document.withoutPictureMarks(text).unicodeScalars {
            if scalar == "\n" {
                kept.append(scalar)
            } else if scalar == "\t" {
                kept.append(" ")
            } else if !TerminalSafe.needsEscaping(scalar) {
                kept.append(scalar)
            }
        }
        var lines = String(kept).split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Why a signature file could not be used, in a signature's words.
    static func problem(_ error: LetterFileError, path: String) -> String {
        switch error {
        case .notFound, .unreadable: error.description
        case .isDirectory: tr("{path} is a folder, not a signature file", ["path": path])
        case .invalidUTF8(let offset):
            tr("{path} is not UTF-8 text (invalid byte at offset {offset})", ["path": path, "offset": offset])
        case .binary(let offset):
            tr("{path} holds binary data (a NUL byte at offset {offset}), not a signature", ["path": path, "offset": offset])
        case .tooLarge(let bytes, let limit):
            tr(
                "{path} is too large for a signature ({bytes} bytes; the limit is {limit})",
                ["path": path, "bytes": bytes, "limit": limit])
        }
    }
}

extension EditorState {
    /// The signature put in at the cursor through the gate, with its ink
    /// where this file keeps ink and as its plain words where it cannot; one
    /// undo step. It goes in whole or not at all: a signature cut to fit
    /// would sign with half a name, so a page without room refuses it and
    /// says so.
    mutating func insertSignature() -> [Effect] {
        switch signature {
        case .none(let file?):
            message = Message(
                tr("No signature yet: write one in {path}, or as signature = \"…\" in config.toml"), paths: ["path": file],
                tone: .warning)
            return []
        case .none(nil):
            message = Message(tr("No signature yet: write one as signature = \"…\" in config.toml"), tone: .warning)
            return []
        case .unusable(let path, let error):
            message = Message(tr("Signature not used: {problem}", ["problem": Signature.problem(error, path: path)]), tone: .error)
            return []
        case .text(let text):
            let revisionBefore = revision
            let effects = performEdit(.insertWhole(signatureText(text)))
            if revision == revisionBefore, let refusal = message, refusal.tone == .error {
                message = Message(
                    tr("The signature does not fit (it goes in whole or not at all): {refusal}", ["refusal": refusal.text]),
                    tone: .error)
            }
            return effects
        }
    }

    /// The signature's lines as styled text: each line of it a line of the
    /// letter (as a person types a sign-off, with no Markdown hard breaks),
    /// its ink read as a `.letter` body's inline ink is, kept or reduced to
    /// its words by this file's kind.
    func signatureText(_ text: String) -> StyledText {
        var styled = StyledText()
        for (index, line) in LetterFile.styledParagraphs(ofBody: text, ink: true).enumerated() {
            if index > 0 { styled.append(StyledText("\n")) }
            styled.append(line)
        }
        return carriesInk ? styled : StyledText(styled.string)
    }
}
