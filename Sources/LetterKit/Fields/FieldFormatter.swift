/// How a field shapes its text as it is typed.
///
/// A formatter sees only the *significant* characters, those the user typed;
/// its separators (the dashes of a phone number or a date) are its own. The
/// field keeps the text formatted after every edit, and places the cursor by
/// counting significant characters, so a digit typed in the middle of
/// "010-123-4567" leaves the cursor just after that digit, wherever the
/// dashes move.
public enum FieldFormatter: Hashable, Sendable {
    /// The text as typed.
    case none
    /// Letters in upper case ("sw1a 1aa" → "SW1A 1AA"). A letter whose upper
    /// case is two (ß → SS) stays as typed, so a cursor never lands inside one.
    case upperCased
    /// Korean phone numbers, grouped as typed in the shape their first digits
    /// give (`KoreanNumber`): 02-XXX-XXXX or 02-XXXX-XXXX in Seoul,
    /// 0XX-XXX-XXXX or 0XX-XXXX-XXXX elsewhere (010, 031…), 0505-XXXX-XXXX,
    /// 070-XXXX-XXXX, 080-XXX-XXXX, 1588-XXXX; partial numbers grouped as far
    /// as they go ("010-12", "02-123-4"). A number that starts with "+" or
    /// another digit keeps its digits as typed.
    case koreanPhone
    /// Digits become YYYY-MM-DD, the dashes put in as the digits arrive
    /// ("2024" → "2024-0" → "2024-02-2").
    case isoDate

    /// The characters this formatter puts in itself. Typed or pasted, they are
    /// skipped (the formatter adds them where they belong), and Backspace over
    /// one deletes the significant character before it.
    public var separators: Set<Character> {
        switch self {
        case .none, .upperCased: []
        case .koreanPhone, .isoDate: ["-"]
        }
    }

    /// The formatted text of `significant` characters (those with no separator).
    /// Characters this formatter does not expect (a stored value written by
    /// hand) are left as they are.
    public func format(_ significant: [Character]) -> [Character] {
        switch self {
        case .none:
            return significant
        case .upperCased:
            return significant.map { character in
                let upper = character.uppercased()
                return upper.count == 1 ? Character(upper) : character
            }
        case .koreanPhone:
            guard significant.allSatisfy(\.isPhoneDigit),
                let sizes = KoreanNumber(significant).groups(count: significant.count)
            else { return significant }
            return Self.grouped(significant, sizes: sizes)
        case .isoDate:
            guard significant.allSatisfy(\.isPhoneDigit) else { return significant }
            return Self.grouped(significant, sizes: [4, 2, 2])
        }
    }

    /// Where the cursor goes in `formatted`: just after its `count`th
    /// significant character (at the start for 0).
    func position(afterSignificant count: Int, in formatted: [Character]) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        for (index, character) in formatted.enumerated() where !separators.contains(character) {
            seen += 1
            if seen == count { return index + 1 }
        }
        return formatted.count
    }

    /// `characters` cut into groups of `sizes` joined by dashes; the last group
    /// takes whatever is left. A group starts only once a character is in it.
    private static func grouped(_ characters: [Character], sizes: [Int]) -> [Character] {
        var result: [Character] = []
        var start = 0
        for (index, size) in sizes.enumerated() where start < characters.count {
            let end = index == sizes.count - 1 ? characters.count : min(characters.count, start + size)
            if start > 0 { result.append("-") }
            result += characters[start..<end]
            start = end
        }
        return result
    }
}
