import Glibc
import Testing

@testable import LetterKit
@testable import letter

/// The recovery copy, the emergency copy and a save of the same letter are
/// the same bytes, whatever shape the file had (line endings, BOM, front
/// matter keys the editor does not know) and whatever the editor changed
/// (text, paper, envelope).
@Suite("Storage: the copies are the bytes a save writes")
@MainActor
struct StorageCopiesTests {
    @Test(arguments: [
        "---\npaper: letter\n---\nHi\n",
        "---\r\npaper: letter\r\nlang: ko\r\nto: Mum\r\n---\r\nHi\r\n",
        "\u{FEFF}---\npaper: letter\nfrom: Ann\nx-kept: yes\n---\nHi",
    ])
    func recoveryCopyEmergencyCopyAndSaveAreTheSameBytes(original: String) throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeText(path, original)
        let store = try RecoveryStore(folder: scratch.file("state"))
        let storage = LetterStorage(loaded: try LoadedLetter.load(path: path), path: path, paper: .letter, store: store)
        defer { storage.close() }
        var state = EditorState(
            page: Page(paper: .postcard, body: "**Hi** Mum,\nthere", ink: true), path: path,
            envelope: Envelope([.to: "Mum Kim", .phone: "010-1234-5678"]))
        state.isModified = true
        let held = state.heldLetter

        storage.writeRecoveryCopy(held)
        let recovery = try #require(try store.read(for: .letter(path: path))).contents
        let line = EmergencyRescue.keepUnsaved(of: state, shape: storage.stopCopies.shape, cause: "stopped by signal 15")
        #expect(line == "letter: stopped by signal 15; unsaved changes are in \(path).save\n")
        let emergency = try #require(readBytes(path + ".save"))
        #expect(storage.save(held) == .saved(path: path))
        let saved = try #require(readBytes(path))

        #expect(recovery == saved)
        #expect(emergency == saved)
        let file = try LetterFile(bytes: saved, format: .letter)
        #expect(file.envelope == Envelope([.to: "Mum Kim", .phone: "010-1234-5678"]))
        #expect(file.recordedPaperName == "postcard")
        #expect(file.body == "**Hi** Mum,\nthere")
    }

    /// The stop watcher's fallback is the last recovery copy; once the letter
    /// is saved that copy is older than the file and must not be written as
    /// an emergency copy (it would be offered as newer than the letter).
    @Test func aSaveForgetsTheLastRecoveryCopyForTheStopWatcher() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeText(path, "---\npaper: letter\n---\nHi\n")
        let store = try RecoveryStore(folder: scratch.file("state"))
        let storage = LetterStorage(loaded: try LoadedLetter.load(path: path), path: path, paper: .letter, store: store)
        defer { storage.close() }
        let letter = SaveRequest(path: path, text: "Hi there", paper: .letter, overwriteChanges: false)
        storage.writeRecoveryCopy(letter)
        #expect(storage.stopCopies.lastCopy?.letterPath == path)
        #expect(storage.save(letter) == .saved(path: path))
        #expect(storage.stopCopies.lastCopy == nil)
    }

    /// Two new letters open at once keep two recovery copies, never one
    /// over the other.
    @Test func twoNewLettersKeepTwoRecoveryCopies() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let first = LetterStorage(loaded: nil, path: nil, paper: .letter, store: store)
        let second = LetterStorage(loaded: nil, path: nil, paper: .letter, store: store)
        var one = EditorState(page: Page(paper: .letter, text: "first letter"))
        one.isModified = true
        var two = EditorState(page: Page(paper: .letter, text: "second letter"))
        two.isModified = true
        first.writeRecoveryCopy(one.heldLetter)
        second.writeRecoveryCopy(two.heldLetter)
        let copies = store.unnamedCopies()
        #expect(copies.count == 2)
        let texts = try copies.map { String(decoding: try RecoveryStore.contents(of: $0), as: UTF8.self) }
        #expect(texts.contains { $0.contains("first letter") } && texts.contains { $0.contains("second letter") })
    }
}
