/// Sorting the letterbox's rows: one function per `BoxOrder`, pure, so the
/// list, the headless `--list` and the tests agree on every order.
///
/// Representation: each summary gets its sort key once (a name's key is
/// built of lowercased text and number runs), then the keys are compared;
/// ties always fall to the path, so an order is total and never depends on
/// how the rows came in.
extension BoxOrder {
    /// `letters` in this order; newest first goes by the day each row shows
    /// (`LetterSummary.shownDay` at `utcOffset`, the user's offset from
    /// UTC), so an envelope dated last spring sorts by last spring however
    /// recently its file changed; within a day, the latest change first.
    public func sorted(_ letters: [LetterSummary], utcOffset: Int = 0) -> [LetterSummary] {
        switch self {
        case .newest:
            let keyed = letters.map { (day: $0.shownDay(utcOffset: utcOffset), letter: $0) }
            return keyed.sorted {
                if $0.day != $1.day { return $0.day > $1.day }
                return ($1.letter.modified, $0.letter.path) < ($0.letter.modified, $1.letter.path)
            }.map(\.letter)
        case .longest:
            return letters.sorted { ($1.linesUsed, $0.path) < ($0.linesUsed, $1.path) }
        case .name:
            let keyed = letters.map { (key: NaturalName(PicturePath.fileName(of: $0.path)), letter: $0) }
            return keyed.sorted {
                if $0.key != $1.key { return $0.key < $1.key }
                return $0.letter.path < $1.letter.path
            }.map(\.letter)
        }
    }
}

/// A file name as a person orders it: "letter-2" before "letter-10", case
/// ignored.
///
/// Representation: the name cut into runs of digits and runs of other
/// characters, lowercased. Number runs compare by value (leading zeros
/// ignored, then by length, then digit by digit, so any length of number
/// works); text runs compare as lowercased strings; a number run sorts before
/// a text run at the same place, as file managers do.
///
/// Limitations: "case ignored" is Unicode lowercasing, not a locale's
/// collation: accented letters sort by code point after plain ones.
public struct NaturalName: Hashable, Comparable, Sendable {
    enum Run: Hashable, Sendable {
        /// Digits without leading zeros (empty for zero), ASCII only.
        case number(String)
        case text(String)
    }

    let runs: [Run]

    public init(_ name: String) {
        var runs: [Run] = []
        var current = ""
        var inNumber = false
        func close() {
            guard !current.isEmpty else { return }
            if inNumber {
                runs.append(.number(String(current.drop { $0 == "0" })))
            } else {
                runs.append(.text(current.lowercased()))
            }
            current = ""
        }
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inNumber {
                close()
                inNumber = isDigit
            }
            current.append(character)
        }
        close()
        self.runs = runs
    }

    public static func < (left: NaturalName, right: NaturalName) -> Bool {
        for (a, b) in zip(left.runs, right.runs) where a != b {
            switch (a, b) {
            case (.number(let x), .number(let y)):
                return x.count != y.count ? x.count < y.count : x < y
            case (.text(let x), .text(let y)):
                return x < y
            case (.number, .text):
                return true
            case (.text, .number):
                return false
            }
        }
        return left.runs.count < right.runs.count
    }
}

extension NaturalName {
    /// Whether the name `left` comes before `right` in natural order; names
    /// equal that way ("Letter-02", "letter-2") fall back to their exact
    /// text, so the order is total. The books' default order of letters.
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let (a, b) = (NaturalName(left), NaturalName(right))
        return a != b ? a < b : left < right
    }
}
