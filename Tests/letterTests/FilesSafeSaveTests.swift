import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// Saving, with the failures injected for real: as root, permissions do not stop
/// a write, so the read-only cases use `chattr +i` and the disk-full case a tiny
/// tmpfs. Each failure must leave the original bytes intact and no temporary
/// file behind.
@Suite("Files: safe save")
struct FilesSafeSaveTests {
    static let hasChattr = toolPath("chattr") != nil
    static let hasMount = toolPath("mount") != nil && toolPath("umount") != nil

    let original = Array("---\npaper: letter\n---\nDear Mum,\nthe original.\n".utf8)
    let replacement = Array("---\npaper: letter\n---\nDear Mum,\nthe new text.\n".utf8)

    @Test func savesTheBytesAndReturnsTheStamp() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeBytes(path, original)
        let stamp = try SafeSave.write(replacement, to: path)
        #expect(readBytes(path) == replacement)
        #expect(stamp == DiskStamp.of(path: path))
        #expect(!changedOnDisk(path, since: stamp))
        #expect(folderNames(scratch.path) == ["mom.letter"])
    }

    @Test func aNewLetterFollowsTheUmask() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("new.letter")
        try SafeSave.save(LetterFile.newLetter(path: path, paper: .postcard), to: path)
        #expect(permissions(path) == System.newFileMode)
        #expect(readBytes(path) == Array("---\npaper: postcard\nformat: 2\n---\n\n".utf8))
    }

    @Test func keepsAnExistingFilesPermissionsAndOwner() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("shared.txt")
        try writeBytes(path, original)
        #expect(chmod(path, 0o640) == 0)
        #expect(chown(path, 65534, 65534) == 0)
        try SafeSave.write(replacement, to: path)
        #expect(permissions(path) == 0o640)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_uid == 65534)
        #expect(status.st_gid == 65534)
        #expect(readBytes(path) == replacement)
    }

    @Test func savesThroughASymbolicLinkAndTheLinkStaysALink() throws {
        let scratch = try FilesScratch()
        let realFolder = try scratch.folder("real")
        let target = realFolder + "/mom.letter"
        try writeBytes(target, original)
        #expect(chmod(target, 0o604) == 0)
        let link = scratch.file("link.letter")
        #expect(symlink("real/mom.letter", link) == 0)  // relative, as people make them
        try SafeSave.write(replacement, to: link)
        #expect(isSymbolicLink(link))
        #expect(readBytes(target) == replacement)
        #expect(permissions(target) == 0o604)
        // The temporary file was made next to the target, and is gone.
        #expect(folderNames(realFolder) == ["mom.letter"])
        #expect(folderNames(scratch.path) == ["link.letter", "real"])
    }

    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        let scratch = try FilesScratch()
        let link = scratch.file("link.letter")
        #expect(symlink(scratch.file("later.letter"), link) == 0)
        try SafeSave.write(replacement, to: link)
        #expect(isSymbolicLink(link))
        #expect(readBytes(scratch.file("later.letter")) == replacement)
        #expect(permissions(scratch.file("later.letter")) == System.newFileMode)
    }

    @Test func aFolderIsNotOverwritten() throws {
        let scratch = try FilesScratch()
        let folder = try scratch.folder("letters")
        #expect(throws: SaveError.notAFile(path: folder)) { try SafeSave.write(replacement, to: folder) }
    }

    @Test func aMissingFolderIsAClearError() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("no-such-folder/mom.letter")
        do {
            try SafeSave.write(replacement, to: path)
            Issue.record("saved into a folder that does not exist")
        } catch {
            #expect(error.code == ENOENT)
            #expect(error.description.contains("no-such-folder"))
        }
    }

    @Test(.enabled(if: hasChattr, "chattr is not installed: cannot make a folder read-only for root"))
    func anImmutableFolderFailsClearlyAndTheOriginalIsIntact() throws {
        let scratch = try FilesScratch()
        let folder = try scratch.folder("locked")
        let path = folder + "/mom.letter"
        try writeBytes(path, original)
        let before = DiskStamp.of(path: path)
        try scratch.makeImmutable(folder)
        defer { scratch.makeMutable(folder) }

        do {
            try SafeSave.write(replacement, to: path)
            Issue.record("the save into an immutable folder claimed to succeed")
        } catch {
            guard case .cannotCreateTemporary(let where_, let cause) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(where_ == folder)
            #expect(cause.code == EPERM)
            #expect(error.description.contains("cannot create a file in \(folder)"))
            #expect(error.description.contains("the file on disk is unchanged"))
        }
        #expect(readBytes(path) == original)
        #expect(DiskStamp.of(path: path) == before)
        #expect(folderNames(folder) == ["mom.letter"])
    }

    @Test(.enabled(if: hasChattr, "chattr is not installed: cannot make a file read-only for root"))
    func anImmutableFileFailsAtTheRenameAndNoTemporaryIsLeft() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeBytes(path, original)
        try scratch.makeImmutable(path)
        defer { scratch.makeMutable(path) }

        do {
            try SafeSave.write(replacement, to: path)
            Issue.record("the save over an immutable file claimed to succeed")
        } catch {
            guard case .renameFailed = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(error.code == EPERM)
        }
        #expect(readBytes(path) == original)
        #expect(folderNames(scratch.path) == ["mom.letter"])
    }

    @Test(.enabled(if: hasMount, "mount/umount are not installed: cannot make a tiny filesystem"))
    func aDiskFullPartWayFailsAndTheOriginalIsIntact() throws {
        let scratch = try FilesScratch()
        // If mounting is not permitted here this throws, and the test fails
        // loudly: a disk-full test that did not run must not pass.
        let disk = try scratch.mountTinyFilesystem("disk", size: "64k")
        let path = disk + "/mom.letter"
        try writeBytes(path, original)
        // Leave about 16 KiB free, then save a letter of 200 KiB: the first writes
        // succeed and a later one fails with ENOSPC.
        try writeBytes(disk + "/filler", [UInt8](repeating: 0x66, count: 40 * 1024))
        let large = [UInt8](repeating: 0x61, count: 200 * 1024)

        do {
            try SafeSave.write(large, to: path)
            Issue.record("a 200 KiB save onto a 64 KiB filesystem claimed to succeed")
        } catch {
            guard case .writeFailed(let where_, let cause) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(where_ == path)
            #expect(cause.code == ENOSPC)
            #expect(error.description.contains("the disk is full"))
        }
        #expect(readBytes(path) == original)
        #expect(folderNames(disk) == ["filler", "mom.letter"])
    }

    @Test func aChangeOnDiskIsNoticed() throws {
        let scratch = try FilesScratch()
        let path = scratch.file("mom.letter")
        try writeBytes(path, original)
        let loaded = try LoadedLetter.load(path: path)
        let stamp = try #require(loaded.stamp)
        #expect(!changedOnDisk(path, since: stamp))

        // Rewritten in place, same size, another time: size alone would miss it.
        try writeBytes(path, replacement)
        setModified(path, secondsSinceEpoch: 2_000_000_000)
        #expect(changedOnDisk(path, since: stamp))

        // Replaced by rename (how other careful editors save).
        let saved = try SafeSave.write(original, to: path)
        #expect(!changedOnDisk(path, since: saved))
        try writeBytes(scratch.file("other"), original)
        #expect(rename(scratch.file("other"), path) == 0)
        #expect(changedOnDisk(path, since: saved))

        // Removed.
        let last = DiskStamp.of(path: path)
        #expect(unlink(path) == 0)
        #expect(changedOnDisk(path, since: last))

        // A new letter: changed only once someone else creates the file.
        #expect(!changedOnDisk(path, since: nil))
        try writeBytes(path, original)
        #expect(changedOnDisk(path, since: nil))
    }
}
