/// The envelope of a letter: who it goes to and comes from, where, and when.
///
/// Representation: the text of each field as typed (or as its rules formatted
/// it), stored in a `.letter`'s front matter under the field's key, next to
/// the paper, quoted where a YAML reader would take it for something else
/// (`postcode: "03045"`). An empty field is absent. A value that does not pass its field's
/// check is still kept and saved: nothing typed is ever lost; the form and the
/// status row say what is wrong.
public struct Envelope: Hashable, Sendable {
    public private(set) var values: [EnvelopeField: String] = [:]

    public init(_ values: [EnvelopeField: String] = [:]) {
        for (field, value) in values { self[field] = value }
    }

    /// A field's text; setting an empty text (or only spaces) removes the
    /// field. A field is one line: line breaks become spaces. Anything else is
    /// kept exactly, spaces at either end too: the front matter writes any
    /// string so that YAML readers read it back as it is.
    public subscript(field: EnvelopeField) -> String? {
        get { values[field] }
        set {
            let text = String((newValue ?? "").map { $0.isNewline ? " " : $0 })
            values[field] = text.trimmingLayoutSpaces.isEmpty ? nil : text
        }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// The envelope a front matter block records.
    public init(frontMatter: FrontMatter?) {
        guard let frontMatter else { return }
        for field in EnvelopeField.allCases {
            self[field] = frontMatter.value(for: field.key)
        }
    }

    /// Records the envelope in `frontMatter`: each field set, or removed when
    /// empty; other lines untouched.
    public func record(in frontMatter: inout FrontMatter) {
        for field in EnvelopeField.allCases {
            if let value = values[field] {
                frontMatter.set(value, for: field.key)
            } else {
                frontMatter.remove(field.key)
            }
        }
    }
}

/// One line of the envelope.
public enum EnvelopeField: String, Hashable, Sendable, CaseIterable {
    case to, from, address, postcode, phone, email, date

    /// The front matter key.
    public var key: String { rawValue }

    /// What the field takes, as typed and on leaving.
    public var rules: FieldRules {
        switch self {
        case .to: .to
        case .from: .from
        case .address: .address
        case .postcode: .postcode
        case .phone: .phone
        case .email: .email
        case .date: .date
        }
    }

    /// What the form calls it, in the interface's language.
    public var label: String {
        switch self {
        case .to: tr("To")
        case .from: tr("From")
        case .address: tr("Address")
        case .postcode: tr("Postcode")
        case .phone: tr("Phone")
        case .email: tr("E-mail")
        case .date: tr("Date")
        }
    }
}

extension LetterFile {
    /// The envelope this letter's front matter records (empty for a plain
    /// file, which has no front matter).
    public var envelope: Envelope { Envelope(frontMatter: frontMatter) }

    /// Records `envelope` in a `.letter`'s front matter; a plain file has no
    /// place for it and is left as it is. Returns whether it was recorded.
    @discardableResult
    public mutating func setEnvelope(_ envelope: Envelope) -> Bool {
        guard format == .letter else { return false }
        var block = frontMatter ?? FrontMatter()
        envelope.record(in: &block)
        frontMatter = block
        return true
    }
}
