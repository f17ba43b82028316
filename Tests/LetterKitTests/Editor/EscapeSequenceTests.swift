import Testing

@testable import LetterKit

extension KeyDecoder {
    /// Feeds `input` one scalar at a time, then a timeout (the pause after a
    /// key), and returns what a fresh decoder made.
    static func outputs(of input: String) -> [Output] {
        var decoder = KeyDecoder()
        var outputs: [Output] = []
        for scalar in input.unicodeScalars { outputs += decoder.feed(.scalar(scalar)) }
        outputs += decoder.feed(.timeout)
        return outputs
    }

    /// The keys `input` makes, as the editor would get them.
    static func keys(of input: String) -> [Key] {
        outputs(of: input).compactMap { output in
            if case .key(let key) = output { return key }
            return nil
        }
    }
}

/// Every sequence terminals commonly send for the keys the editor uses, read
/// whatever TERM claims: one table row per sequence.
@Suite struct EscapeSequenceTests {
    static let esc = "\u{1B}"

    @Test(arguments: [
        // Home and End in every form: VT220, rxvt, xterm normal and application mode.
        ("[1~", Key.home), ("[4~", .end), ("[7~", .home), ("[8~", .end),
        ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
        // Arrows, normal and application mode.
        ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
        ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
        // Delete, PgUp, PgDn.
        ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
        // F1–F4 as SS3, VT220, Linux console and kitty's CSI forms; F5–F12.
        ("OP", .function(1)), ("OQ", .function(2)), ("OR", .function(3)), ("OS", .function(4)),
        ("[11~", .function(1)), ("[12~", .function(2)), ("[13~", .function(3)), ("[14~", .function(4)),
        ("[[A", .function(1)), ("[[E", .function(5)), ("[P", .function(1)), ("[1;1S", .function(4)),
        ("[15~", .function(5)), ("[17~", .function(6)), ("[18~", .function(7)), ("[19~", .function(8)),
        ("[20~", .function(9)), ("[21~", .function(10)), ("[23~", .function(11)), ("[24~", .function(12)),
        // xterm's modifier parameter.
        ("[1;5C", .ctrl(.right)), ("[1;5D", .ctrl(.left)), ("[1;5H", .ctrl(.home)), ("[1;5F", .ctrl(.end)),
        ("[1;2D", .shift(.left)), ("[1;2A", .shift(.up)), ("[1;2H", .shift(.home)), ("[1;2F", .shift(.end)),
        ("[1;6C", .ctrlShift(.right)), ("[1;6H", .ctrlShift(.home)),
        ("[1;3C", .alt(.right)), ("[1;3D", .alt(.left)), ("[1;7C", .alt(.ctrl(.right))),
        ("[1;9C", .alt(.right)),  // Meta counts as Alt
        ("[5;2~", .shift(.pageUp)), ("[6;2~", .shift(.pageDown)), ("[1;5~", .ctrl(.home)), ("[4;2~", .shift(.end)),
        ("[3;5~", .alt(.delete)), ("[3;3~", .alt(.delete)), ("[3;2~", .delete),
        ("[1;1C", .right), ("[;5C", .ctrl(.right)),  // modifier 1 is none; an empty first field is 1
        ("O5C", .ctrl(.right)), ("O2H", .shift(.home)),  // SS3 with a modifier (old xterm)
        // rxvt's Shift- and Ctrl-arrows; keypad Enter.
        ("[a", .shift(.up)), ("[d", .shift(.left)), ("Oc", .ctrl(.right)), ("Od", .ctrl(.left)), ("OM", .enter),
        // modifyOtherKeys and CSI u: the key a plain terminal would have sent.
        ("[27;5;9~", .tab), ("[27;5;105~", .tab), ("[27;5;115~", .control("s")), ("[27;6;115~", .control("s")),
        ("[27;5;13~", .enter), ("[27;5;32~", .control(" ")), ("[27;5;91~", .escape), ("[27;5;63~", .backspace),
        ("[27;3;97~", .alt(.character("a"))), ("[27;7;119~", .alt(.control("w"))), ("[27;3;127~", .alt(.backspace)),
        ("[27;2;97~", .character("A")), ("[27;2;33~", .character("!")), ("[27;2;13~", .enter),
        ("[115;5u", .control("s")), ("[9;5u", .tab), ("[97;3u", .alt(.character("a"))), ("[113;5:1u", .control("q")),
        ("[27u", .escape), ("[127;1u", .backspace),
        // Ctrl and the marks past Z, as modifyOtherKeys and the kitty protocol send them: nano's ^\ and ^_.
        ("[27;5;92~", .control("\\")), ("[92;5u", .control("\\")), ("[95;5u", .control("_")),
    ])
    func knownSequenceIsItsKey(sequence: String, key: Key) {
        #expect(KeyDecoder.keys(of: Self.esc + sequence) == [key], "ESC \(sequence)")
    }

    @Test(arguments: [
        "[99~", "[0~", "[9~", "[16~", "[22~", "[25~", "[200;5~", "[1;2;3~", "[X", "[1;5X", "[2;5C",
        "[15;2~", "[11;5~", "[1;2P",  // F-keys with modifiers have no key here
        "[27;5;49~", "[27;5~", "[27;5;33~",  // Ctrl-1, Ctrl-!: no key; too few fields
        "[49;5u", "[99999999u", "[1114112u",  // Ctrl-1; not a number; past Unicode
        "[1;0C", "[1;=C", "[?1;2c", "[>0;95;0c", "[=1u", "[1 q", "[1$2~", "[[Z",
        "Ox", "Op", "O5P", "O1;2;3A", "O~",
    ])
    func unknownSequenceIsIgnoredAndNamed(sequence: String) {
        #expect(KeyDecoder.keys(of: Self.esc + sequence) == [.unknown("ESC " + sequence)], "ESC \(sequence)")
    }

    /// Shift-Tab in its three spellings: xterm's, modifyOtherKeys', CSI u.
    @Test(arguments: ["[Z", "[27;2;9~", "[9;2u"])
    func shiftTabIsBackTab(sequence: String) {
        #expect(KeyDecoder.outputs(of: Self.esc + sequence) == [.key(.backTab)])
    }

    @Test(arguments: [
        "[I", "[O",  // focus in and out: reports, not keys
        "[2~", "[2;5~", "[E", "[1;5E", "[G",  // Insert, Begin
        "[M !!", "[M\u{E9}\u{E9}\u{E9}",  // X10 mouse reports ncurses did not decode (SGR ones are the mouse)
    ])
    func reportOrUnusedKeyIsIgnoredSilently(sequence: String) {
        #expect(KeyDecoder.outputs(of: Self.esc + sequence) == [], "ESC \(sequence)")
    }

    @Test func bracketedPasteMarkersAsPlainUnitsMakeOnePaste() {
        #expect(
            KeyDecoder.outputs(of: "\u{1B}[200~one\rtwo\r\nthree\u{1B}[201~x") == [
                .paste("one\ntwo\nthree"), .key(.character("x")),
            ])
    }

    @Test func longSequenceIsNamedShortened() {
        let sequence = "[" + String(repeating: "1;", count: 20) + "~"
        #expect(
            KeyDecoder.keys(of: Self.esc + sequence) == [
                .unknown("ESC " + sequence.prefix(EscapeSequence.describedLength) + "…")
            ])
    }

    @Test func sequenceLongerThanKeptIsIgnoredWhole() {
        let sequence = "[" + String(repeating: "9", count: 500) + "C"
        let made = KeyDecoder.keys(of: Self.esc + sequence + "ok")
        #expect(made.count == 3)
        #expect(made.dropFirst() == [.character("o"), .character("k")])
        if case .unknown(let text) = made.first {
            #expect(text.hasPrefix("ESC [999") && text.hasSuffix("…"))
        } else {
            Issue.record("expected an ignored sequence, got \(made)")
        }
    }

    @Test func descriptionShowsUnprintableUnitsAsQuestionMarks() {
        #expect(EscapeSequence.describe("[1\u{7}\u{1B}x".unicodeScalars) == "ESC [1??x")
    }
}
