extension EditorState {
    /// A question asked in a box before the letter can be edited (it is open
    /// elsewhere, a newer copy exists), answered from a list.
    ///
    /// Answers are chosen with the arrows and Enter, never with a single
    /// letter: a user who starts typing "Dear Mom," before noticing the box must
    /// not answer it by accident. Esc (or Ctrl-Q) takes `safeChoice`, the answer
    /// that loses nothing, and the list starts on it, so a stray Enter takes it
    /// too.
    public struct Question: Hashable, Sendable {
        public var prompt: String
        public var choices: [Choice]
        /// The index of the answer that loses nothing.
        public var safeChoice: Int

        public init(prompt: String, choices: [Choice], safeChoice: Int = 0) {
            self.prompt = prompt
            self.choices = choices
            self.safeChoice = min(max(0, safeChoice), max(0, choices.count - 1))
        }
    }

    /// One answer: how the list names it and what it does.
    public struct Choice: Hashable, Sendable {
        public var label: String
        public var answer: Answer

        public init(label: String, answer: Answer) {
            self.label = label
            self.answer = answer
        }
    }

    /// What an answer to an opening question does.
    public indirect enum Answer: Hashable, Sendable {
        /// Open without the right to change the letter.
        case readOnly
        /// Open for writing all the same.
        case editAnyway
        case quit
        /// Replace the letter with a recovered copy's text and envelope (the
        /// copy is kept on disk until the letter is saved).
        case restore(text: String, envelope: Envelope, copyPath: String)
        /// Keep the saved file; the copy stays where it is.
        case openSaved(copyPath: String)
        /// Say where the copy is, and ask again.
        case showWhere(copyPath: String)
        /// Ask whether to throw the copy away for good.
        case discardCopy(copyPath: String)
        /// Throw the copy away: the one way a copy is ever deleted, reached only
        /// through the confirmation `discardCopy` asks.
        case confirmDiscard(copyPath: String)
        /// Go back to an earlier question.
        case back(Question)
        /// Send the message made for "Send by e-mail".
        case send
        /// Leave the letter unsent.
        case keepUnsent
        /// Go back to writing, nothing done.
        case stay
        /// Quitting several letters: save each, then quit.
        case saveAllAndQuit
        /// Quitting several letters: ask about each in turn.
        case quitOneByOne
    }

    /// The confirmation asked before a recovered copy is deleted: keeping it is
    /// the safe answer, and goes back to `question`.
    static func confirmDiscarding(_ copyPath: String, from question: Question) -> Question {
        Question(
            prompt: tr("Delete the copy at {path} for good? Its text cannot be brought back.", ["path": copyPath]),
            choices: [
                Choice(label: tr("Keep the copy and go back"), answer: .back(question)),
                Choice(label: tr("Delete the copy"), answer: .confirmDiscard(copyPath: copyPath)),
            ],
            safeChoice: 0)
    }
}
