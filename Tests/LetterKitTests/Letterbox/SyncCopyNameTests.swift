import LetterKit
import Testing

/// The name the other machine's version takes beside a letter both changed.
@Suite("Sync: the other version's name")
struct SyncCopyNameTests {
    @Test func theHostGoesBeforeTheExtensionInTheSameFolder() {
        #expect(SyncCopyName.copy(of: "autumn.letter", host: "laptop") == "autumn (laptop).letter")
        #expect(SyncCopyName.copy(of: "2024/kyoto.md", host: "desk") == "2024/kyoto (desk).md")
        #expect(SyncCopyName.copy(of: "a.b/notes", host: "desk") == "a.b/notes (desk)")
        #expect(SyncCopyName.copy(of: ".plan", host: "desk") == ".plan (desk)")
    }

    @Test func aTakenNameGetsANumber() {
        let taken: Set = ["autumn (laptop).letter", "autumn (laptop 2).letter"]
        #expect(SyncCopyName.copy(of: "autumn.letter", host: "laptop") { taken.contains($0) } == "autumn (laptop 3).letter")
    }

    @Test func aHostThatCannotBePartOfANameIsOther() {
        #expect(SyncCopyName.plainHost("") == "other")
        #expect(SyncCopyName.plainHost("../etc") == "other")
        #expect(SyncCopyName.plainHost("desk/../x") == "desk")
        #expect(SyncCopyName.plainHost("desk\u{1B}[2J") == "desk")
        #expect(SyncCopyName.plainHost("노트북") == "노트북")
    }
}
