import Testing

@testable import LetterKit

/// `g` (and the palette's "Sync the letterbox") on the letterbox screen.
@Suite("Letterbox: sync from the screen")
struct BoxSyncKeyTests {
    @Test func gSaysItSyncsAndAsksForTheSync() {
        var box = BoxHarness(letters: BoxFixture.three)
        #expect(box.type("g") == [.sync])
        #expect(box.message == "Syncing the letterbox with its git remote…")
    }

    @Test func aSyncDoneIsSaidAndTheFolderListedAgain() {
        var box = BoxHarness(letters: BoxFixture.three)
        #expect(box.send(.reply(.synced(.done(remote: "/srv/letters.git", pairsKept: 0)))) == [.list(folder: "", order: .newest)])
        #expect(box.message == "Synced the letterbox with /srv/letters.git")
        box.send(.reply(.synced(.done(remote: "/srv/letters.git", pairsKept: 2))))
        #expect(box.message == "Synced the letterbox with /srv/letters.git; 2 letters kept in both versions")
    }

    @Test func aSyncThatFailedIsAnErrorAndListsNothing() {
        var box = BoxHarness(letters: BoxFixture.three)
        #expect(box.send(.reply(.synced(.failed(reason: "cannot reach /x: gone; nothing was changed")))) == [])
        #expect(box.message == "cannot reach /x: gone; nothing was changed")
        #expect(box.state.message?.tone == .error)
        // git's words are data: an escape in them reaches the row in caret form.
        box.send(.reply(.synced(.failed(reason: "fatal: \u{1B}[2J"))))
        #expect(box.message == "fatal: ^[[2J")
    }

    @Test func thePaletteNamesIt() {
        var box = BoxHarness(letters: BoxFixture.three)
        box.press(.function(10))
        box.type("sync")
        box.press(.enter)
        #expect(box.log.last?.effects == [.sync])
    }
}
