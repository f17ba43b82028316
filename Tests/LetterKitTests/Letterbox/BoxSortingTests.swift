import PropertyBased
import Testing

@testable import LetterKit

/// The three orders of the letterbox, and the natural order of names.
@Suite("Letterbox: sorting")
struct BoxSortingTests {
    static func letter(_ path: String, modified: Int64 = 0, lines: Int = 1) -> LetterSummary {
        LetterSummary(
            path: path, title: path, modified: modified, size: 1, linesUsed: lines, paperLines: 18,
            paperName: "letter", opening: "")
    }

    /// (names in, names out by `name`).
    static let nameCases: [([String], [String])] = [
        (["letter-10", "letter-2", "letter-1"], ["letter-1", "letter-2", "letter-10"]),
        (["B.letter", "a.letter", "C.letter"], ["a.letter", "B.letter", "C.letter"]),
        (["x100", "x20", "x3"], ["x3", "x20", "x100"]),
        (["v1.10", "v1.9", "v1.2"], ["v1.2", "v1.9", "v1.10"]),
        (["2023-10-01", "2023-9-30", "2023-10-1"], ["2023-9-30", "2023-10-01", "2023-10-1"]),
        (["file", "10file", "2file"], ["2file", "10file", "file"]),
        (["ab", "abc", "ab1"], ["ab", "ab1", "abc"]),
        (["99999999999999999999999", "100000000000000000000000"], ["99999999999999999999999", "100000000000000000000000"]),
        (["편지-10", "편지-9", "가을"], ["가을", "편지-9", "편지-10"]),
    ]

    @Test(arguments: nameCases)
    func naturalNameOrder(names: [String], expected: [String]) {
        let sorted = BoxOrder.name.sorted(names.map { Self.letter("/box/" + $0) })
        #expect(sorted.map { PicturePath.fileName(of: $0.path) } == expected)
    }

    @Test func namesThatDifferOnlyInCaseOrZerosGoByPath() {
        let letters = ["/box/b/Letter-02", "/box/a/letter-2", "/box/c/LETTER-2"].map { Self.letter($0) }
        #expect(BoxOrder.name.sorted(letters).map(\.path) == ["/box/a/letter-2", "/box/b/Letter-02", "/box/c/LETTER-2"])
    }

    @Test func nameSortsByTheFileNameNotTheFolder() {
        let letters = [Self.letter("/box/a/zebra"), Self.letter("/box/z/apple")]
        #expect(BoxOrder.name.sorted(letters).map(\.path) == ["/box/z/apple", "/box/a/zebra"])
    }

    @Test func newestIsTheLatestChangeFirstThenByPath() {
        let letters = [
            Self.letter("/box/b", modified: 10), Self.letter("/box/old", modified: 1),
            Self.letter("/box/a", modified: 10), Self.letter("/box/new", modified: 20),
        ]
        #expect(BoxOrder.newest.sorted(letters).map(\.path) == ["/box/new", "/box/a", "/box/b", "/box/old"])
    }

    @Test func longestIsTheMostLinesFirstThenByPath() {
        let letters = [
            Self.letter("/box/short", lines: 2), Self.letter("/box/y", lines: 9), Self.letter("/box/x", lines: 9),
            Self.letter("/box/broken", lines: 0),
        ]
        #expect(BoxOrder.longest.sorted(letters).map(\.path) == ["/box/x", "/box/y", "/box/short", "/box/broken"])
    }

    @Test func ordersCycleAsSDoes() {
        #expect(BoxOrder.newest.next == .name && BoxOrder.name.next == .longest && BoxOrder.longest.next == .newest)
    }

    /// Whatever order the rows come in, each order gives one answer, holding
    /// every row once, and its neighbours in order.
    @Test func everyOrderIsTotalAndKeepsEveryRow() async {
        let names = Gen<String>.pick(from: ["a", "A", "b10", "b9", "b09", "편지", "x-1", "x-01", "Z", "z2"])
        let row = PropertyBased.zip(names, names, Gen<Int64>.value(in: 0...3), Gen<Int>.value(in: 0...3))
        await propertyCheck(count: 300, input: row.array(of: 0...12)) { rows in
            var seen = Set<String>()
            let letters = rows.enumerated().compactMap { index, row -> LetterSummary? in
                let path = "/box/\(row.0)/\(index)/\(row.1)"
                guard seen.insert(path).inserted else { return nil }
                return Self.letter(path, modified: row.2, lines: row.3)
            }
            for order in BoxOrder.allCases {
                let sorted = order.sorted(letters)
                #expect(sorted.count == letters.count)
                #expect(Set(sorted.map(\.path)) == Set(letters.map(\.path)))
                #expect(order.sorted(Array(letters.reversed())) == sorted)
                for (earlier, later) in Swift.zip(sorted, sorted.dropFirst()) {
                    switch order {
                    case .newest: #expect(earlier.modified >= later.modified)
                    case .longest: #expect(earlier.linesUsed >= later.linesUsed)
                    case .name:
                        #expect(
                            !(NaturalName(PicturePath.fileName(of: later.path))
                                < NaturalName(PicturePath.fileName(of: earlier.path))))
                    }
                }
            }
        }
    }
}
