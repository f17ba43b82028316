import Glibc
import Testing

@testable import LetterKit
@testable import letter

/// What the editor's storage writes for each name a letter is saved under: the
/// target's extension decides whether the file has front matter, and whatever
/// body the editor shows is what the saved file holds.
@Suite("Storage: the shape a save writes")
@MainActor
struct StorageSaveShapeTests {
    func storage(_ scratch: FilesScratch, loaded: LoadedLetter? = nil, path: String? = nil) throws -> LetterStorage {
        LetterStorage(
            loaded: loaded, path: path, paper: .letter, store: try RecoveryStore(folder: scratch.file("state")))
    }

    func save(_ storage: LetterStorage, _ text: String, to path: String, paper: Paper = .letter) -> SaveResult {
        storage.save(SaveRequest(path: path, text: text, paper: paper, overwriteChanges: false))
    }

    /// A `.md` is Markdown whose hard breaks keep each line (`MarkdownBody`).
    @Test(arguments: [("note.txt", "\n"), ("note.md", "\\\n"), ("NOTE.TXT", "\n"), ("note", "\n")])
    func aNewLetterSavedUnderAPlainNameIsItsTextWithoutFrontMatter(name: String, lineBreak: String) throws {
        let scratch = try FilesScratch()
        let storage = try storage(scratch)
        defer { storage.close() }
        let target = scratch.file(name)
        #expect(save(storage, "Dear Sam,\nLove", to: target) == .saved(path: target))
        #expect(readBytes(target) == Array("Dear Sam,\(lineBreak)Love\n".utf8))
        // Saved again under the same name, it stays without front matter.
        #expect(save(storage, "Dear Sam,\nLove you", to: target) == .saved(path: target))
        #expect(readBytes(target) == Array("Dear Sam,\(lineBreak)Love you\n".utf8))
    }

    @Test func aNewLetterSavedAsALetterRecordsItsPaper() throws {
        let scratch = try FilesScratch()
        let storage = try storage(scratch)
        defer { storage.close() }
        let target = scratch.file("sam.Letter")
        #expect(save(storage, "Dear Sam,", to: target, paper: .postcard) == .saved(path: target))
        #expect(readBytes(target) == Array("---\npaper: postcard\nformat: 2\n---\nDear Sam,\n".utf8))
    }

    @Test func aLetterSavedAsTxtDropsItsFrontMatterAndBackAsLetterGainsIt() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeText(path, "---\npaper: postcard\nto: Mum\n---\nHi\n")
        let storage = try storage(scratch, loaded: try LoadedLetter.load(path: path), path: path)
        defer { storage.close() }
        let plain = scratch.file("mom.txt")
        #expect(save(storage, "Hi", to: plain, paper: .postcard) == .saved(path: plain))
        #expect(readBytes(plain) == Array("Hi\n".utf8))
        let again = scratch.file("again.letter")
        #expect(save(storage, "Hi", to: again, paper: .postcard) == .saved(path: again))
        #expect(readBytes(again) == Array("---\npaper: postcard\nformat: 2\n---\nHi\n".utf8))
        // The original is untouched.
        #expect(readBytes(path) == Array("---\npaper: postcard\nto: Mum\n---\nHi\n".utf8))
    }

    @Test func aTxtStartingWithADashBlockIsSavedByteForByte() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("post.md")
        let text = "---\ntitle: x\n---\n# Hi\n"
        try writeText(path, text)
        let loaded = try LoadedLetter.load(path: path)
        #expect(loaded.body == "---\ntitle: x\n---\n# Hi")
        let storage = try storage(scratch, loaded: loaded, path: path)
        defer { storage.close() }
        #expect(save(storage, loaded.body, to: path) == .saved(path: path))
        #expect(readBytes(path) == Array(text.utf8))
    }

    @Test func aTrailingEmptyLineAddedToAFileWithoutAFinalNewlineIsKept() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("n.txt")
        try writeText(path, "Dear Sam,\nLove")
        let storage = try storage(scratch, loaded: try LoadedLetter.load(path: path), path: path)
        defer { storage.close() }
        #expect(save(storage, "Dear Sam,\nLove\n\n", to: path) == .saved(path: path))
        #expect(try LoadedLetter.load(path: path).body == "Dear Sam,\nLove\n\n")
        // Back to the text as it was: the file is as it was.
        #expect(save(storage, "Dear Sam,\nLove", to: path) == .saved(path: path))
        #expect(readBytes(path) == Array("Dear Sam,\nLove".utf8))
    }
}
