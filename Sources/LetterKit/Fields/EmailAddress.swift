/// What an e-mail field takes: an address as RFC 5321 and 5322 allow it and
/// common validators (a browser's `type=email`, a mail server) accept it.
///
/// - The name before the "@" is a dot-atom: ASCII letters, digits and
///   ``!#$%&'*+-/=?^_`{|}~``, or letters, marks and digits of any script
///   (RFC 6531), in parts joined by single dots; at most 64 bytes. Quoted
///   names ("a b"@x) are refused: few servers take them.
/// - The domain is normalised as IDNA does (NFKC, lower case, an ideographic
///   full stop as a dot) and then checked label by label: letters, digits and
///   hyphens (a letter of any script, never an emoji or a symbol), no hyphen
///   first or last, at most 63 bytes a label and 253 the name in the ASCII
///   form the DNS carries (Punycode, "xn--…"). The last label is not all
///   digits, and there are at least two: a dot-less address reaches no
///   one outside the sender's own network, so it is refused.
/// - No invisible character anywhere (zero-width spaces and joiners,
///   direction marks and isolates, variation selectors, Hangul fillers, other
///   format and control characters): they make two addresses that look the
///   same go to different places.
/// - At most 254 bytes in all (RFC 5321's path less its angle brackets).
///
/// Limitations: IP literals (`a@[192.0.2.1]`) and quoted names are refused;
/// a domain's labels are not checked against the IDNA2008 tables beyond the
/// letters, marks and digits rule.
enum EmailAddress {
    /// The address to keep (its domain normalised), or why it is not one.
    static func checked(_ text: String) -> Result<String, EmailProblem> {
        let scalars = Array(text.unicodeScalars)
        if let invisible = scalars.first(where: isInvisible) { return .failure(.invisibleCharacter(invisible.value)) }
        // By scalar: "@" followed by a combining mark is one Character.
        let parts = scalars.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return .failure(.noAt) }
        guard parts.count == 2 else { return .failure(.severalAts(parts.count - 1)) }
        let local = Array(parts[0])
        if local.isEmpty { return .failure(.emptyLocalPart) }
        if parts[1].isEmpty { return .failure(.emptyDomain) }
        if let problem = problem(inLocalPart: local) { return .failure(problem) }
        let domain = normalisedDomain(String(String.UnicodeScalarView(parts[1])))
        switch checkedDomain(domain) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let asciiLength):
            let localBytes = String(String.UnicodeScalarView(local)).utf8.count
            let total = localBytes + 1 + asciiLength
            if total > 254 { return .failure(.addressTooLong(bytes: total)) }
            return .success(String(String.UnicodeScalarView(local)) + "@" + domain)
        }
    }

    private static func problem(inLocalPart local: [Unicode.Scalar]) -> EmailProblem? {
        if let bad = local.first(where: { !isLocalPartScalar($0) }) {
            return .notAllowedBeforeAt(String(Character(bad)))
        }
        if local.first == "." || local.last == "." { return .localPartDotAtEdge }
        if zip(local, local.dropFirst()).contains(where: { $0 == "." && $1 == "." }) { return .localPartTwoDots }
        let bytes = String(String.UnicodeScalarView(local)).utf8.count
        if bytes > 64 { return .localPartTooLong(bytes: bytes) }
        return nil
    }

    /// The domain as IDNA maps it before checking: NFKC, lower case, and the
    /// full stops of CJK text as dots.
    static func normalisedDomain(_ domain: String) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in UnicodeForms.compatibilityComposed(domain).lowercased().unicodeScalars {
            mapped.append(scalar == "\u{3002}" ? "." : scalar)
        }
        return UnicodeForms.composed(String(mapped))
    }

    /// The domain's length in ASCII (Punycode) form, or why it is no domain.
    private static func checkedDomain(_ domain: String) -> Result<Int, EmailProblem> {
        let scalars = Array(domain.unicodeScalars)
        if scalars.first == "." { return .failure(.domainStartsWithDot) }
        if scalars.last == "." { return .failure(.domainEndsWithDot) }
        let labels = scalars.split(separator: ".", omittingEmptySubsequences: false)
        if labels.contains(where: \.isEmpty) { return .failure(.emptyDomainLabel) }
        if labels.count < 2 { return .failure(.domainWithoutDot) }
        var asciiLength = labels.count - 1
        for label in labels {
            if let bad = label.first(where: { !isDomainScalar($0) }) {
                return .failure(.notAllowedInDomain(String(Character(bad))))
            }
            let text = String(String.UnicodeScalarView(label))
            if label.first == "-" || label.last == "-" { return .failure(.labelHyphenAtEdge(text)) }
            if let first = label.first, first.properties.generalCategory.isMark {
                return .failure(.notAllowedInDomain(String(Character(first))))
            }
            let ascii: Int
            if label.allSatisfy(\.isASCII) {
                ascii = label.count
            } else {
                guard let encoded = Punycode.encoded(text) else { return .failure(.labelTooLong(text, bytes: Int.max)) }
                ascii = 4 + encoded.utf8.count
            }
            if ascii > 63 { return .failure(.labelTooLong(text, bytes: ascii)) }
            asciiLength += ascii
        }
        if let last = labels.last, last.allSatisfy({ ("0"..."9").contains($0) }) {
            return .failure(.numericTopLevelDomain)
        }
        if asciiLength > 253 { return .failure(.domainTooLong(bytes: asciiLength)) }
        return .success(asciiLength)
    }

    /// Characters no one can see or that steer others: default-ignorable
    /// code points (zero-width, joiners, variation selectors, fillers), and
    /// format, control, separator, private-use and unassigned ones.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .format, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
            .surrogate:
            return true
        default:
            return false
        }
    }

    private static let atext = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~.".unicodeScalars)

    private static func isLocalPartScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? atext.contains(scalar) : isLetterMarkOrDigit(scalar)
    }

    private static func isDomainScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        return isLetterMarkOrDigit(scalar)
    }

    private static func isLetterMarkOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }
}

extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
