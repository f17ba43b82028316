import LetterKit
import PropertyBased
import Testing

/// A run of a field: a preset, and keys, pastes, focus and leave in any order.
struct FieldRun: Sendable, CustomStringConvertible {
    enum Step: Sendable {
        case key(Key)
        case paste(String)
        case focus
        case leave
    }

    static let presets: [(name: String, rules: FieldRules)] = [
        ("to", .to), ("address", .address), ("postcode", .postcode), ("phone", .phone), ("email", .email),
        ("date", .date), ("fileName", .fileName), ("savePath", .savePath), ("plain", .plain),
    ]

    /// What a person types into envelope fields, with the world's text mixed in.
    static let typed: [String] = [
        "0", "1", "2", "5", "9", "0", "1", "+", "-", "/", "@", ".", " ", "a", "Z", "가", "é", "ß", "#", "*",
    ]

    var preset: Int
    var steps: [Step]

    var rules: FieldRules { Self.presets[preset].rules }

    var description: String { "\(Self.presets[preset].name): \(steps)" }

    static func random<R: RandomNumberGenerator>(using rng: inout R) -> FieldRun {
        var steps: [Step] = []
        for _ in 0..<Int.random(in: 1...40, using: &rng) {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<9:
                let text = Bool.random(using: &rng)
                    ? typed.randomElement(using: &rng) ?? "0" : WorldText.text(1...1, using: &rng)
                for character in text { steps.append(.key(.character(character))) }
            case 9..<12:
                let keys: [Key] = [.left, .right, .home, .end, .control("a"), .control("e")]
                steps.append(.key(keys.randomElement(using: &rng) ?? .left))
            case 12..<16:
                let keys: [Key] = [.backspace, .delete, .control("w"), .control("u"), .alt(.backspace)]
                steps.append(.key(keys.randomElement(using: &rng) ?? .backspace))
            case 16..<18:
                var pasted = ""
                for _ in 0..<Int.random(in: 0...12, using: &rng) {
                    pasted += Bool.random(using: &rng)
                        ? typed.randomElement(using: &rng) ?? "0" : WorldText.text(1...2, using: &rng)
                }
                steps.append(.paste(pasted))
            case 18: steps.append(.focus)
            default: steps.append(.leave)
            }
        }
        return FieldRun(preset: Int.random(in: 0..<presets.count, using: &rng), steps: steps)
    }
}

/// Whatever is typed, pasted or deleted, a field's text obeys its rules: its
/// length, its filter, its format; and a refused key changes nothing.
@Suite("Fields: properties")
struct FieldPropertyTests {
    static let runs = Gen.drawn { rng in FieldRun.random(using: &rng) }

    @Test func theTextAlwaysObeysItsRules() async {
        await propertyCheck(count: 600, input: Self.runs) { run in
            var field = TextField(rules: run.rules)
            for (index, step) in run.steps.enumerated() {
                let before = field
                switch step {
                case .key(let key): _ = field.apply(key)
                case .paste(let text): field.insert(text)
                case .focus: field.focus()
                case .leave: field.leave()
                }
                let at = "after step \(index) (\(step))"
                Self.expectObeysRules(field, "\(at)")
                if case .key(.character) = step, field.refusal != nil {
                    #expect(field.characters == before.characters, "a refused key changed the text \(at)")
                    #expect(field.cursor == before.cursor, "\(at)")
                }
                if case .leave = step {
                    #expect(field.refusal == nil, "\(at)")
                    if case .editing = field.state { Issue.record("still editing \(at)") }
                }
            }
        }
    }

    /// A field made from any stored text keeps it whole, and every edit after
    /// that leaves it no further from the rules than it was: once it obeys
    /// them, it goes on obeying them.
    @Test func aStoredTextIsKeptAndOnceFixedStaysFixed() async {
        let stored = Gen.drawn { rng in (WorldText.text(0...12, using: &rng), FieldRun.random(using: &rng)) }
        await propertyCheck(count: 400, input: stored) { text, run in
            var field = TextField(stored: text, rules: run.rules)
            #expect(field.text == String(text.filter { !$0.isNewline }))
            var obeyed = run.rules.problem(with: field.characters) == nil
            for step in run.steps {
                switch step {
                case .key(let key): _ = field.apply(key)
                case .paste(let pasted): field.insert(pasted)
                case .focus: field.focus()
                case .leave: field.leave()
                }
                // A stored text that keeps the rules may be unformatted (written
                // by hand) until an edit formats it.
                if obeyed { Self.expectObeysRules(field, "after \(step)", formatted: false) }
                obeyed = obeyed || run.rules.problem(with: field.characters) == nil
                #expect((0...field.characters.count).contains(field.cursor))
            }
        }
    }

    /// The rules' checks, and the format: the text is the formatter's shape
    /// of its own significant characters.
    static func expectObeysRules(_ field: TextField, _ at: String, formatted: Bool = true) {
        let rules = field.rules
        #expect(rules.problem(with: field.characters) == nil, "\(field.text) breaks the rules \(at)")
        let significant = field.characters.filter { !rules.formatter.separators.contains($0) }
        if formatted {
            #expect(rules.formatter.format(significant) == field.characters, "\(field.text) is not formatted \(at)")
        }
        let hasNewline = field.characters.contains { $0.isNewline }
        #expect(!hasNewline, "\(at)")
        #expect((0...field.characters.count).contains(field.cursor), "\(at)")
        if let usage = field.usage { #expect(usage.used <= usage.maximum, "\(at)") }
    }
}
