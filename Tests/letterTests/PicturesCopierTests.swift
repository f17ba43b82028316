import Glibc
import LetterKit
import Testing

@testable import LetterSystem
@testable import letter

/// Copying attached files next to the letter before a save: names kept,
/// numbered when taken, never replacing a file, and all or nothing.
@Suite("Pictures: copying attachments")
struct PicturesCopierTests {
    let scratch: FilesScratch

    init() throws { scratch = try FilesScratch() }

    /// A file elsewhere (`from/NAME` by default) with `bytes`.
    func original(_ name: String, in folder: String = "from", bytes: [UInt8]? = nil) throws -> String {
        if System.names(in: scratch.file(folder)) == nil { try scratch.folder(folder) }
        let path = scratch.file(folder + "/" + name)
        try writeBytes(path, bytes ?? Array("the bytes of \(name)".utf8))
        return path
    }

    var filesFolder: String { scratch.file("trip.files") }

    func copy(_ paths: [String], into folder: String? = nil) -> AttachmentCopyResult {
        AttachmentCopier.copy(
            AttachmentCopies(
                folder: folder ?? filesFolder,
                files: paths.enumerated().map { PictureCopy(id: $0.offset, path: $0.element) }))
    }

    /// No hidden temporary file is left in `folder`.
    func expectNoLeftovers(_ folder: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(folderNames(folder).allSatisfy { !$0.hasPrefix(".") }, "\(folderNames(folder))", sourceLocation: sourceLocation)
    }

    @Test func theFolderIsMadeAndNamesAreKept() throws {
        let photo = try original("bridge.png", bytes: PNGFixture.image(width: 4, height: 4) { _, _ in .red })
        let ticket = try original("ticket.pdf")
        let result = copy([photo, ticket])
        #expect(result == .copied([
            PictureCopy(id: 0, path: filesFolder + "/bridge.png"), PictureCopy(id: 1, path: filesFolder + "/ticket.pdf"),
        ]))
        #expect(folderNames(filesFolder) == ["bridge.png", "ticket.pdf"])
        #expect(readBytes(filesFolder + "/bridge.png") == readBytes(photo))
        #expect(readBytes(filesFolder + "/ticket.pdf") == readBytes(ticket))
        #expect(readBytes(photo) != nil, "the original stays")
    }

    /// A copy is a new file of the user's, as `cp` makes it: an executable
    /// or a private original does not pass its mode on.
    @Test(arguments: [0o640, 0o755, 0o600] as [mode_t])
    func aCopyFollowsTheUmaskNotTheOriginal(mode: mode_t) throws {
        let script = try original("tune.ogg")
        #expect(chmod(script, mode) == 0)
        _ = copy([script])
        #expect(permissions(filesFolder + "/tune.ogg") == System.newFileMode)
    }

    /// A name on disk is never replaced; two files of one name in one save
    /// are numbered in turn.
    @Test func aTakenNameIsNumberedBeforeItsExtension() throws {
        try scratch.folder("trip.files")
        try writeText(filesFolder + "/photo.jpg", "the first photo")
        let first = try original("photo.jpg", in: "camera")
        let second = try original("photo.jpg", in: "phone")
        let result = copy([first, second])
        #expect(result == .copied([
            PictureCopy(id: 0, path: filesFolder + "/photo-2.jpg"), PictureCopy(id: 1, path: filesFolder + "/photo-3.jpg"),
        ]))
        #expect(readBytes(filesFolder + "/photo.jpg") == Array("the first photo".utf8))
        #expect(readBytes(filesFolder + "/photo-2.jpg") == readBytes(first))
        #expect(readBytes(filesFolder + "/photo-3.jpg") == readBytes(second))
        expectNoLeftovers(filesFolder)
    }

    @Test(arguments: [
        ("photo.jpg", 2, "photo-2.jpg"), ("photo.jpg", 1, "photo.jpg"), ("notes", 3, "notes-3"),
        (".plan", 2, ".plan-2"), ("archive.tar.gz", 2, "archive.tar-2.gz"), ("편지 사진.png", 10, "편지 사진-10.png"),
    ])
    func numberedNames(name: String, number: Int, expected: String) {
        #expect(AttachmentCopier.numbered(name, number) == expected)
    }

    @Test func aFileAlreadyInsideTheFolderIsNotCopied() throws {
        try scratch.folder("trip.files")
        let inside = filesFolder + "/sea.png"
        try writeText(inside, "the sea")
        // The same folder reached through a link is inside too.
        #expect(symlink(filesFolder, scratch.file("link")) == 0)
        let throughLink = scratch.file("link/sea.png")
        let result = copy([inside, throughLink])
        #expect(result == .copied([PictureCopy(id: 0, path: inside), PictureCopy(id: 1, path: inside)]))
        #expect(folderNames(filesFolder) == ["sea.png"])
    }

    /// A file inside named another way is given back in the folder's own
    /// form, so the editor sees it inside and does not ask again: asking
    /// again and again was an endless loop between the two.
    @Test func aFileInsideNamedAnotherWayComesBackInTheFoldersForm() throws {
        try scratch.folder("trip.files")
        try scratch.folder("trip.files/day one")
        try writeText(filesFolder + "/day one/sea.png", "the sea")
        #expect(symlink(scratch.path, scratch.file("here")) == 0)
        let folder = scratch.file("here/trip.files")
        let result = copy([filesFolder + "/day one/sea.png"], into: folder)
        #expect(result == .copied([PictureCopy(id: 0, path: folder + "/day one/sea.png")]))
        #expect(folderNames(filesFolder) == ["day one"])
    }

    @Test func aFileAskedForTwiceIsCopiedOnce() throws {
        let photo = try original("bridge.png")
        let result = copy([photo, photo])
        #expect(result == .copied([
            PictureCopy(id: 0, path: filesFolder + "/bridge.png"), PictureCopy(id: 1, path: filesFolder + "/bridge.png"),
        ]))
        #expect(folderNames(filesFolder) == ["bridge.png"])
    }

    @Test func nothingToCopyMakesNoFolder() throws {
        #expect(copy([]) == .copied([]))
        #expect(System.names(in: filesFolder) == nil)
    }

    /// A missing original is not copied and is said, with its reason; the
    /// others are copied, so a save keeps what was typed.
    @Test func aMissingOriginalIsLeftAndSaid() throws {
        let photo = try original("bridge.png")
        let gone = scratch.file("from/gone.png")
        let result = copy([photo, gone])
        #expect(
            result == .copied(
                [PictureCopy(id: 0, path: filesFolder + "/bridge.png")],
                notCopied: [PictureNotCopied(id: 1, path: gone, reason: "no such file")]))
        #expect(folderNames(filesFolder) == ["bridge.png"])
    }

    @Test func aFolderThatIsAFileIsRefused() throws {
        try writeText(filesFolder, "not a folder")
        let result = copy([try original("bridge.png")])
        #expect(result == .failed(.folderIsNotAFolder(folder: filesFolder)))
        if case .failed(let problem) = result {
            #expect(problem.description == "\(filesFolder) is in the way of the attachments' folder: it is not a folder")
        }
        #expect(readBytes(filesFolder) == Array("not a folder".utf8))
    }

    /// Every kind of file that is not a regular one is refused at once with
    /// its kind, never opened for reading in a way that waits: a FIFO with no
    /// writer would hang a blocking open (and so the save) for ever.
    @Test(arguments: ["folder", "fifo", "null", "zero", "socket"])
    func anOriginalThatIsNotARegularFileIsLeftAtOnce(kind: String) throws {
        let path = try NonRegularFixture.make(kind, in: scratch)
        let start = ContinuousClock.now
        let result = copy([path])
        #expect(ContinuousClock.now - start < .seconds(2))
        guard case .copied(let copies, let notCopied) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(copies.isEmpty)
        #expect(notCopied.map(\.reason) == ["not a regular file: it is \(NonRegularFixture.kind(kind).rawValue)"])
        #expect(System.names(in: filesFolder) == nil, "no empty folder is left")
    }

    /// A picture the letter wrote is copied only from inside its folder;
    /// one that leads out (a link in the letter's folder to a file outside)
    /// is left, and said.
    @Test func anOriginalOutsideItsLettersFolderIsNotCopied() throws {
        let secret = try original("secret.png", in: "elsewhere")
        let letterFolder = try scratch.folder("letters")
        #expect(symlink(secret, letterFolder + "/link.png") == 0)
        let result = AttachmentCopier.copy(
            AttachmentCopies(
                folder: letterFolder + "/trip.files",
                files: [PictureCopy(id: 0, path: letterFolder + "/link.png", confinedTo: letterFolder)]))
        #expect(
            result == .copied(
                [],
                notCopied: [
                    PictureNotCopied(
                        id: 0, path: letterFolder + "/link.png", reason: "outside the folder \(letterFolder)")
                ]))
        #expect(System.names(in: letterFolder + "/trip.files") == nil)
    }

    /// A full disk, as root sees one: a 64 KB tmpfs. The first copy fits, the
    /// second does not; neither is left, nor any temporary file, and what
    /// was in the folder before is untouched.
    @Test func aFullDiskFailsAndLeavesTheFolderAsItWas() throws {
        let disk = try scratch.mountTinyFilesystem("disk", size: "64k")
        let folder = disk + "/trip.files"
        #expect(mkdir(folder, 0o755) == 0)
        try writeText(folder + "/kept.txt", "kept")
        let small = try original("small.png", bytes: Array(repeating: 1, count: 8_000))
        let large = try original("large.mov", bytes: Array(repeating: 2, count: 200_000))
        let result = copy([small, large], into: folder)
        #expect(result == .failed(.cannotCopy(path: large, folder: folder, .noSpace)))
        if case .failed(let problem) = result {
            #expect(problem.description == "cannot copy \(large) into \(folder): No space left on device")
        }
        #expect(folderNames(folder) == ["kept.txt"])
    }

    @Test func anImmutableFolderFailsAndTakesNothing() throws {
        try scratch.folder("trip.files")
        try scratch.makeImmutable(filesFolder)
        let photo = try original("bridge.png")
        let result = copy([photo])
        guard case .failed(let reason) = result else {
            Issue.record("copied into an immutable folder: \(result)")
            return
        }
        #expect(reason == .cannotCopy(path: photo, folder: filesFolder, .notPermitted))
        #expect(reason.description == "cannot copy \(photo) into \(filesFolder): Operation not permitted")
        scratch.makeMutable(filesFolder)
        #expect(folderNames(filesFolder).isEmpty)
    }
}
