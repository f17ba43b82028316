/// How long a field's text may grow, in the unit that matters for what it
/// holds: characters for a name, UTF-8 bytes for what a file system stores,
/// digits for a phone number (whose dashes are only formatting).
public enum FieldLimit: Hashable, Sendable {
    /// At most this many characters (grapheme clusters: 가, é and 👍🏽 are one each).
    case characters(Int)
    /// At most this many bytes in UTF-8, as a file system counts a name.
    case utf8Bytes(Int)
    /// A path: each name between slashes at most `name` bytes in UTF-8 (the
    /// file system's NAME_MAX), the whole at most `whole` (PATH_MAX less its NUL).
    case pathBytes(name: Int, whole: Int)
    /// A phone number's digits: 15 after a "+" (E.164), else as many as the
    /// Korean number its first digits begin has (`KoreanNumber`: 10 in Seoul,
    /// 12 for 050X, 8 for 1588…, 11 for most).
    case phoneDigits

    /// How much of the limit `characters` use, and the most they may, as a
    /// form shows it ("12/40"). For a path, the whole path's bytes.
    public func usage(of characters: [Character]) -> FieldUsage {
        switch self {
        case .characters(let maximum):
            return FieldUsage(used: characters.count, maximum: maximum)
        case .utf8Bytes(let maximum), .pathBytes(_, let maximum):
            return FieldUsage(used: Self.utf8Count(characters[...]), maximum: maximum)
        case .phoneDigits:
            return FieldUsage(used: characters.count(where: \.isPhoneDigit), maximum: Self.phoneDigits(startingWith: characters).maximum)
        }
    }

    /// Why `characters` are too long, or nil when they fit.
    public func problem(with characters: [Character]) -> FieldProblem? {
        switch self {
        case .characters(let maximum):
            return characters.count > maximum ? .tooLong(maximum: maximum, measure: .characters) : nil
        case .utf8Bytes(let maximum):
            return Self.utf8Count(characters[...]) > maximum ? .tooLong(maximum: maximum, measure: .utf8Bytes) : nil
        case .pathBytes(let name, let whole):
            if Self.utf8Count(characters[...]) > whole { return .tooLong(maximum: whole, measure: .utf8Bytes) }
            let longest = characters.split(separator: "/", omittingEmptySubsequences: true).map(Self.utf8Count).max() ?? 0
            return longest > name ? .tooLong(maximum: name, measure: .utf8BytesInAName) : nil
        case .phoneDigits:
            let (maximum, measure) = Self.phoneDigits(startingWith: characters)
            return characters.count(where: \.isPhoneDigit) > maximum ? .tooLong(maximum: maximum, measure: measure) : nil
        }
    }

    /// The most characters any text within this limit can have: no text
    /// longer than this needs measuring, so a huge paste costs no more than a
    /// short one.
    var characterBound: Int {
        switch self {
        case .characters(let maximum), .utf8Bytes(let maximum), .pathBytes(_, let maximum): maximum
        // 15 digits and the "+" (a number with dashes has at most 12 digits).
        case .phoneDigits: 16
        }
    }

    /// What any text past this limit is told, whatever it holds.
    var exceeded: FieldProblem {
        switch self {
        case .characters(let maximum): .tooLong(maximum: maximum, measure: .characters)
        case .utf8Bytes(let maximum), .pathBytes(_, let maximum): .tooLong(maximum: maximum, measure: .utf8Bytes)
        case .phoneDigits: .tooLong(maximum: 15, measure: .digitsAfterPlus)
        }
    }

    private static func utf8Count(_ characters: ArraySlice<Character>) -> Int {
        characters.reduce(0) { $0 + $1.utf8.count }
    }

    private static func phoneDigits(startingWith characters: [Character]) -> (maximum: Int, measure: FieldMeasure) {
        if characters.first == "+" { return (15, .digitsAfterPlus) }
        return KoreanNumber(characters.filter(\.isPhoneDigit)).maximum
    }
}

/// How much of its limit a field's text uses.
public struct FieldUsage: Hashable, Sendable, CustomStringConvertible {
    public var used: Int
    public var maximum: Int

    public init(used: Int, maximum: Int) {
        self.used = used
        self.maximum = maximum
    }

    /// "12/40", as the form shows beside the field being edited.
    public var description: String { "\(used)/\(maximum)" }
}

extension Character {
    /// 0 to 9: what a phone number counts (its dashes and "+" are not digits).
    var isPhoneDigit: Bool { CharacterClass.digit.contains(self) }
}
