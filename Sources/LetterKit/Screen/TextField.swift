/// A one-line text field with a cursor and rules: what a prompt on the status
/// row edits (the save-as path, the text to find) and what the envelope form
/// is made of, one field a row.
///
/// Representation: the characters (grapheme clusters, so the cursor never
/// stands inside one), the cursor as an offset into them, 0...count, the
/// rules, the state (normal, editing, error) and why the last key was
/// refused. Every edit goes through the rules (see TextField+Editing.swift),
/// so the text always keeps the filter and the limit and stays formatted;
/// only a field made from a stored value may start out breaking them.
///
/// A form uses it so:
///
///     var phone = TextField(stored: envelope.phone, rules: .phone)
///     phone.focus()                      // Tab moves in: .editing
///     _ = phone.apply(.character("0"))   // each key; false for Tab, Enter…
///     phone.message                      // why a key was refused, or the error
///     phone.usage?.description           // "3/11" beside the field
///     phone.leave()                      // Tab moves on: .normal or .error
///
/// Limitations: a field is one line; pasted line breaks are left out.
public struct TextField: Hashable, Sendable {
    public internal(set) var characters: [Character]
    /// Where typing goes, as an offset into `characters`.
    public internal(set) var cursor: Int
    /// What the field takes and how it shapes it.
    public let rules: FieldRules
    /// Normal, being edited, or wrong (found on leaving, or in a stored value).
    public internal(set) var state: FieldState
    /// Why the last key or paste was refused, wholly or in part; nil once a
    /// key is taken whole. It does not change `state`: the form shows it
    /// under the field while the person goes on typing.
    public internal(set) var refusal: FieldRefusal?
    /// The text is an offer (a suggested name): the first character typed or
    /// pasted, Backspace or Delete replace it whole; a move keeps it for
    /// editing. Not part of what the field holds, so not of its equality.
    public internal(set) var isOffered = false

    public static func == (left: TextField, right: TextField) -> Bool {
        left.characters == right.characters && left.cursor == right.cursor && left.rules == right.rules
            && left.state == right.state && left.refusal == right.refusal
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
        hasher.combine(cursor)
    }

    /// A field holding `text` as if it had been pasted (filtered, cut to the
    /// limit, formatted; `refusal` says what was left out), the cursor after
    /// it (so a pre-filled name can be accepted with Enter or trimmed with
    /// Backspace).
    public init(_ text: String = "", rules: FieldRules = .plain) {
        characters = []
        cursor = 0
        self.rules = rules
        state = .normal
        refusal = nil
        insert(text)
    }

    /// A field offering `text` (a suggested name): Enter takes it, typing
    /// replaces it, a move starts editing it.
    public init(offering text: String, rules: FieldRules = .plain) {
        self.init(text, rules: rules)
        isOffered = !characters.isEmpty
    }

    /// A field holding `text` exactly as it was stored (a hand-edited file may
    /// hold anything), less line breaks: nothing is ever lost by opening it.
    /// If the text breaks the rules the field starts in `.error`; deleting is
    /// always allowed, and typing obeys the rules as ever.
    public init(stored text: String, rules: FieldRules) {
        characters = Array(text).filter { !$0.isNewline }
        cursor = characters.count
        self.rules = rules
        refusal = nil
        let problem = rules.problem(with: characters) ?? rules.validator.validate(String(characters)).failure
        state = problem.map(FieldState.error) ?? .normal
    }

    public var text: String { String(characters) }

    public var isEmpty: Bool { characters.isEmpty }

    /// Cells from the start of the field to the cursor, for placing the
    /// terminal cursor.
    public var cursorColumn: Int { CellWidth.of(characters[..<cursor]) }

    /// The sentence to show under the field: why the last key was refused,
    /// else the error; nil when all is well.
    public var message: String? {
        if let refusal { return refusal.description.uppercasedFirst }
        if case .error(let problem) = state { return problem.description.uppercasedFirst }
        return nil
    }

    /// How much of its limit the text uses ("12/40"); nil without a limit.
    public var usage: FieldUsage? { rules.limit?.usage(of: characters) }

    /// The person moved into the field: it is being edited. An earlier error
    /// is cleared; leaving checks again.
    public mutating func focus() {
        state = .editing
        refusal = nil
    }

    /// The person moved on: the validator runs. A valid text is kept
    /// normalised (an e-mail's domain lower-cased) and the field is normal;
    /// otherwise it shows the error, and the text stays as typed. Returns the
    /// error, if any.
    @discardableResult
    public mutating func leave() -> FieldProblem? {
        refusal = nil
        if let problem = rules.problem(with: characters) {
            state = .error(problem)
            return problem
        }
        switch rules.validator.validate(text) {
        case .success(let normalised):
            if normalised != text {
                characters = Array(normalised)
                cursor = min(cursor, characters.count)
            }
            state = .normal
            return nil
        case .failure(let problem):
            state = .error(problem)
            return problem
        }
    }

    /// The part of the field to show in `width` cells so that the cursor is
    /// visible: the whole text when it fits, else a window ending just past the
    /// cursor. Returns the shown characters and the cursor's column among them.
    public func window(width: Int) -> (shown: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        if CellWidth.of(characters) < width { return (text, cursorColumn) }
        // Start as far right as keeps the cursor (and one cell after it) in view.
        var start = cursor
        var used = 1
        while start > 0, used + CellWidth.of(characters[start - 1]) <= width {
            start -= 1
            used += CellWidth.of(characters[start])
        }
        var shown = ""
        var cells = 0
        var index = start
        while index < characters.count, cells + CellWidth.of(characters[index]) <= width {
            shown.append(characters[index])
            cells += CellWidth.of(characters[index])
            index += 1
        }
        return (shown, CellWidth.of(characters[start..<cursor]))
    }
}

/// What a field shows about itself.
public enum FieldState: Hashable, Sendable {
    /// Not being edited, and nothing wrong found.
    case normal
    /// The person is typing in it.
    case editing
    /// Left with a text that is wrong, or opened with one: the form shows why
    /// under the field. Nothing blocks saving: the text is kept as typed.
    case error(FieldProblem)
}

extension Result {
    /// The error, or nil for a success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
