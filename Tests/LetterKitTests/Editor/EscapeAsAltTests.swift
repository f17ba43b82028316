import Testing

@testable import LetterKit

/// Esc then a key at a person's pace: within the second it is Alt plus the
/// key, after it the Esc stands alone, and Esc Esc is one Esc at once. Times
/// are made up, in milliseconds since the start.
@Suite struct EscapeAsAltTests {
    /// What a person did: units the terminal sent at a time.
    typealias Step = (units: [KeyDecoder.Unit], at: Int)

    /// Runs the steps through the decoder (each step's units end with the
    /// terminal's pause, as the shell's read times out) and the Esc hold, then
    /// lets the clock run to `end`; returns every key handed out.
    private func keys(_ steps: [Step], end: Int) -> [Key] {
        var decoder = KeyDecoder()
        var hold = EscapeAsAlt()
        var keys: [Key] = []
        for step in steps {
            if let escape = hold.expire(at: .milliseconds(step.at)) { keys.append(escape) }
            for unit in step.units + [.timeout] {
                for case .key(let key) in decoder.feed(unit) {
                    keys += hold.take(key, at: .milliseconds(step.at))
                }
            }
        }
        if let escape = hold.expire(at: .milliseconds(end)) { keys.append(escape) }
        return keys
    }

    private func bytes(_ text: String) -> [KeyDecoder.Unit] { text.unicodeScalars.map(KeyDecoder.Unit.scalar) }

    @Test(arguments: [
        ("b", Key.alt(.character("b"))), ("i", .alt(.character("i"))), ("U", .alt(.character("U"))),
        ("é", .alt(.character("é"))), ("\r", .alt(.enter)), ("\u{7F}", .alt(.backspace)),
        ("\u{1B}[A", .alt(.up)), ("\u{1B}[1;5C", .alt(.ctrl(.right))), ("\u{1B}OH", .alt(.home)),
        ("\u{1B}[3~", .alt(.delete)),
    ])
    func escThenAKeyWithinTheSecondIsAltKey(sent: String, expected: Key) {
        #expect(keys([(bytes("\u{1B}"), 0), (bytes(sent), 300)], end: 5000) == [expected])
        #expect(keys([(bytes("\u{1B}"), 0), (bytes(sent), 999)], end: 5000) == [expected])
    }

    @Test(arguments: [
        ("b", Key.character("b")), ("x", .character("x")), ("\r", .enter), ("\u{1B}[A", .up),
    ])
    func escThenAKeyAfterTheSecondIsEscThenTheKey(sent: String, expected: Key) {
        // The key arrives before the shell looked at the clock again …
        #expect(keys([(bytes("\u{1B}"), 0), (bytes(sent), 1200)], end: 5000) == [.escape, expected])
        // … or after it did.
        var hold = EscapeAsAlt()
        #expect(hold.take(.escape, at: .zero) == [])
        #expect(hold.expire(at: .milliseconds(999)) == nil)
        #expect(hold.expire(at: .milliseconds(1000)) == .escape)
        #expect(hold.take(expected, at: .milliseconds(1200)) == [expected])
    }

    @Test func escEscIsOneEscAtOnceSlowOrTogether() {
        #expect(keys([(bytes("\u{1B}"), 0), (bytes("\u{1B}"), 400)], end: 400) == [.escape])
        #expect(keys([(bytes("\u{1B}\u{1B}"), 0)], end: 0) == [.escape])
        // A third Esc is held afresh: it waits for its own key.
        #expect(keys([(bytes("\u{1B}\u{1B}"), 0), (bytes("\u{1B}"), 100), (bytes("b"), 300)], end: 300)
            == [.escape, .alt(.character("b"))])
    }

    @Test func aLoneEscIsHandedOutOnlyOnceTheSecondHasPassed() {
        var hold = EscapeAsAlt()
        #expect(hold.take(.escape, at: .milliseconds(50)) == [])
        #expect(hold.isHolding)
        #expect(hold.remaining(at: .milliseconds(300)) == .milliseconds(750))
        #expect(hold.expire(at: .milliseconds(1049)) == nil)
        #expect(hold.expire(at: .milliseconds(1050)) == .escape)
        #expect(!hold.isHolding)
        #expect(hold.remaining(at: .milliseconds(2000)) == nil)
        #expect(hold.expire(at: .milliseconds(5000)) == nil)
    }

    @Test func keysAlreadyAltOrSentTogetherPassUnchanged() {
        // The terminal's own Alt (ESC b sent together) is Alt once, not twice.
        #expect(keys([(bytes("\u{1B}b"), 0)], end: 5000) == [.alt(.character("b"))])
        #expect(keys([(bytes("\u{1B}"), 0), (bytes("\u{1B}b"), 200)], end: 5000) == [.alt(.character("b"))])
        #expect(keys([(bytes("abc"), 0)], end: 0) == [.character("a"), .character("b"), .character("c")])
    }

    @Test func aSequenceWithNoKeyLeavesTheEscAlone() {
        #expect(keys([(bytes("\u{1B}"), 0), (bytes("\u{1B}[99~"), 200)], end: 5000)
            == [.escape, .unknown("ESC [99~")])
    }

    @Test func inputThatIsNoKeyReleasesTheEscFirst() {
        var hold = EscapeAsAlt()
        #expect(hold.release() == nil)
        #expect(hold.take(.escape, at: .zero) == [])
        #expect(hold.release() == .escape)
        #expect(hold.take(.character("b"), at: .milliseconds(100)) == [.character("b")])
    }
}
