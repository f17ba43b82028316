import Testing

@testable import LetterKit

/// The screen opens on the index as the folders' times left it; the walk of
/// the whole box comes after the first frame, and what it changed is listed
/// again with the selection where it was.
@Suite("Letterbox: the walk after the first frame")
struct BoxCatchUpTests {
    static let walks: [(RefreshCounts, [BoxEffect])] = [
        (RefreshCounts(unchanged: 3), []),
        (RefreshCounts(), []),
        (RefreshCounts(updated: 1, unchanged: 2), [.list(folder: "", order: .newest)]),
        (RefreshCounts(added: 1, unchanged: 3), [.list(folder: "", order: .newest)]),
        (RefreshCounts(removed: 1, unchanged: 2), [.list(folder: "", order: .newest)]),
    ]

    @Test(arguments: walks)
    func aWalkThatChangedARowListsAgain(counts: RefreshCounts, effects: [BoxEffect]) {
        var box = BoxHarness(letters: BoxFixture.three)
        #expect(box.send(.reply(.caughtUp(counts))) == effects)
    }

    /// A letter rewritten in place (newer now, with a new first line) moves
    /// to the top; the selection stays on the letter it was on.
    @Test func theSelectionStaysOnItsLetter() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.down)
        #expect(box.selectedPath == "/box/spring.letter")
        let effects = box.send(.reply(.caughtUp(RefreshCounts(updated: 1, unchanged: 2))))
        #expect(effects == [.list(folder: "", order: .newest)])
        let rewritten = BoxFixture.letter("winter.md", title: "Grandfather,", modified: 1_760_500_000)
        let letters = [rewritten] + BoxFixture.three.dropLast()
        box.send(.reply(.listed(FolderListing(folder: "", order: .newest, folders: [], letters: letters))))
        #expect(box.selectedPath == "/box/spring.letter")
        #expect(box.screenText.contains("Grandfather,") && !box.screenText.contains("Grandmother,"))
    }

    /// During a search the search is asked again, the selection kept.
    @Test func duringASearchTheSearchIsAskedAgain() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.type("/Dear")
        box.send(.reply(.found(query: "Dear", results: Array(BoxFixture.three.prefix(2)))))
        box.press(.down)
        #expect(box.selectedPath == "/box/spring.letter")
        #expect(box.send(.reply(.caughtUp(RefreshCounts(updated: 1, unchanged: 2)))) == [.search("Dear")])
        box.send(.reply(.found(query: "Dear", results: Array(BoxFixture.three.prefix(2).reversed()))))
        #expect(box.selectedPath == "/box/spring.letter")
    }

    @Test func countsSayWhetherTheBoxWasWalkedAndChanged() {
        #expect(!RefreshCounts().walked && !RefreshCounts().changedAnything)
        #expect(RefreshCounts(unchanged: 1).walked && !RefreshCounts(unchanged: 1).changedAnything)
        #expect(RefreshCounts(removed: 1).walked && RefreshCounts(removed: 1).changedAnything)
    }
}
