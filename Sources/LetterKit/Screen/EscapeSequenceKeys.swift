/// Which key a whole CSI sequence names: the tables behind `EscapeSequence`.
///
/// Representation: the sequence's parameter and intermediate bytes (`body`) and
/// its final byte. Parameters are numbers separated by ";"; a number may carry
/// ":"-separated sub-parameters (kitty), which are not needed here. The second
/// number of most forms is xterm's modifier: 1 + (1 Shift, 2 Alt, 4 Ctrl,
/// 8 Meta). nil means "no key the editor knows": the caller names it as ignored.
enum CSIKeys {
    static func meaning(body: [Unicode.Scalar], final: Unicode.Scalar) -> EscapeSequence.Meaning? {
        if let marker = body.first, "<=>?".unicodeScalars.contains(marker) {
            // SGR mouse reports are the mouse (a malformed one is dropped
            // without a word); other private forms are replies to questions
            // this editor never asks.
            guard marker == "<", final == "M" || final == "m" else { return nil }
            return Parameters(Array(body.dropFirst())).flatMap { MouseReport.sgr($0, final: final) }.map { .mouse($0) }
                ?? .silent
        }
        guard let numbers = Parameters(body) else { return nil }
        switch final {
        case "~": return tilde(numbers)
        case "A": return numbers.navigation(.up)
        case "B": return numbers.navigation(.down)
        case "C": return numbers.navigation(.right)
        case "D": return numbers.navigation(.left)
        case "H": return numbers.navigation(.home)
        case "F": return numbers.navigation(.end)
        case "P", "Q", "R", "S": return numbers.function(Int(final.value) - 0x4F)
        // Keypad 5 (Begin): a key with no use here.
        case "E", "G": return numbers.modifierOnly == nil ? nil : .silent
        case "Z": return numbers.modifierOnly == nil ? nil : .key(.backTab)
        // Focus in and out: reports, not keys.
        case "I", "O": return numbers.values.isEmpty ? .silent : nil
        // rxvt's Shift-arrows.
        case "a", "b", "c", "d":
            guard numbers.values.isEmpty, let navigation = Parameters.rxvtArrow(final) else { return nil }
            return .key(.shift(navigation))
        case "u":
            guard let code = numbers.first, numbers.values.count <= 3,
                let modifiers = Modifiers(parameter: numbers.second)
            else { return nil }
            return modifiedOtherKey(code: code, modifiers: modifiers)
        default: return nil
        }
    }

    /// The VT220 forms, `ESC [ number ; modifier ~`.
    private static func tilde(_ numbers: Parameters) -> EscapeSequence.Meaning? {
        guard let number = numbers.first else { return nil }
        if number == 27 {
            // modifyOtherKeys: ESC [ 27 ; modifier ; code ~
            guard numbers.values.count == 3, let code = numbers.values[2],
                let modifiers = Modifiers(parameter: numbers.second)
            else { return nil }
            return modifiedOtherKey(code: code, modifiers: modifiers)
        }
        guard numbers.values.count <= 2, let modifiers = Modifiers(parameter: numbers.second) else { return nil }
        switch number {
        case 1, 7: return .key(modifiers.apply(to: .home))
        case 4, 8: return .key(modifiers.apply(to: .end))
        case 5: return .key(modifiers.apply(to: .pageUp))
        case 6: return .key(modifiers.apply(to: .pageDown))
        case 2: return .silent  // Insert: no use here, as before
        case 3:
            // Ctrl-Delete and Alt-Delete delete a word, as their terminfo names do.
            return .key(modifiers.contains(.ctrl) || modifiers.contains(.alt) ? .alt(.delete) : .delete)
        case 11...15: return Parameters.function(number - 10, modifiers)
        case 17...21: return Parameters.function(number - 11, modifiers)
        case 23, 24: return Parameters.function(number - 12, modifiers)
        case 200: return modifiers.isEmpty ? .pasteBegin : nil
        case 201: return modifiers.isEmpty ? .pasteEnd : nil
        default: return nil
        }
    }

    /// A key given by its code point and modifiers (modifyOtherKeys, `CSI u`): the
    /// key a plain terminal would have sent, so Ctrl-I is Tab and Ctrl-S is
    /// Ctrl-S. A code with no key here (Ctrl-1) is ignored, never typed.
    static func modifiedOtherKey(code: Int, modifiers: Modifiers) -> EscapeSequence.Meaning? {
        guard code >= 0, code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        var key: Key
        if modifiers.contains(.ctrl) {
            guard let control = controlKey(scalar) else { return nil }
            key = control
        } else {
            guard let typed = Key(typed: scalar) else { return nil }
            key = typed
            if modifiers.contains(.shift) {
                switch typed {
                case .tab: return .key(.backTab)
                case .character:
                    if (0x61...0x7A).contains(scalar.value), let upper = Unicode.Scalar(scalar.value - 0x20) {
                        key = .character(Character(upper))
                    }
                case .control: return nil
                default: break
                }
            }
        }
        return .key(modifiers.contains(.alt) ? key.withAlt : key)
    }

    /// Ctrl plus a key, as a plain terminal sends it: letters and `@[\]^_` give
    /// their control character, Space gives NUL, `?` gives DEL; Tab, Enter,
    /// Backspace and Esc stay themselves. nil for the rest.
    private static func controlKey(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x09, 0x0D, 0x0A, 0x08, 0x7F, 0x1B: return Key(typed: scalar)
        case 0x20: return .control(" ")
        case 0x3F: return .backspace
        case 0x40...0x5F, 0x61...0x7A:
            guard let control = Unicode.Scalar(scalar.value & 0x1F) else { return nil }
            return Key(typed: control)
        default: return nil
        }
    }
}

/// Which key a whole SS3 sequence (`ESC O`, optional parameters, final) names.
enum SS3Keys {
    static func meaning(body: [Unicode.Scalar], final: Unicode.Scalar) -> EscapeSequence.Meaning? {
        guard let numbers = Parameters(body) else { return nil }
        // SS3 puts the modifier first when there is one number (`ESC O 5 C`).
        let modified = numbers.values.count == 1 ? Parameters(values: [1] + numbers.values) : numbers
        guard let modifiers = modified.modifierOnly else { return nil }
        switch final {
        case "A": return modified.navigation(.up)
        case "B": return modified.navigation(.down)
        case "C": return modified.navigation(.right)
        case "D": return modified.navigation(.left)
        case "H": return modified.navigation(.home)
        case "F": return modified.navigation(.end)
        case "P", "Q", "R", "S": return modified.function(Int(final.value) - 0x4F)
        case "M": return .key(modifiers.isEmpty ? .enter : .alt(.enter))  // keypad Enter
        // rxvt's Ctrl-arrows.
        case "a", "b", "c", "d":
            guard numbers.values.isEmpty, let navigation = Parameters.rxvtArrow(final) else { return nil }
            return .key(.ctrl(navigation))
        default: return nil
        }
    }
}

/// The numbers of a sequence; nil when a field is not a number.
struct Parameters {
    /// One entry per ";"-separated field; nil for an empty field (its default).
    var values: [Int?]

    init(values: [Int?]) { self.values = values }

    init?(_ body: [Unicode.Scalar]) {
        values = []
        guard !body.isEmpty else { return }
        for field in String(String.UnicodeScalarView(body)).split(separator: ";", omittingEmptySubsequences: false) {
            let number = field.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
            if number.isEmpty {
                values.append(nil)
                continue
            }
            guard number.count <= 7, number.allSatisfy(\.isASCIIDigit), let value = Int(number) else { return nil }
            values.append(value)
        }
    }

    var first: Int? { values.first ?? nil }
    var second: Int? { values.count > 1 ? values[1] : nil }

    /// The modifiers of a `1 ; modifier` form (or no numbers at all); nil when
    /// the numbers are any other shape.
    var modifierOnly: Modifiers? {
        guard values.count <= 2, first == nil || first == 1 else { return nil }
        return Modifiers(parameter: second)
    }

    func navigation(_ navigation: Key.Navigation) -> EscapeSequence.Meaning? {
        modifierOnly.map { .key($0.apply(to: navigation)) }
    }

    /// F1–F4 in the `1 ; modifier` form.
    func function(_ number: Int) -> EscapeSequence.Meaning? {
        modifierOnly.flatMap { Parameters.function(number, $0) }
    }

    /// F-keys have no modified forms here: Shift-F5 is ignored, not F5.
    static func function(_ number: Int, _ modifiers: Modifiers) -> EscapeSequence.Meaning? {
        modifiers.isEmpty ? .key(.function(number)) : nil
    }

    static func rxvtArrow(_ final: Unicode.Scalar) -> Key.Navigation? {
        switch final {
        case "a": .up
        case "b": .down
        case "c": .right
        case "d": .left
        default: nil
        }
    }
}

/// The modifiers of xterm's modifier parameter, as far as `Key` can say them.
struct Modifiers: OptionSet {
    let rawValue: Int
    static let shift = Modifiers(rawValue: 1)
    static let alt = Modifiers(rawValue: 2)
    static let ctrl = Modifiers(rawValue: 4)

    init(rawValue: Int) { self.rawValue = rawValue }

    /// From the parameter 1 + bits; absent means none. Meta (8) and kitty's Meta
    /// (32) count as Alt; Super, Hyper and the lock bits are left out. nil for 0.
    init?(parameter: Int?) {
        guard let parameter else {
            self = []
            return
        }
        guard parameter >= 1 else { return nil }
        let bits = parameter - 1
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & (2 | 8 | 32) != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        self = modifiers
    }

    /// A move key with these modifiers, as `Key` has cases for them.
    func apply(to navigation: Key.Navigation) -> Key {
        let key: Key
        switch (contains(.shift), contains(.ctrl)) {
        case (false, false): key = navigation.key
        case (true, false): key = .shift(navigation)
        case (false, true): key = .ctrl(navigation)
        case (true, true): key = .ctrlShift(navigation)
        }
        return contains(.alt) ? .alt(key) : key
    }
}

extension Key.Navigation {
    /// The key without modifiers.
    var key: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
