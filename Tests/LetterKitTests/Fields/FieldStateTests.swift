import LetterKit
import Testing

/// A field's state (normal, editing, error), a stored value that breaks the
/// rules, and the rules applied to a whole value as the command line will.
@Suite("Fields: state")
struct FieldStateTests {
    @Test func focusAndLeaveMoveThroughTheStates() {
        var field = TextField(rules: .email)
        #expect(field.state == .normal)
        field.focus()
        #expect(field.state == .editing)
        for key in FieldMarkup.keys("min@example") { _ = field.apply(key) }
        // Typing does not judge: the address is only whole when it is left.
        #expect(field.state == .editing)
        #expect(field.message == nil)
        field.leave()
        #expect(field.state == .error(.email(.domainWithoutDot)))
        #expect(field.message == "The domain after the \u{201C}@\u{201D} needs a dot, as in example.com")
        // Back in, the error waits for the next leaving.
        field.focus()
        #expect(field.state == .editing)
        #expect(field.message == nil)
        for key in FieldMarkup.keys(".COM") { _ = field.apply(key) }
        field.leave()
        #expect(field.state == .normal)
        #expect(field.text == "min@example.com")
    }

    @Test func aRefusalIsShownWhileEditingWithoutChangingTheState() {
        var field = TextField(rules: .to)
        field.focus()
        _ = field.apply(.character("😀"))
        #expect(field.state == .editing)
        #expect(field.message == "Emoji are not allowed here")
        _ = field.apply(.left)
        #expect(field.message == nil)
        _ = field.apply(.character("\u{1}"))
        field.leave()
        // Leaving clears a refusal: the text is fine.
        #expect(field.state == .normal)
        #expect(field.message == nil)
    }

    @Test func keysAFieldDoesNotTakeAreLeftToTheForm() {
        for rules in [FieldRules.to, .phone, .date, .email, .fileName] {
            var field = TextField(rules: rules)
            for key in [Key.enter, .escape, .tab, .up, .down, .shift(.up), .function(2), .control("s")] {
                let taken = field.apply(key)
                #expect(taken == false, "\(key.name)")
            }
        }
    }

    /// A value stored in a file may break the rules (written by hand, or by an
    /// older version): it opens whole, in the error state, and can be trimmed.
    @Test func aStoredValueThatBreaksTheRulesOpensWholeAndCanBeTrimmed() {
        let long = String(repeating: "a", count: 45)
        var field = TextField(stored: long, rules: .to)
        #expect(field.text == long)
        #expect(field.state == .error(.tooLong(maximum: 40, measure: .characters)))
        #expect(field.message == "At most 40 characters here")
        #expect(field.usage?.description == "45/40")
        // More typing is refused; deleting is taken.
        _ = field.apply(.character("b"))
        #expect(field.text == long)
        _ = field.apply(.backspace)
        #expect(field.text.count == 44)
        for _ in 0..<4 { _ = field.apply(.backspace) }
        field.leave()
        #expect(field.state == .normal)

        var emoji = TextField(stored: "Ann 😀", rules: .to)
        #expect(emoji.state == .error(.refused(.emoji)))
        _ = emoji.apply(.backspace)
        #expect(emoji.leave() == nil)
        #expect(emoji.text == "Ann ")

        // A stored phone number written by hand stays as written until edited.
        var phone = TextField(stored: "01012345678", rules: .phone)
        #expect(phone.state == .normal)
        #expect(phone.text == "01012345678")
        _ = phone.apply(.backspace)
        #expect(phone.text == "010-123-4567")

        #expect(TextField(stored: "min@Example.com", rules: .email).state == .normal)
        #expect(TextField(stored: "min", rules: .email).state == .error(.email(.noAt)))
    }

    /// What `letter envelope --set` will do: the same rules on a whole value,
    /// the value formatted and normalised, or the first reason it is refused.
    @Test(arguments: [
        (FieldRules.phone, "01012345678", "010-1234-5678"),
        (.phone, "010-1234-5678", "010-1234-5678"),
        (.phone, "+821012345678", "+821012345678"),
        (.email, "Min@Example.COM", "Min@example.com"),
        (.date, "20240229", "2024-02-29"),
        (.postcode, "sw1a 1aa", "SW1A 1AA"),
        (.to, "김민지", "김민지"),
        (.to, "", ""),
    ] as [(FieldRules, String, String)])
    func aWholeValueIsAcceptedFormatted(rules: FieldRules, value: String, kept: String) throws {
        #expect(try rules.accepted(value) == kept)
    }

    @Test(arguments: [
        (FieldRules.phone, "010123456789", FieldProblem.tooLong(maximum: 11, measure: .digits)),
        (.phone, "010-1234-567a", .onlyAllowed([.digit, .leadingPlus])),
        (.email, "min@example", .email(.domainWithoutDot)),
        (.email, "min @example.com", .refused(.whitespace)),
        (.date, "2023-02-29", .date(.noSuchDay(day: 29, month: 2, year: 2023))),
        (.to, "Ann 😀", .refused(.emoji)),
        (.to, "Ann\nKim", .refused(.control)),
        (.fileName, "a/b", .refused(.slash)),
    ] as [(FieldRules, String, FieldProblem)])
    func aWholeValueThatBreaksTheRulesIsRefusedWithItsReason(rules: FieldRules, value: String, problem: FieldProblem) {
        #expect(throws: problem) { try rules.accepted(value) }
    }
}
