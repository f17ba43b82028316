/// Where find and replace (Ctrl-R) stands: asking for the text to find,
/// then for what replaces it, then asking about each match in turn.
public enum ReplaceStep: Hashable, Sendable {
    /// The text to find, offered from the last search.
    case find(TextField)
    /// What replaces `term`, offered from the last replacement.
    case with(TextField, term: String)
    /// A match is selected: replace it, skip it, replace all the rest, or stop.
    case asking(ReplaceRun)

    /// The field being typed into, at the two prompts.
    var field: TextField? {
        switch self {
        case .find(let field), .with(let field, _): field
        case .asking: nil
        }
    }
}

/// What a key does while a match waits for an answer.
public enum ReplaceAnswer: Hashable, Sendable { case replace, skip, all, stop }

/// Find and replace: the two prompts, then a question per match, each
/// replacement through the page's gate (Page+Replace.swift). What was
/// replaced stays when the pass stops; each `y` is one undo step, and `a`
/// replaces all the rest as one.
extension EditorState {
    mutating func startReplacing() -> [Effect] {
        if isReadOnly { return refuseReadOnly() }
        mode = .replace(.find(TextField(offering: lastSearch)))
        return []
    }

    mutating func pressReplacing(_ key: Key, step: ReplaceStep) -> [Effect] {
        switch step {
        case .find(var field):
            switch keymaps.replacePrompt.action(for: key) {
            case .accept:
                guard !field.isEmpty else {
                    mode = .editing
                    message = Message(tr("Nothing to find"))
                    return []
                }
                lastSearch = field.text
                mode = .replace(.with(TextField(offering: lastReplacement), term: field.text))
            case .cancel:
                mode = .editing
            case .complete, nil:
                if field.apply(key) { mode = .replace(.find(field)) }
            }
            return []
        case .with(var field, let term):
            switch keymaps.replacePrompt.action(for: key) {
            case .accept:
                lastReplacement = field.text
                var run = ReplaceRun(term: term, replacement: field.text, from: page.selection?.lowerBound ?? page.cursor)
                guard page.nextMatch(in: &run) != nil else {
                    mode = .editing
                    message = Message(tr("“{text}” is not in the letter", ["text": term]), tone: .warning)
                    return []
                }
                mode = .replace(.asking(run))
            case .cancel:
                mode = .editing
            case .complete, nil:
                if field.apply(key) { mode = .replace(.with(field, term: term)) }
            }
            return []
        case .asking(var run):
            return answer(key, to: &run)
        }
    }

    private mutating func answer(_ key: Key, to run: inout ReplaceRun) -> [Effect] {
        var effects: [Effect] = []
        switch keymaps.replaceQuestion.action(for: key) {
        case .replace:
            effects = noteReplaced(page.replaceCurrent(in: &run))
            if page.nextMatch(in: &run) == nil { return finish(run, effects: effects) }
        case .skip:
            message = nil
            if let current = run.current { run.pass(current) }
            if page.nextMatch(in: &run) == nil { return finish(run, effects: effects) }
        case .all:
            let before = run.replaced
            page.replaceRest(in: &run)
            if run.replaced > before { noteChanged() }
            return finish(run, effects: run.refused > 0 ? [.flash] : [])
        case .stop:
            return finish(run, effects: [])
        case nil:
            return []
        }
        mode = .replace(.asking(run))
        return effects
    }

    /// After a `y`: the letter changed, or the page had no room.
    private mutating func noteReplaced(_ outcome: EditOutcome) -> [Effect] {
        switch outcome {
        case .applied:
            noteChanged()
            message = nil
            return []
        case .refused:
            message = Message(tr("That one did not fit on the page."), tone: .warning)
            return [.flash]
        case .trimmed, .unchanged:
            return []
        }
    }

    private mutating func noteChanged() {
        revision += 1
        isModified = true
    }

    /// Back to writing, saying what the pass did.
    private mutating func finish(_ run: ReplaceRun, effects: [Effect]) -> [Effect] {
        mode = .editing
        message = Message(EditorState.replacedSummary(run), tone: run.refused > 0 ? .warning : .info)
        return effects
    }

    /// "Replaced 12; 3 did not fit on the page".
    static func replacedSummary(_ run: ReplaceRun) -> String {
        guard run.refused > 0 else { return tr("Replaced {count}", ["count": run.replaced]) }
        return tr("Replaced {count}; {refused} did not fit on the page", ["count": run.replaced, "refused": run.refused])
    }

    /// The question asked about a match, with its keys.
    var replaceQuestion: String? {
        guard case .replace(.asking(let run)) = mode else { return nil }
        let shown = run.replacement.count > 24 ? String(run.replacement.prefix(23)) + "\u{2026}" : run.replacement
        let keys = keymaps.replaceQuestion.hint()
        return shown.isEmpty
            ? tr("Delete this?  {keys}", ["keys": keys]) : tr("Replace with “{text}”?  {keys}", ["text": shown, "keys": keys])
    }
}
