/// Text put in whole or not at all: unlike a paste, nothing is cut to fit,
/// because what is put in only means something whole (a signature cut after
/// its first line signs nothing).
extension Page {
    /// Inserts `styled` with its ink at the cursor (over the selection, if
    /// there is one) as one undo step, if the page has room for all of it.
    mutating func insertWhole(_ styled: StyledText) -> EditOutcome {
        guard !styled.isEmpty else { return .unchanged }
        let range = selection ?? cursor..<cursor
        let text = styled.string
        let edit = Edit(start: range.lowerBound, end: range.upperBound, text: text, runs: styled.runs)
        switch admit(proposal(for: edit)) {
        case .success(let admitted):
            commit(admitted, kind: .other, typed: text)
            return .applied
        case .failure(let refusal):
            return .refused(refusal)
        }
    }
}
