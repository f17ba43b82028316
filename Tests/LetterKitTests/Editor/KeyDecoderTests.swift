import Testing

@testable import LetterKit

/// The decoder over a stream: Esc and Alt, sequences cut short, text around
/// sequences, pastes, and the units the terminal library decoded itself.
@Suite struct KeyDecoderTests {
    /// Feeds units in order and returns everything they made.
    private func run(_ units: [KeyDecoder.Unit]) -> [KeyDecoder.Output] {
        var decoder = KeyDecoder()
        return units.flatMap { decoder.feed($0) }
    }

    private func scalars(_ text: String) -> [KeyDecoder.Unit] { text.unicodeScalars.map(KeyDecoder.Unit.scalar) }

    // MARK: Esc and Alt

    @Test func loneEscapeWaitsThenIsEscAfterThePause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.scalar("\u{1B}")) == [])
        #expect(decoder.wait == .escape)
        #expect(decoder.feed(.timeout) == [.key(.escape)])
        #expect(decoder.wait == .idle)
    }

    @Test func escapeThenCharacterIsAlt() {
        #expect(KeyDecoder.keys(of: "\u{1B}a") == [.alt(.character("a"))])
        #expect(KeyDecoder.keys(of: "\u{1B}\u{7F}") == [.alt(.backspace)])
        #expect(KeyDecoder.keys(of: "\u{1B}\r") == [.alt(.enter)])
        #expect(KeyDecoder.keys(of: "\u{1B}é") == [.alt(.character("é"))])
    }

    @Test func escapeThenDecodedKeyIsAltKey() {
        #expect(run([.scalar("\u{1B}"), .key(.left)]) == [.key(.alt(.left))])
        #expect(run([.scalar("\u{1B}"), .key(.backspace)]) == [.key(.alt(.backspace))])
        #expect(run([.scalar("\u{1B}"), .key(.alt(.delete))]) == [.key(.alt(.delete))])
    }

    @Test func escapeEscapeIsEscThenAFreshSequence() {
        #expect(KeyDecoder.keys(of: "\u{1B}\u{1B}") == [.escape, .escape])
        #expect(KeyDecoder.keys(of: "\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func escapeBracketOrOAloneIsAltBracketOrAltO() {
        var decoder = KeyDecoder()
        _ = decoder.feed(.scalar("\u{1B}"))
        _ = decoder.feed(.scalar("["))
        #expect(decoder.wait == .sequence)
        #expect(decoder.feed(.timeout) == [.key(.alt(.character("[")))])
        #expect(KeyDecoder.keys(of: "\u{1B}O") == [.alt(.character("O"))])
        #expect(KeyDecoder.keys(of: "\u{1B}[\r") == [.alt(.character("[")), .enter])
    }

    // MARK: Sequences cut short or malformed

    @Test func sequenceCutShortByAPauseIsIgnoredNotTyped() {
        #expect(KeyDecoder.keys(of: "\u{1B}[1;5") == [.unknown("ESC [1;5 (cut short)")])
        #expect(KeyDecoder.keys(of: "\u{1B}[27;5;9") == [.unknown("ESC [27;5;9 (cut short)")])
        #expect(KeyDecoder.keys(of: "\u{1B}O5") == [.unknown("ESC O5 (cut short)")])
        #expect(KeyDecoder.keys(of: "\u{1B}[[") == [.unknown("ESC [[ (cut short)")])
    }

    @Test func sequenceCutShortByAControlCharacterDropsItAndReadsTheCharacter() {
        #expect(KeyDecoder.keys(of: "\u{1B}[1;\r") == [.unknown("ESC [1; (cut short)"), .enter])
        #expect(KeyDecoder.keys(of: "\u{1B}[12\u{1B}[A") == [.unknown("ESC [12 (cut short)"), .up])
        #expect(KeyDecoder.keys(of: "\u{1B}[12é") == [.unknown("ESC [12 (cut short)"), .character("é")])
    }

    @Test func sequenceCutShortByAnotherEventIsDropped() {
        #expect(run(scalars("\u{1B}[1") + [.other]) == [.key(.unknown("ESC [1 (cut short)"))])
        #expect(run(scalars("\u{1B}") + [.other]) == [.key(.escape)])
        #expect(run(scalars("\u{1B}[1;5") + [.key(.down)]) == [.key(.unknown("ESC [1;5 (cut short)")), .key(.down)])
    }

    @Test func bytesInTheWrongOrderStayInTheSequenceUpToItsFinalByte() {
        #expect(KeyDecoder.keys(of: "\u{1B}[1$2;3~ok") == [.unknown("ESC [1$2;3~"), .character("o"), .character("k")])
    }

    @Test func x10MouseReportCutByAControlCharacterKeepsTheCharacter() {
        #expect(KeyDecoder.keys(of: "\u{1B}[M \r") == [.enter])
    }

    // MARK: Text around sequences

    @Test func textAroundAnUnknownSequenceIsTypedAndTheSequenceIsNot() {
        #expect(
            KeyDecoder.keys(of: "ab\u{1B}[99~cd") == [
                .character("a"), .character("b"), .unknown("ESC [99~"), .character("c"), .character("d"),
            ])
        #expect(KeyDecoder.keys(of: "x\u{1B}[1~y") == [.character("x"), .home, .character("y")])
    }

    @Test func controlCharactersThatAreNoKeyAreDropped() {
        #expect(KeyDecoder.keys(of: "\u{85}\u{9B}\u{80}\u{9F}") == [])
        #expect(KeyDecoder.keys(of: "\u{0}\u{1}\u{9}\u{8}") == [.control(" "), .control("a"), .tab, .backspace])
    }

    /// The four controls past Ctrl-Z are keys nano binds (^\\ replace, ^_ go
    /// to line), named by the mark Ctrl clears bits from, as help and
    /// config.toml write them.
    @Test(arguments: [
        ("\u{1C}", Key.control("\\"), "Ctrl-\\"), ("\u{1D}", .control("]"), "Ctrl-]"),
        ("\u{1E}", .control("^"), "Ctrl-^"), ("\u{1F}", .control("_"), "Ctrl-_"),
    ])
    func controlsPastCtrlZAreControlKeysNamedByTheirMark(_ typed: String, _ key: Key, _ name: String) {
        #expect(KeyDecoder.keys(of: typed) == [key])
        #expect(key.name == name)
        #expect(Key(name: name) == key)
        #expect(KeyDecoder.keys(of: "\u{1B}" + typed) == [.alt(key)])
    }

    @Test func keysTheTerminalLibraryDecodedPassThrough() {
        #expect(
            run([.key(.ctrl(.left)), .other, .timeout, .key(.function(5))]) == [.key(.ctrl(.left)), .key(.function(5))])
    }

    // MARK: Paste

    @Test func pasteBetweenDecodedMarkersIsOneEventWithNewlines() {
        let units: [KeyDecoder.Unit] =
            [.pasteBegin] + scalars("a\rb\r\nc\nd") + [.key(.enter), .other, .key(.left)] + scalars("e") + [.pasteEnd]
        #expect(run(units) == [.paste("a\nb\nc\nd\ne")])
    }

    @Test func pasteKeepsAnEscapeThatIsNotTheEndMarker() {
        #expect(run([.pasteBegin] + scalars("a\u{1B}[20x\u{1B}") + [.pasteEnd]) == [.paste("a\u{1B}[20x\u{1B}")])
        #expect(KeyDecoder.outputs(of: "\u{1B}[200~a\u{1B}[2017~b\u{1B}[201~") == [.paste("a\u{1B}[2017~b")])
    }

    @Test func pasteWhoseEndMarkerNeverComesEndsAfterTheIdleLimit() {
        var decoder = KeyDecoder()
        _ = decoder.feed(.pasteBegin)
        _ = decoder.feed(.scalar("a"))
        for _ in 1..<KeyDecoder.pasteIdleLimit { #expect(decoder.feed(.timeout) == []) }
        #expect(decoder.wait == .paste)
        #expect(decoder.feed(.timeout) == [.paste("a")])
        #expect(decoder.wait == .idle)
    }

    @Test func escapeThenPasteIsEscThenThePaste() {
        #expect(run([.scalar("\u{1B}"), .pasteBegin, .scalar("z"), .pasteEnd]) == [.key(.escape), .paste("z")])
    }

    // MARK: The editor

    @Test func ignoredSequenceIsNamedOnTheStatusRowAndChangesNothing() throws {
        var editor = try EditorHarness.smallPaper(text: "Dear Ann,")
        #expect(editor.press(.unknown("ESC [99~")) == [])
        #expect(editor.text == "Dear Ann,")
        #expect(editor.statusRow.contains("Ignored an unknown key sequence: ESC [99~"))
        #expect(editor.state.message?.tone == .info)
        editor.type("x")
        #expect(editor.state.message == nil)
    }
}
