import Testing

@testable import LetterKit

/// The box marks a letter and the other machine's version a sync kept
/// beside it (`SyncPair`): found from the names, shown on both rows and in
/// `letter box --list`.
@Suite("Sync: the pair marked")
struct SyncPairTests {
    @Test(arguments: [
        ("autumn (laptop).letter", "autumn.letter", "laptop"),
        ("/box/2024/kyoto (desk).md", "/box/2024/kyoto.md", "desk"),
        ("autumn (laptop 2).letter", "autumn.letter", "laptop"),
        ("notes (desk)", "notes", "desk"),
        ("가을 편지 (노트북).letter", "가을 편지.letter", "노트북"),
        ("a (b) (desk.home).txt", "a (b).txt", "desk.home"),
    ])
    func aCopysNameGivesItsLetterAndHost(copy: String, original: String, host: String) {
        let parsed = SyncPair.parsedCopy(copy)
        #expect(parsed?.original == original)
        #expect(parsed?.host == host)
        // The name sync gives is the name read back.
        #expect(SyncCopyName.copy(of: original, host: host) == copy || copy.contains(" 2)"))
    }

    @Test(arguments: [
        "autumn.letter", "(laptop).letter", "autumn (laptop.letter", "autumn ().letter", "autumn(laptop).letter",
        "autumn (lap/top).letter", "autumn (.hidden).letter", "autumn (two words).letter",
    ])
    func anyOtherNameIsNoCopy(name: String) {
        #expect(SyncPair.parsedCopy(name) == nil)
    }

    @Test func bothRowsOfAPairAreMarkedAndAloneNothingIs() {
        let paths = [
            "/box/autumn.letter", "/box/autumn (laptop).letter", "/box/autumn (desk).letter", "/box/kyoto (desk).md",
            "/box/spring.letter", "/box/2024/autumn (laptop).letter",
        ]
        let pairs = SyncPair.pairs(among: paths)
        #expect(pairs["/box/autumn (laptop).letter"] == .copy(of: "/box/autumn.letter", host: "laptop"))
        #expect(pairs["/box/autumn (desk).letter"] == .copy(of: "/box/autumn.letter", host: "desk"))
        #expect(pairs["/box/autumn.letter"] == .original(hosts: ["desk", "laptop"]))
        // Nothing of that name beside it (nor in 2024/): a name alone is no pair.
        #expect(pairs["/box/kyoto (desk).md"] == nil)
        #expect(pairs["/box/2024/autumn (laptop).letter"] == nil)
        #expect(pairs["/box/spring.letter"] == nil)
        #expect(pairs.count == 3)
        #expect(SyncPair.pairs(among: ["/box/a.letter", "/box/b.letter"]).isEmpty)
    }

    @Test func theListingSaysWhichIsWhichInAFifthField() {
        let original = LetterSummary(
            path: "/b/autumn.letter", title: "Dear Min-ji,", date: "2024-10-01", modified: 0, size: 1, linesUsed: 3,
            paperLines: 18, paperName: "letter", opening: "")
        var copy = original
        copy.path = "/b/autumn (laptop).letter"
        let pairs = SyncPair.pairs(among: [original.path, copy.path])
        #expect(
            BoxListing.line(for: original, box: "/b", modifiedDay: "d", pair: pairs[original.path])
                == "autumn.letter\t2024-10-01\t3/18\tDear Min-ji,\thas another version from laptop")
        #expect(
            BoxListing.line(for: copy, box: "/b", modifiedDay: "d", pair: pairs[copy.path])
                == "autumn (laptop).letter\t2024-10-01\t3/18\tDear Min-ji,\tother version from laptop")
        #expect(BoxListing.line(for: original, box: "/b", modifiedDay: "d") == "autumn.letter\t2024-10-01\t3/18\tDear Min-ji,")
    }

    @Test func theScreenMarksBothRowsOfThePair() {
        let letters = [
            BoxFixture.letter("autumn.letter", title: "Dear Min-ji,", opening: "From the desktop."),
            BoxFixture.letter("autumn (laptop).letter", title: "Dear Min-ji,", opening: "From the laptop.", recipient: "Min-ji"),
            BoxFixture.letter("spring.letter", title: "Dear Sam,"),
        ]
        let box = BoxHarness(letters: letters, rows: 10, columns: 80)
        #expect(box.screen[1] == "  Dear Min-ji,                                  has another version from laptop", "\(box.screen)")
        #expect(box.screen[3] == "  Dear Min-ji,                             other version from laptop  to Min-ji", "\(box.screen)")
        #expect(!box.screen[5].contains("version"))
        #expect(box.frame.rows[3][45].style == .detail)
    }
}
