import Testing

@testable import LetterKit

/// The shell's replies carry facts; these are the sentences the person reads
/// for them, on the status row and on the command line.
@Suite("Problems: the words for the shell's replies")
struct ProblemWordsTests {
    @Test(arguments: [
        (SaveProblem.notAFile(path: "/a/b.letter"), "cannot save /a/b.letter: it is not a regular file"),
        (.cannotFollow(path: "/a/loop", .linkLoop), "cannot save /a/loop: cannot follow the path: Too many levels of symbolic links"),
        (.cannotCreate(folder: "/ro", .readOnlyFileSystem),
            "cannot save: cannot create a file in /ro: Read-only file system (the disk is mounted read-only); the file on disk is unchanged"),
        (.writeFailed(path: "/x", .inputOutput),
            "cannot save /x: writing failed: Input/output error; the file on disk is unchanged"),
        (.syncFailed(path: "/x", .noSpace),
            "cannot save /x: the disk did not confirm the write: No space left on device; the file on disk is unchanged"),
        (.cannotReplace(path: "/x", .notPermitted),
            "cannot save /x: cannot replace the file: Operation not permitted (the folder or file may be immutable); the file on disk is unchanged"),
        (.cannotReplace(path: "/x", .permissionDenied),
            "cannot save /x: cannot replace the file: Permission denied (no permission); the file on disk is unchanged"),
        (.folderNotSynced(folder: "/x", .other(errno: 116, words: "Stale file handle")),
            "saved, but /x could not be synced (Stale file handle); save again to be sure"),
        (.attachmentsNotCopied(.noFreeName(name: "a.png", folder: "/f")),
            "the attached files could not be copied: cannot copy a.png into /f: every numbered name is taken"),
    ] as [(SaveProblem, String)])
    func aSaveProblemIsSaid(problem: SaveProblem, words: String) {
        #expect(problem.description == words)
    }

    @Test(arguments: [
        (BoxProblem.refused(.readOnlyFileSystem), "Read-only file system"),
        (.alreadyThere(name: "c.letter.files"), "c.letter.files is already there"),
        // A name that is not text the terminal may show is shown escaped.
        (.alreadyThere(name: "c\u{1B}.files"), "\(RawPath.displayed("c\u{1B}.files")) is already there"),
        (.filesFolderNotRenamed(name: "a.files", .busy), "the letter is renamed, but a.files is not: Device or resource busy"),
        (.picturesNotRenamed(.notAFile(path: "/b.letter")),
            "renamed, but its pictures still name the old folders: cannot save /b.letter: it is not a regular file"),
        (.notWritten(.notAFile(path: "/b/book.toml")), "cannot save /b/book.toml: it is not a regular file"),
        (.trash(.noHome), "no home folder to find the trash in (set HOME or XDG_DATA_HOME)"),
        (.trash(.noFreeName(path: "/a", folder: "/t/files")),
            "cannot move /a to the trash: every name for it in /t/files is taken; it was not moved"),
    ] as [(BoxProblem, String)])
    func aLetterboxProblemIsSaid(problem: BoxProblem, words: String) {
        #expect(problem.description == words)
    }

    @Test func theStatusRowSaysAFailedSaveInTheCoresWords() {
        var editor = EditorHarness.defaultPaper(text: "Hi", path: "/mnt/usb/a.letter")
        editor.type("!")
        editor.press(.control("s"))
        editor.send(.saveFinished(.failed(.cannotCreate(folder: "/mnt/usb", .noSpace))))
        #expect(editor.screen[21] == " Not saved: cannot save: cannot create a file in /mnt/usb: No space left on")
        #expect(editor.screen[22] == " device (the disk is full); the file on disk is unchanged.")
    }

    @Test func aRecordedPaperThatCannotBeUsedIsSaidWithItsReason() {
        let notice = Notice.paperUnreadable(reason: .unknownPaper("card", known: ["letter", "postcard"]), using: "letter")
        #expect(
            EditorState.message(for: notice).text
                == "The letter's paper could not be read (the front matter names paper \"card\", which does not exist; try: letter, postcard); using letter")
    }

    @Test func aCopyThatCouldNotBeDeletedIsSaidWithTheSystemsWords() {
        #expect(
            EditorState.message(for: .copyNotRemoved(path: "/c/x.letter", reason: .permissionDenied)).text
                == "Could not delete /c/x.letter: Permission denied")
    }
}
