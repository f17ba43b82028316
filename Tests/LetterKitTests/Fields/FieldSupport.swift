import LetterKit
import Testing

/// Fields written as text with "|" at the cursor, and keys written as text with
/// names in angle brackets, so a table row reads like what the person sees:
/// `assertField("010-12|3-4", "5", "010-125|-34", rules: .phone)`.
enum FieldMarkup {
    /// The field's text with "|" at the cursor.
    static func marked(_ field: TextField) -> String {
        var characters = field.characters.map(String.init)
        characters.insert("|", at: field.cursor)
        return characters.joined()
    }

    /// A field with `rules` holding the text of `markup`, the cursor at its
    /// "|" (at the end without one). The text must keep the rules.
    static func field(
        _ markup: String, rules: FieldRules, sourceLocation: SourceLocation = #_sourceLocation
    ) -> TextField {
        let characters = Array(markup)
        let bar = characters.firstIndex(of: "|") ?? characters.count
        var field = TextField(String(characters.filter { $0 != "|" }), rules: rules)
        #expect(field.refusal == nil, "the markup breaks the rules: \(markup)", sourceLocation: sourceLocation)
        _ = field.apply(.home)
        // Arrows step over the text as shown, dashes included.
        for _ in 0..<bar { _ = field.apply(.right) }
        #expect(marked(field) == markup, sourceLocation: sourceLocation)
        return field
    }

    /// Keys written as text: each character typed, and <bs>, <del>, <left>,
    /// <right>, <home>, <end>, <^w>, <^u> for the editing keys.
    static func keys(_ notation: String) -> [Key] {
        var keys: [Key] = []
        var rest = Substring(notation)
        let names: [String: Key] = [
            "bs": .backspace, "del": .delete, "left": .left, "right": .right, "home": .home, "end": .end,
            "^w": .control("w"), "^u": .control("u"),
        ]
        while let first = rest.first {
            if first == "<", let close = rest.firstIndex(of: ">"),
                let key = names[String(rest[rest.index(after: rest.startIndex)..<close])]
            {
                keys.append(key)
                rest = rest[rest.index(after: close)...]
            } else {
                keys.append(.character(first))
                rest = rest.dropFirst()
            }
        }
        return keys
    }
}

/// Presses `keys` in the field written as `before` and expects `after`, and,
/// when given, the refusal the last key left (nil: every key was taken whole).
/// The rules must hold after every key.
@discardableResult
func assertField(
    _ before: String, _ keys: String, _ after: String, rules: FieldRules, refused: FieldProblem? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> TextField {
    var field = FieldMarkup.field(before, rules: rules, sourceLocation: sourceLocation)
    for key in FieldMarkup.keys(keys) {
        let taken = field.apply(key)
        #expect(taken, "\(key.name) was not taken", sourceLocation: sourceLocation)
        #expect(rules.problem(with: field.characters) == nil, "after \(key.name): \(field.text)", sourceLocation: sourceLocation)
    }
    #expect(FieldMarkup.marked(field) == after, sourceLocation: sourceLocation)
    #expect(field.refusal?.problem == refused, sourceLocation: sourceLocation)
    return field
}

/// Pastes `pasted` into the field written as `before` and expects `after`
/// and what the paste said it left out.
@discardableResult
func assertFieldPaste(
    _ before: String, _ pasted: String, _ after: String, rules: FieldRules, refusal: FieldRefusal? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> TextField {
    var field = FieldMarkup.field(before, rules: rules, sourceLocation: sourceLocation)
    field.insert(pasted)
    #expect(FieldMarkup.marked(field) == after, sourceLocation: sourceLocation)
    #expect(field.refusal == refusal, sourceLocation: sourceLocation)
    #expect(rules.problem(with: field.characters) == nil, sourceLocation: sourceLocation)
    return field
}
