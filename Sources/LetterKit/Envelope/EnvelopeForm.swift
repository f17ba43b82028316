/// The envelope as a form: one field per line of the envelope, one of them
/// being edited.
///
/// Representation: a `TextField` per `EnvelopeField`, in the envelope's order,
/// each with that field's rules, and the index of the one being edited. Values
/// read from a file start as stored (a wrong one shows its error and can be
/// mended), so opening the form never changes a letter.
public struct EnvelopeForm: Hashable, Sendable {
    public private(set) var fields: [TextField]
    public private(set) var selected: Int

    /// The form for `envelope`, the first field being edited.
    public init(_ envelope: Envelope) {
        fields = EnvelopeField.allCases.map { TextField(stored: envelope[$0] ?? "", rules: $0.formRules) }
        selected = 0
        fields[0].focus()
    }

    /// The field being edited, and which line of the envelope it is.
    public var current: (field: EnvelopeField, text: TextField) {
        (EnvelopeField.allCases[selected], fields[selected])
    }

    /// Leaves the current field (checking it) and edits the one `offset` away,
    /// round the form.
    public mutating func move(by offset: Int) {
        _ = fields[selected].leave()
        let count = fields.count
        selected = ((selected + offset) % count + count) % count
        fields[selected].focus()
    }

    /// Gives `key` to the field being edited; false for keys a field does not
    /// take.
    public mutating func apply(_ key: Key) -> Bool { fields[selected].apply(key) }

    /// Pastes `text` into the field being edited.
    public mutating func paste(_ text: String) { fields[selected].paste(text) }

    /// Leaves the field being edited (checking it): the form is closing.
    public mutating func finish() { _ = fields[selected].leave() }

    /// The envelope the form holds: every field's text, as typed.
    public var envelope: Envelope {
        var envelope = Envelope()
        for (index, field) in EnvelopeField.allCases.enumerated() { envelope[field] = fields[index].text }
        return envelope
    }

    /// The fields whose text is wrong, with why.
    public var problems: [(field: EnvelopeField, problem: FieldProblem)] {
        EnvelopeField.allCases.enumerated().compactMap { index, field in
            if case .error(let problem) = fields[index].state { return (field, problem) }
            return nil
        }
    }
}
