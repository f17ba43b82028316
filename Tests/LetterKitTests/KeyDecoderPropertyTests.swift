import PropertyBased
import Testing

@testable import LetterKit

// Fuzzing the key decoder: random input streams heavy in ESC, "[", "O", digits,
// ";" and "~", between runs of printable text. Nothing but printable text may
// ever be typed from an escape sequence.

/// One piece of a generated stream, and what it must type and paste.
///
/// Every piece leaves the decoder where it found it (nothing open), so the
/// boundary between pieces is unambiguous: an escape piece is a whole sequence,
/// or one closed by a pause, a control character or another event.
struct StreamPiece: Sendable, CustomStringConvertible {
    var kind: String
    var units: [KeyDecoder.Unit]
    /// The characters it must type, in order.
    var typed: [Unicode.Scalar] = []
    /// The pastes it must make.
    var pasted: [String] = []

    var description: String { "\(kind)(\(units.map(StreamPiece.show).joined(separator: " ")))" }

    static func show(_ unit: KeyDecoder.Unit) -> String {
        switch unit {
        case .scalar(let scalar):
            if scalar == "\u{1B}" { return "ESC" }
            return (0x21...0x7E).contains(scalar.value)
                ? String(scalar) : "U+" + String(scalar.value, radix: 16, uppercase: true)
        case .key(let key): return "<\(key.name)>"
        case .pasteBegin: return "<paste>"
        case .pasteEnd: return "</paste>"
        case .other: return "<other>"
        case .timeout: return "<pause>"
        }
    }
}

/// A generated stream: its pieces in order.
struct InputStream: Sendable, CustomStringConvertible {
    var pieces: [StreamPiece]
    var units: [KeyDecoder.Unit] { pieces.flatMap(\.units) }
    var description: String { pieces.map(\.description).joined(separator: ", ") }
}

enum StreamPieces {
    static let esc: Unicode.Scalar = "\u{1B}"
    /// Printable text, heavy in the units sequences are made of.
    static let printable: [Unicode.Scalar] =
        Array("[[[[OOOO0123456789;;;;~~~~abcxyzABCDHFMPQRSIOZu<>?=:$! -.,".unicodeScalars)
        + ["é", "한", "😀", "\u{301}", "\u{A0}", "\u{3000}", "\u{200D}"]
    /// Bytes between `ESC [` and the final byte, mostly numbers and separators.
    static let middles: [Unicode.Scalar] = Array("01234567890123456789012;;;;;;;:<=>? !$".unicodeScalars)
    /// Final bytes, heavy in the ones keys use, then any at all.
    static let finals: [Unicode.Scalar] =
        Array("~~~~~~~~uuuuABCDHFPQRSIOMZEGabcd[".unicodeScalars) + (0x40...0x7E).compactMap(Unicode.Scalar.init)
    /// Control units other than ESC: C0, DEL and two C1 controls.
    static let controls: [Unicode.Scalar] =
        (Array(0x00...0x1A) + Array(0x1C...0x1F) + [0x7F, 0x85, 0x9B]).compactMap { Unicode.Scalar(UInt32($0)) }
    static let decodedKeys: [Key] = [.left, .home, .ctrl(.right), .shift(.up), .function(2), .backspace, .enter]

    static func pick<T, R: RandomNumberGenerator>(_ items: [T], _ rng: inout R) -> T {
        items[Int.random(in: 0..<items.count, using: &rng)]
    }

    static func run<R: RandomNumberGenerator>(_ items: [Unicode.Scalar], _ count: ClosedRange<Int>, _ rng: inout R)
        -> [Unicode.Scalar]
    {
        (0..<Int.random(in: count, using: &rng)).map { _ in pick(items, &rng) }
    }

    static func piece<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<28:
            let text = run(printable, 1...8, &rng)
            return StreamPiece(kind: "text", units: text.map { .scalar($0) }, typed: text)
        case 28..<34:
            return StreamPiece(kind: "control", units: [.scalar(pick(controls, &rng))])
        case 34..<38:
            let unit = pick([KeyDecoder.Unit.key(pick(decodedKeys, &rng)), .other, .timeout, .pasteEnd], &rng)
            return StreamPiece(kind: "event", units: [unit])
        case 38..<42: return paste(using: &rng)
        case 42..<50: return escapeAlone(using: &rng)
        case 50..<70: return controlSequence(using: &rng)
        case 70..<76:
            let units = ["O"] + run(Array("0123456789;".unicodeScalars), 0...3, &rng) + [pick(finals, &rng)]
            return StreamPiece(kind: "ss3", units: ([esc] + units).map { .scalar($0) })
        case 76..<88: return cutShort(using: &rng)
        default: return modifiedOtherKey(using: &rng)
        }
    }

    /// ESC alone, twice, or before a character, a control or a decoded key.
    static func escapeAlone<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        let notIntroducers = printable.filter { $0 != "[" && $0 != "O" }
        let after: [KeyDecoder.Unit] = pick(
            [
                [.timeout], [.scalar(esc), .timeout], [.scalar(pick(notIntroducers, &rng))],
                [.scalar(pick(controls, &rng))], [.key(pick(decodedKeys, &rng))], [.other],
            ], &rng)
        return StreamPiece(kind: "escape", units: [.scalar(esc)] + after)
    }

    /// A whole CSI sequence of random bytes. Those that take units past their
    /// final byte get them; one that would open a paste is turned into another.
    static func controlSequence<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        let body = Int.random(in: 0..<20, using: &rng) == 0 ? run(middles, 60...80, &rng) : run(middles, 0...7, &rng)
        var final = pick(finals, &rng)
        if final == "~", firstNumber(body) == 200 { final = "}" }
        var units = [esc, "["] + body + [final]
        if body.isEmpty, final == "M" { units += run(printable, 3...3, &rng) }  // X10 mouse report
        if body.isEmpty, final == "[" { units.append(pick(printable.filter { $0.isASCII }, &rng)) }  // Linux F-key
        let typed = encodedCharacter(body: body, final: final).map { [$0] } ?? []
        return StreamPiece(kind: "csi", units: units.map { .scalar($0) }, typed: typed)
    }

    /// `ESC [` or `ESC O` and some bytes, then something that ends it early: a
    /// pause, a control, another event, or a non-ASCII character (which is typed:
    /// it is not part of the sequence).
    static func cutShort<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        let start: [Unicode.Scalar] = [esc, pick(["[", "O"], &rng)] + run(middles, 0...8, &rng)
        let nonASCII = pick(printable.filter { !$0.isASCII }, &rng)
        let endings: [([KeyDecoder.Unit], [Unicode.Scalar])] = [
            ([.timeout], []), ([.scalar(pick(controls, &rng))], []), ([.other], []),
            ([.key(pick(decodedKeys, &rng))], []), ([.scalar(nonASCII)], [nonASCII]),
        ]
        let (ending, typed) = pick(endings, &rng)
        return StreamPiece(kind: "cut short", units: start.map { .scalar($0) } + ending, typed: typed)
    }

    /// modifyOtherKeys and CSI u with random modifiers and codes.
    static func modifiedOtherKey<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        let modifier = Int.random(in: 0...40, using: &rng)
        let codes: [Int] = [
            9, 13, 27, 127, 8, 0, 32, 0x85, 0xE9, 0xD55C, 0x110000, Int.random(in: 0x21...0x7E, using: &rng),
        ]
        let code = pick(codes + Array(0x30...0x39), &rng)
        let text = pick(["27;\(modifier);\(code)~", "\(code);\(modifier)u", "\(code)u"], &rng)
        let body = Array(text.unicodeScalars.dropLast())
        let final = text.unicodeScalars.last ?? "~"
        let typed = encodedCharacter(body: body, final: final).map { [$0] } ?? []
        return StreamPiece(
            kind: "modified key", units: ([esc, "["] + text.unicodeScalars).map { .scalar($0) }, typed: typed)
    }

    /// A bracketed paste, with markers decoded by the terminal library or as bytes.
    static func paste<R: RandomNumberGenerator>(using rng: inout R) -> StreamPiece {
        let text = run(printable + ["\r", "\n", "\r"], 0...10, &rng)
        let content = text.map { KeyDecoder.Unit.scalar($0) }
        let expected = pastedText(text)
        if Bool.random(using: &rng) {
            return StreamPiece(kind: "paste", units: [.pasteBegin] + content + [.pasteEnd], pasted: [expected])
        }
        let begin = "\u{1B}[200~".unicodeScalars.map(KeyDecoder.Unit.scalar)
        let end = "\u{1B}[201~".unicodeScalars.map(KeyDecoder.Unit.scalar)
        return StreamPiece(kind: "raw paste", units: begin + content + end, pasted: [expected])
    }

    /// A paste as the editor gets it: terminals send a newline as CR, and CR LF
    /// is one newline.
    static func pastedText(_ raw: [Unicode.Scalar]) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in raw {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            result.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return result
    }

    /// The first number of a sequence's parameters, as a terminal would read it.
    static func firstNumber(_ body: [Unicode.Scalar]) -> Int? {
        let field = body.prefix { $0 != ";" && $0 != ":" }
        return field.allSatisfy { ("0"..."9").contains($0) } ? Int(String(String.UnicodeScalarView(field))) : nil
    }

    /// The one kind of sequence that types: modifyOtherKeys (`27;m;c~`) or CSI u
    /// (`c;mu`, `cu`) naming a printable character with neither Ctrl nor Alt
    /// (modifier bits 2, 4, 8, 32); Shift makes a-z capitals. Sequences longer
    /// than the decoder keeps are ignored whole.
    static func encodedCharacter(body: [Unicode.Scalar], final: Unicode.Scalar) -> Unicode.Scalar? {
        guard body.count < KeyDecoder.longest else { return nil }
        var numbers: [Int?] = []
        for field in String(String.UnicodeScalarView(body)).split(separator: ";", omittingEmptySubsequences: false) {
            let digits = field.prefix { $0 != ":" }
            if digits.isEmpty {
                numbers.append(nil)
                continue
            }
            guard digits.count <= 7, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            numbers.append(Int(digits))
        }
        let code: Int?
        let modifier: Int?
        switch final {
        case "~":
            guard numbers.count == 3, numbers[0] == 27 else { return nil }
            (modifier, code) = (numbers[1], numbers[2])
        case "u":
            guard (1...3).contains(numbers.count) else { return nil }
            (code, modifier) = (numbers[0], numbers.count > 1 ? numbers[1] : nil)
        default: return nil
        }
        let bits = (modifier ?? 1) - 1
        guard let code, bits >= 0, bits & (2 | 4 | 8 | 32) == 0, code <= 0x10FFFF,
            let scalar = Unicode.Scalar(UInt32(code)), scalar.properties.generalCategory != .control
        else { return nil }
        if bits & 1 != 0, ("a"..."z").contains(scalar) { return Unicode.Scalar(scalar.value - 0x20) }
        return scalar
    }
}

@Suite("Key decoder properties")
struct KeyDecoderPropertyTests {
    static let stream = Gen.drawn { rng in
        InputStream(pieces: (0..<Int.random(in: 1...30, using: &rng)).map { _ in StreamPieces.piece(using: &rng) })
    }

    /// The characters typed are exactly the text pieces' characters, in order
    /// (and the one character a modifyOtherKeys/CSI u sequence names, or one that
    /// cut a sequence short); pastes come out whole. So no byte of an escape
    /// sequence — digits, ";", "~", "[" — is ever typed.
    @Test func onlyTextOutsideSequencesIsTyped() async {
        await propertyCheck(count: 500, input: Self.stream) { stream in
            var decoder = KeyDecoder()
            var outputs: [KeyDecoder.Output] = []
            for unit in stream.units { outputs += decoder.feed(unit) }
            outputs += decoder.feed(.timeout)
            var typed: [Unicode.Scalar] = []
            var pasted: [String] = []
            for output in outputs {
                switch output {
                case .key(.character(let character)): typed += character.unicodeScalars
                case .key, .mouse: break
                case .paste(let text): pasted.append(text)
                }
            }
            let expected = stream.pieces.flatMap(\.typed)
            #expect(
                Exact(String(String.UnicodeScalarView(typed))) == Exact(String(String.UnicodeScalarView(expected))))
            #expect(pasted.map(Exact.init) == stream.pieces.flatMap(\.pasted).map(Exact.init))
            #expect(decoder.wait == .idle)
        }
    }

    static let anyUnits = Gen.drawn { rng in
        let alphabet: [Unicode.Scalar] =
            Array(repeating: StreamPieces.esc, count: 12) + StreamPieces.printable + StreamPieces.middles
            + StreamPieces.controls
        return (0..<Int.random(in: 0...200, using: &rng)).map { _ -> KeyDecoder.Unit in
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<5: .timeout
            case 5..<7: .key(StreamPieces.pick(StreamPieces.decodedKeys, &rng))
            case 7..<9: .other
            case 9: .pasteBegin
            case 10: .pasteEnd
            default: .scalar(StreamPieces.pick(alphabet, &rng))
            }
        }
    }

    /// Any stream at all, with no structure: what is typed is printable and no
    /// more than the printable units given, and the decoder always comes back
    /// to rest once the input pauses long enough.
    @Test func anyStreamTypesOnlyPrintableAndComesToRest() async {
        await propertyCheck(count: 500, input: Self.anyUnits) { units in
            var decoder = KeyDecoder()
            var outputs: [KeyDecoder.Output] = []
            for unit in units { outputs += decoder.feed(unit) }
            for _ in 0...KeyDecoder.pasteIdleLimit { outputs += decoder.feed(.timeout) }
            let typed = outputs.flatMap { output -> [Unicode.Scalar] in
                if case .key(.character(let character)) = output { return Array(character.unicodeScalars) }
                return []
            }
            let printableGiven = units.filter { unit in
                if case .scalar(let scalar) = unit { return scalar.properties.generalCategory != .control }
                return false
            }
            #expect(typed.allSatisfy { $0.properties.generalCategory != .control })
            #expect(typed.count <= printableGiven.count)
            #expect(decoder.wait == .idle)
        }
    }
}
