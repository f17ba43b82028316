/// Pasting: the whole text when it fits, else the longest prefix that does,
/// with a report of what was left out. Every candidate passes the gate.
extension Page {
    /// Inserts the longest prefix of `styled` (in whole graphemes) that fits,
    /// with its ink.
    mutating func paste(_ styled: StyledText) -> EditOutcome {
        let text = styled.string
        guard !text.isEmpty else { return .unchanged }
        let range = selection ?? cursor..<cursor
        let characters = styled.characters
        let whole = Edit(start: range.lowerBound, end: range.upperBound, text: text, runs: styled.runs)
        switch admit(proposal(for: whole)) {
        case .success(let admitted):
            commit(admitted, kind: .other, typed: text)
            return .applied
        case .failure(.wouldJoinSticker):
            // No shorter paste helps: its start is what would join.
            return .refused(.wouldJoinSticker)
        case .failure(let refusal):
            // The line count mostly grows with the prefix, so bisection finds a
            // fitting prefix quickly. It is not strictly monotonic: a prefix that
            // ends mid-word glues onto the word after the cursor and can wrap
            // where a longer prefix ending in a space would not. That effect
            // reaches about a line, so the prefixes up to two lines past the
            // bisection's answer are tried one by one. Every candidate passes the
            // gate.
            var fits = 0
            var tooLong = characters.count
            var best: Admitted?
            func attempt(_ length: Int) -> Admitted? {
                let candidate = Edit(
                    start: range.lowerBound, end: range.upperBound, text: String(characters[..<length]),
                    runs: Document.runs(styled.runs, in: 0..<length))
                if case .success(let admitted) = admit(proposal(for: candidate)) { return admitted }
                return nil
            }
            while tooLong - fits > 1 {
                let middle = (fits + tooLong) / 2
                if let admitted = attempt(middle) {
                    fits = middle
                    best = admitted
                } else {
                    tooLong = middle
                }
            }
            let window = min(characters.count - 1, fits + 2 * paper.columns + 2)
            if window > fits {
                for length in stride(from: window, to: fits, by: -1) {
                    if let admitted = attempt(length) {
                        fits = length
                        best = admitted
                        break
                    }
                }
            }
            if best == nil {
                let empty = Edit(start: range.lowerBound, end: range.upperBound, text: "")
                if range.isEmpty == false, case .success(let admitted) = admit(proposal(for: empty)) {
                    best = admitted
                }
            }
            let leftOut = Array(characters[fits...])
            // A newline at the cut only ends the last line that fit; it is not a
            // line of the text left out.
            let leftOutText = leftOut.first?.isParagraphBreak == true ? leftOut.dropFirst() : leftOut[...]
            let leftOutLines = leftOutText.isEmpty ? 0 : Document(String(leftOutText), columns: paper.columns).lineCount
            let report = PasteReport(
                insertedCharacters: fits, leftOutCharacters: leftOut.count, leftOutLines: leftOutLines,
                refusal: refusal)
            guard let best else { return .refused(refusal) }
            commit(best, kind: .other, typed: String(characters[..<fits]))
            return .trimmed(report)
        }
    }
}
