/// Which characters a field takes as they are typed or pasted: plain data, so
/// rules stay Hashable and Sendable and read like the sentence they enforce.
///
/// A filter judges a grapheme cluster (a `Character`) as it stands in the
/// field, after it joined what came before it: a skin tone typed after 👍, or
/// U+20E3 typed after "1", is judged as the emoji it makes.
public enum FieldFilter: Hashable, Sendable {
    /// Any character but those of these kinds. `.refusing([])` takes anything.
    case refusing(Set<CharacterClass>)
    /// Only characters of these kinds.
    case only(Set<CharacterClass>)

    /// Why `character` may not stand in the field, at the start (`first`) or
    /// after other characters; nil when it may.
    public func problem(with character: Character, first: Bool) -> FieldProblem? {
        switch self {
        case .refusing(let kinds):
            for kind in CharacterClass.allCases where kinds.contains(kind) && kind.contains(character, first: first) {
                return .refused(kind)
            }
            return nil
        case .only(let kinds):
            if kinds.contains(where: { $0.contains(character, first: first) }) { return nil }
            if character == "+", kinds.contains(.leadingPlus) { return .plusNotFirst }
            return .onlyAllowed(kinds)
        }
    }

    /// True when the filter takes every character, so typing needs no checks.
    var takesAnything: Bool { self == .refusing([]) }
}

/// A kind of character a filter names.
public enum CharacterClass: Hashable, Sendable, CaseIterable {
    /// Pictographs and the sequences built on them: any scalar that is
    /// Extended_Pictographic (including the blocks reserved for future emoji),
    /// Emoji_Presentation, a skin-tone modifier or a regional indicator (so
    /// flags), and anything asking for emoji presentation (U+FE0F) or a keycap
    /// (U+20E3). Plain digits, "#" and "*" are not emoji; "1️⃣" and "#️⃣" are.
    ///
    /// Limitations: Extended_Pictographic includes text symbols such as ©, ®,
    /// ™, ↔ and ★, so these count as emoji too.
    case emoji
    /// C0 and C1 controls (tab, escape, NUL, DEL…), the line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates
    /// that reorder how text is shown. Joiners (ZWJ, ZWNJ) and direction marks
    /// (LRM, RLM), which writing needs, are not controls here.
    case control
    /// Any space: ASCII, no-break, ideographic, tab.
    case whitespace
    /// "/", which separates folders in a path.
    case slash
    /// A to Z, either case: the letters of postcodes.
    case latinLetter
    /// 0 to 9 (not other scripts' digits).
    case digit
    /// The ASCII space only.
    case space
    /// The ASCII hyphen-minus.
    case hyphen
    /// "+" as the first character: the start of an international number.
    case leadingPlus
    /// ",": what parts a line number from its column (`12,5`).
    case comma

    /// True when `character` is of this kind, standing first in the field or not.
    public func contains(_ character: Character, first: Bool = false) -> Bool {
        switch self {
        case .emoji: return character.unicodeScalars.contains(where: Self.isEmojiScalar)
        case .control: return character.unicodeScalars.contains(where: Self.isControlScalar)
        case .whitespace: return character.isWhitespace
        case .slash: return character == "/"
        case .latinLetter: return Self.single(character, in: "a"..."z") || Self.single(character, in: "A"..."Z")
        case .digit: return Self.single(character, in: "0"..."9")
        case .space: return character == " "
        case .hyphen: return character == "-"
        case .leadingPlus: return first && character == "+"
        case .comma: return character == ","
        }
    }

    /// How a sentence names characters of this kind.
    var pluralName: String {
        switch self {
        case .emoji: tr("emoji")
        case .control: tr("control characters")
        case .whitespace: tr("spaces")
        case .slash: tr("slashes")
        case .latinLetter: tr("letters A–Z")
        case .digit: tr("digits")
        case .space: tr("spaces")
        case .hyphen: tr("hyphens")
        case .leadingPlus: tr("“+” first")
        case .comma: tr("commas")
        }
    }

    /// "letters A–Z, digits, spaces and hyphens"; "digits (and “+” first)".
    static func list(_ kinds: Set<CharacterClass>) -> String {
        let names = allCases.filter { kinds.contains($0) && $0 != .leadingPlus }.map(\.pluralName)
        // The last name joins the list as the interface's language joins it.
        let sentence = names.count > 1
            ? tr("{items} and {last}", ["items": names.dropLast().joined(separator: ", "), "last": names.last ?? ""])
            : names.first ?? ""
        return kinds.contains(.leadingPlus) ? tr("{kinds} (and “+” first)", ["kinds": sentence]) : sentence
    }

    private static func single(_ character: Character, in range: ClosedRange<Unicode.Scalar>) -> Bool {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1 else { return false }
        return range.contains(scalar)
    }

    static func isEmojiScalar(_ scalar: Unicode.Scalar) -> Bool {
        // U+FE0F asks for emoji presentation; U+20E3 makes a keycap.
        if scalar.value == 0xFE0F || scalar.value == 0x20E3 { return true }
        // Nothing below © is a pictograph: ASCII and Latin-1 letters skip the search.
        guard scalar.value >= 0xA9 else { return false }
        return EmojiTable.pictographic.containsScalar(scalar.value)
    }

    static func isControlScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
