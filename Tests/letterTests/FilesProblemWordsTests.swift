import Glibc
import LetterKit
import LetterSystem
import Testing

@testable import letter

/// The core words each errno the shell names; the words must be the C
/// library's, as the person has always read them, and an errno the core does
/// not name must still carry the library's words.
@Suite("Files: the system's refusals as the core's facts")
struct FilesProblemWordsTests {
    @Test(arguments: [
        (ENOSPC, FileProblem.noSpace), (EDQUOT, .quotaExceeded), (EROFS, .readOnlyFileSystem),
        (EACCES, .permissionDenied), (EPERM, .notPermitted), (ENOENT, .notFound), (EISDIR, .isFolder),
        (ENOTDIR, .notFolder), (EEXIST, .exists), (ENOTEMPTY, .folderNotEmpty), (ELOOP, .linkLoop),
        (ENAMETOOLONG, .nameTooLong), (EXDEV, .otherDisk), (EIO, .inputOutput), (EBUSY, .busy),
        (EINVAL, .invalid), (ENXIO, .noDevice),
    ] as [(Int32, FileProblem)])
    func aNamedErrnoIsWordedAsTheCLibraryWordsIt(code: Int32, problem: FileProblem) {
        #expect(SystemError(code).problem == problem)
        #expect(problem.description == String(cString: strerror(code)))
        #expect(SystemError(code).description == String(cString: strerror(code)))
    }

    @Test(arguments: [EPROTO, ETIMEDOUT, ESTALE, E2BIG])
    func anErrnoTheCoreDoesNotNameKeepsItsNumberAndTheLibrarysWords(code: Int32) {
        #expect(SystemError(code).problem == .other(errno: code, words: String(cString: strerror(code))))
        #expect(SystemError(code).description == String(cString: strerror(code)))
    }

    @Test func aSaveErrorIsWordedByTheCore() {
        let full = SaveError.writeFailed(path: "/mnt/usb/a.letter", SystemError(ENOSPC))
        #expect(full.problem == .writeFailed(path: "/mnt/usb/a.letter", .noSpace))
        #expect(
            full.description
                == "cannot save /mnt/usb/a.letter: writing failed: No space left on device (the disk is full); the file on disk is unchanged")
        let quota = SaveError.cannotCreateTemporary(folder: "/home/ann", SystemError(EDQUOT))
        #expect(quota.description.hasSuffix("Disk quota exceeded (the disk is full); the file on disk is unchanged"))
        let stale = SaveError.renameFailed(path: "/nfs/a.letter", SystemError(ESTALE))
        #expect(stale.description == "cannot save /nfs/a.letter: cannot replace the file: \(String(cString: strerror(ESTALE))); the file on disk is unchanged")
    }

    @Test func aTrashProblemInsideAnotherIsWordedWhole() {
        let error = TrashProblem.attachmentsLeft(
            letter: "/box/a.letter", folder: "/box/a.letter.files",
            .cannotMove(path: "/box/a.letter.files", SystemError(EACCES).problem))
        #expect(
            error.description
                == "/box/a.letter is in the trash, but its attached files /box/a.letter.files are not: cannot move /box/a.letter.files to the trash: Permission denied; it was not moved")
    }
}
