import Glibc
import LetterKit
import Testing

@testable import letter

@Suite("Files: lock")
struct FilesLockTests {
    @Test func aLockHoldsThePidAndIsReleasedOnClose() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        try writeText(letter, "Hi\n")
        let lock = try LockFile.acquire(for: letter)
        #expect(lock.path == scratch.file(".mom.letter.lock"))
        #expect(readBytes(lock.path) == Array("\(getpid())\n".utf8))
        lock.release()
        #expect(access(lock.path, F_OK) != 0)
        lock.release()  // twice is harmless
    }

    @Test func aLetterLockedByALiveProcessSaysWhichPid() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        try writeText(letter, "Hi\n")
        let other = try startProcess(["sleep", "60"])
        defer { stopProcess(other) }
        try writeText(LockFile.path(for: letter), "\(other)\n")

        #expect(throws: LockError.lockedBy(pid: other, lockPath: LockFile.path(for: letter))) {
            try LockFile.acquire(for: letter)
        }
        #expect(LockFile.holder(of: letter) == other)
        #expect(LockError.lockedBy(pid: other, lockPath: "x").description.hasPrefix("locked by pid \(other)"))
        // The other process's lock is left alone.
        #expect(readBytes(LockFile.path(for: letter)) == Array("\(other)\n".utf8))
    }

    @Test func aStaleLockIsCleanedUp() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        try writeText(letter, "Hi\n")
        // A process that has exited and been reaped: kill(pid, 0) says ESRCH.
        let dead = try startProcess(["true"])
        var status: Int32 = 0
        waitpid(dead, &status, 0)
        try writeText(LockFile.path(for: letter), "\(dead)\n")
        #expect(LockFile.holder(of: letter) == nil)

        let lock = try LockFile.acquire(for: letter)
        #expect(readBytes(lock.path) == Array("\(getpid())\n".utf8))
        lock.release()
    }

    @Test func aGarbageLockIsTreatedAsStale() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        try writeText(LockFile.path(for: letter), "")
        let lock = try LockFile.acquire(for: letter)
        #expect(readBytes(lock.path) == Array("\(getpid())\n".utf8))
    }

    @Test func releaseLeavesALockSomeoneElseTookOver() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        let lock = try LockFile.acquire(for: letter)
        try writeText(lock.path, "1\n")  // broken as stale and taken by pid 1
        lock.release()
        #expect(readBytes(lock.path) == Array("1\n".utf8))
    }

    @Test func aLinkAndItsTargetShareOneLock() throws {
        let scratch = try FilesScratch()
        let target = scratch.file("mom.letter")
        try writeText(target, "Hi\n")
        #expect(symlink(target, scratch.file("link.letter")) == 0)
        #expect(LockFile.path(for: scratch.file("link.letter")) == LockFile.path(for: target))
    }
}

@Suite("Files: emergency save")
struct FilesEmergencySaveTests {
    let text = Array("---\npaper: letter\n---\nUnsaved words.\n".utf8)

    @Test func writesNameDotSaveNumberedAndPrivate() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        try writeText(letter, "the saved letter\n")
        let first = try EmergencySave.write(text, nextTo: letter)
        let second = try EmergencySave.write(text + [0x21], nextTo: letter)
        let third = try EmergencySave.write(text, nextTo: letter)
        #expect(first == scratch.file("mom.letter.save"))
        #expect(second == scratch.file("mom.letter.save.1"))
        #expect(third == scratch.file("mom.letter.save.2"))
        #expect(readBytes(first) == text)
        #expect(readBytes(second) == text + [0x21])
        for path in [first, second, third] { #expect(permissions(path) == 0o600) }
        #expect(readBytes(letter) == Array("the saved letter\n".utf8))
        #expect(EmergencySave.existingCopies(of: letter).sorted() == [first, second, third])
    }

    @Test func neverWritesThroughAPlantedLink() throws {
        let scratch = try FilesScratch()
        let letter = scratch.file("mom.letter")
        let victim = scratch.file("victim")
        try writeText(victim, "keep me\n")
        #expect(symlink(victim, scratch.file("mom.letter.save")) == 0)
        let path = try EmergencySave.write(text, nextTo: letter)
        #expect(path == scratch.file("mom.letter.save.1"))
        #expect(readBytes(victim) == Array("keep me\n".utf8))
    }

    @Test func anUnnamedLetterGoesToLetterPidSave() throws {
        let scratch = try FilesScratch()
        let path = try EmergencySave.write(text, unnamedIn: scratch.path)
        #expect(path == scratch.file("letter.\(getpid()).save"))
        let again = try EmergencySave.write(text, unnamedIn: scratch.path)
        #expect(again == scratch.file("letter.\(getpid()).save.1"))
        #expect(permissions(path) == 0o600)
        #expect(EmergencySave.unnamedCopies(in: scratch.path).sorted() == [path, again])
    }

    @Test(.enabled(if: toolPath("chattr") != nil, "chattr is not installed"))
    func aReadOnlyFolderFallsBackElsewhere() throws {
        let scratch = try FilesScratch()
        let locked = try scratch.folder("locked")
        let fallback = try scratch.folder("fallback")
        let letter = locked + "/mom.letter"
        try writeText(letter, "saved\n")
        try scratch.makeImmutable(locked)
        defer { scratch.makeMutable(locked) }

        #expect(throws: EmergencySaveError.self) { try EmergencySave.write(text, nextTo: letter) }
        let path = try EmergencySave.write(text, for: letter, fallbackFolders: [fallback])
        #expect(path == fallback + "/mom.letter.save")
        #expect(readBytes(path) == text)
        #expect(folderNames(locked) == ["mom.letter"])
    }

    @Test(.enabled(if: toolPath("mount") != nil, "mount is not installed: cannot make a tiny filesystem"))
    func aCopyThatCannotBeWrittenWholeIsNotLeftBehind() throws {
        let scratch = try FilesScratch()
        let disk = try scratch.mountTinyFilesystem("disk", size: "16k")
        let fallback = try scratch.folder("fallback")
        let large = [UInt8](repeating: 0x61, count: 100 * 1024)
        do {
            _ = try EmergencySave.write(large, nextTo: disk + "/mom.letter")
            Issue.record("100 KiB fitted on a 16 KiB filesystem")
        } catch {
            guard case .writeFailed(_, let cause) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(cause.code == ENOSPC)
        }
        #expect(folderNames(disk).isEmpty)
        let path = try EmergencySave.write(large, for: disk + "/mom.letter", fallbackFolders: [fallback])
        #expect(path == fallback + "/mom.letter.save")
        #expect(readBytes(path) == large)
    }
}

@Suite("Files: recovery store")
struct FilesRecoveryStoreTests {
    let text = Array("---\npaper: postcard\n---\nUnsaved: 안녕\r\n".utf8)

    @Test func theFolderFollowsXDG() {
        #expect(RecoveryStore.standardFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/letter")
        #expect(RecoveryStore.standardFolder(environment: ["HOME": "/h"]) == "/h/.local/state/letter")
        // A relative XDG_STATE_HOME is ignored, as the spec says.
        #expect(RecoveryStore.standardFolder(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]) == "/h/.local/state/letter")
    }

    @Test func folderIs0700AndCopiesAre0600() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state/letter"))
        #expect(permissions(scratch.file("state")) == 0o700)
        #expect(permissions(store.folder) == 0o700)
        let path = try store.write(text, for: .letter(path: scratch.file("mom.letter")))
        #expect(permissions(path) == 0o600)
        #expect(folderNames(store.folder) == [FilePath.name(of: path)])  // no temporary left

        // An existing folder with looser permissions is tightened.
        #expect(chmod(store.folder, 0o755) == 0)
        _ = try RecoveryStore(folder: store.folder)
        #expect(permissions(store.folder) == 0o700)
    }

    @Test func aCopyRoundTripsWithItsOriginalPath() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let letter = scratch.file("odd %name\nwith a newline.letter")
        let key = RecoveryStore.Key.letter(path: letter)
        let path = try store.write(text, for: key)
        let name = FilePath.name(of: path)
        #expect(name.hasSuffix(".recovery") && name.count == 16 + ".recovery".count)

        let copy = try #require(try store.read(for: key))
        #expect(copy.contents == text)
        #expect(copy.key == .letter(path: letter))
        #expect(copy.path == path)
        #expect(try LetterFile(bytes: copy.contents, format: .letter).paper == .postcard)

        // Rewriting replaces it.
        try store.write(text + [0x21], for: key)
        #expect(try store.read(for: key)?.contents == text + [0x21])

        try store.remove(for: key)
        #expect(try store.read(for: key) == nil)
        try store.remove(for: key)  // nothing to remove is fine
    }

    @Test func theSameLetterHasTheSameCopyHoweverItIsNamed() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let letter = scratch.file("mom.letter")
        try writeText(letter, "Hi\n")
        #expect(symlink(letter, scratch.file("link.letter")) == 0)
        let viaLink = store.copyPath(for: .letter(path: scratch.file("link.letter")))
        #expect(viaLink == store.copyPath(for: .letter(path: letter)))
        #expect(viaLink == store.copyPath(for: .letter(path: scratch.path + "/./mom.letter")))
    }

    @Test func newerCopiesAreFoundOlderOnesAreNot() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let letter = scratch.file("mom.letter")
        try writeText(letter, "saved\n")
        setModified(letter, secondsSinceEpoch: 1_700_000_000)
        #expect(store.newerCopies(of: letter).isEmpty)

        let save = try EmergencySave.write(text, nextTo: letter)
        let recovery = try store.write(text, for: .letter(path: letter))
        setModified(save, secondsSinceEpoch: 1_700_000_100)
        setModified(recovery, secondsSinceEpoch: 1_700_000_200)
        let found = store.newerCopies(of: letter)
        #expect(found.map(\.path) == [recovery, save])
        #expect(found.map(\.kind) == [.recovery, .emergencySave])
        for copy in found { #expect(try RecoveryStore.contents(of: copy) == text) }

        // Once the letter is saved after them, they are no longer offered, but
        // they are not deleted either: only the user dismisses a copy.
        setModified(letter, secondsSinceEpoch: 1_700_000_300)
        #expect(store.newerCopies(of: letter).isEmpty)
        #expect(access(save, F_OK) == 0)
        #expect(access(recovery, F_OK) == 0)
    }

    @Test func aLetterNotYetOnDiskMakesEveryCopyNewer() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let letter = scratch.file("never-saved.letter")
        try store.write(text, for: .letter(path: letter))
        #expect(store.newerCopies(of: letter).map(\.kind) == [.recovery])
    }

    @Test func unnamedLettersHaveCopiesByID() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let path = try store.write(text, for: .unnamed(id: "1234-5678"))
        #expect(path == store.folder + "/unnamed-1234-5678.recovery")
        #expect(store.unnamedCopies().map(\.path) == [path])
        #expect(try store.read(for: .unnamed(id: "1234-5678"))?.contents == text)
        let found = try #require(store.unnamedCopies().first)
        #expect(try RecoveryStore.contents(of: found) == text)
    }

    @Test func aFileThatIsNotACopyIsRefused() throws {
        let scratch = try FilesScratch()
        let store = try RecoveryStore(folder: scratch.file("state"))
        let key = RecoveryStore.Key.letter(path: scratch.file("mom.letter"))
        try writeText(store.copyPath(for: key), "just some text\n")
        #expect(throws: RecoveryError.notACopy(path: store.copyPath(for: key))) { try store.read(for: key) }
    }
}
