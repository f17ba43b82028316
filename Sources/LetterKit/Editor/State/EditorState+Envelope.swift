/// The envelope form (F2): who the letter goes to, from whom, where and when.
extension EditorState {
    /// F2: opens the form over the paper, or says why there is none.
    mutating func openEnvelope() -> [Effect] {
        guard path.map(LetterFile.usesFrontMatter(path:)) ?? true else {
            message = Message(tr("Only a .letter has an envelope: it is kept in its front matter, which this file has none of"))
            return []
        }
        mode = .envelope(EnvelopeForm(envelope))
        return []
    }

    /// A key in the form, looked up in the envelope form's keymap in use: Tab,
    /// Shift-Tab, Up and Down move between fields; Esc or F2 close it; Ctrl-S
    /// closes it and saves; every other key edits the field.
    mutating func pressInEnvelope(_ key: Key, form: EnvelopeForm) -> [Effect] {
        var form = form
        switch keymaps.envelopeForm.action(for: key) {
        case .next:
            form.move(by: 1)
        case .previous:
            form.move(by: -1)
        case .close:
            return closeEnvelope(form, thenSave: false)
        case .save:
            return closeEnvelope(form, thenSave: true)
        case nil:
            let before = form.envelope
            _ = form.apply(key)
            // A value typed is held even before the form closes: the copies
            // kept against a crash or a signal take it (see `heldEnvelope`).
            if form.envelope != before { revision += 1 }
        }
        mode = .envelope(form)
        return []
    }

    /// Takes the form's values into the letter and says what is wrong with
    /// any, then saves if asked. A wrong value is kept as typed: nothing
    /// blocks saving. A date left as `today` is kept as the word until the
    /// shell has read the clock (`dateEnvelope`), and the save waits for it.
    private mutating func closeEnvelope(_ form: EnvelopeForm, thenSave: Bool) -> [Effect] {
        takeEnvelope(form)
        if envelope[.date] == EnvelopeField.todayWord { return [.readTodayForEnvelope(thenSave: thenSave)] }
        return thenSave ? perform(.save) : []
    }

    /// The shell's answer to `.readTodayForEnvelope`: `today` becomes the
    /// day's ISO date (`2026-11-27`), as `letter envelope --set date=today`
    /// stores it, unless the date was changed again meanwhile.
    mutating func dateEnvelope(_ day: CalendarDay, thenSave: Bool) -> [Effect] {
        if envelope[.date] == EnvelopeField.todayWord {
            envelope[.date] = day.description
            isModified = true
            revision += 1
        }
        return thenSave ? perform(.save) : []
    }

    private mutating func takeEnvelope(_ form: EnvelopeForm) {
        var form = form
        form.finish()
        mode = .editing
        let values = form.envelope
        if values != envelope {
            envelope = values
            isModified = true
            revision += 1
        }
        if let (field, problem) = form.problems.first {
            message = Message(
                tr(
                    "The envelope's {field} is kept as typed, but {problem}",
                    ["field": tr(field.label).lowercased(), "problem": problem]), tone: .warning)
        }
    }

    /// What is wrong with the envelope, for the status row after a save.
    var envelopeProblem: String? {
        for field in EnvelopeField.allCases {
            guard let value = envelope[field] else { continue }
            do { _ = try field.rules.accepted(value) } catch {
                return tr("the envelope's {field} is not right: {error}", ["field": tr(field.label).lowercased(), "error": error])
            }
        }
        return nil
    }
}
