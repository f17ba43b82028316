/// The shape of a Korean phone number, decided by its first digits: how many
/// digits it has at most and how they are grouped.
///
/// From libphonenumber's metadata for KR (national numbers, with the trunk 0
/// in front, as people write them at home):
/// - 02 Seoul: 9 or 10 digits, 02-XXX-XXXX or 02-XXXX-XXXX;
/// - 031–033, 041–044, 051–055, 061–064 (areas), 010–019 (mobiles and
///   pagers): 10 or 11 digits, 0XX-XXX-XXXX or 0XX-XXXX-XXXX;
/// - 050X personal numbers: 11 or 12 digits, 050-XXXX-XXXX and, at 12,
///   0505-XXXX-XXXX as Korea writes them (libphonenumber writes
///   050-5XXXX-XXXX);
/// - 070 internet phones: 11 digits, 070-XXXX-XXXX;
/// - 060 premium and 080 free numbers: 10 digits, 0X0-XXX-XXXX;
/// - 15XX, 16XX and 18XX nationwide service numbers: 8 digits, no 0,
///   1588-XXXX.
/// Any other number starting with 0 takes the 0XX shapes; a number starting
/// with another digit is kept as typed, up to 11 digits.
///
/// Limitations: the short local numbers (031-120) are grouped as the start of
/// a longer one, which they look like until they end.
enum KoreanNumber: Hashable, Sendable {
    case seoul
    case personal
    case internet
    case tenDigits
    case service
    case otherTrunk
    case asTyped

    /// The shape of a number whose digits start with `digits` (the first
    /// three decide; fewer give the shape they could still become).
    init(_ digits: [Character]) {
        let start = String(digits.prefix(3))
        switch start {
        case _ where start.hasPrefix("02"): self = .seoul
        case "050": self = .personal
        case "070": self = .internet
        case "060", "080": self = .tenDigits
        case _ where start.hasPrefix("15") || start.hasPrefix("16") || start.hasPrefix("18"): self = .service
        case _ where start.hasPrefix("0"): self = .otherTrunk
        default: self = .asTyped
        }
    }

    /// The most digits a number of this shape has, and how the sentence
    /// about it names them.
    var maximum: (maximum: Int, measure: FieldMeasure) {
        switch self {
        case .seoul: (10, .digitsInASeoulNumber)
        case .personal: (12, .digitsInANumberStarting("050"))
        case .internet: (11, .digitsInANumberStarting("070"))
        case .tenDigits: (10, .digits)
        case .service: (8, .digitsInAServiceNumber)
        case .otherTrunk, .asTyped: (11, .digits)
        }
    }

    /// The group sizes for `count` digits (the last group takes what is
    /// left), or nil for a number kept as typed.
    func groups(count: Int) -> [Int]? {
        switch self {
        // The longer shape has a middle group of 4, once the number is that long.
        case .seoul: [2, count >= 10 ? 4 : 3, 4]
        case .otherTrunk: [3, count >= 11 ? 4 : 3, 4]
        case .personal: count >= 12 ? [4, 4, 4] : [3, 4, 4]
        case .internet: [3, 4, 4]
        case .tenDigits: [3, 3, 4]
        case .service: [4, 4]
        case .asTyped: nil
        }
    }
}
