/// What the editor says, the one way, when it cannot do what was asked for a
/// reason that is the letter's and not the key's: it is open read-only, or
/// it opened with more lines than its page holds.
extension EditorState {
    /// The refusal of every change and every save while another window has
    /// the letter: the same words whatever was tried, as the reason is the same.
    mutating func refuseReadOnly() -> [Effect] {
        message = Message(tr("Read-only: another letter window has this file open"), tone: .warning)
        return [.flash]
    }

    /// The warning for a letter that opens with lines over its page; nil
    /// when it fits.
    static func overThePageWarning(_ page: Page) -> Message? {
        guard page.linesOver > 0 else { return nil }
        return Message(tr("{over}: trim the letter to fit", ["over": OverThePage.words(lines: page.linesOver)]), tone: .warning)
    }
}
