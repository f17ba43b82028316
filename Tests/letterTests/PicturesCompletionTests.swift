import Foundation
import Glibc
import Testing

@testable import letter

/// Paths typed at the attach prompt: made absolute, and completed with Tab.
@Suite("Pictures: typed paths and completion")
struct PicturesCompletionTests {
    let scratch: FilesScratch
    /// The user's home and the working folder, inside the scratch folder.
    let home: String
    let work: String

    init() throws {
        scratch = try FilesScratch()
        home = try scratch.folder("home")
        work = try scratch.folder("work")
        for folder in ["home/Pictures", "home/Pictures/2024", "home/Public", "home/.cache", "work/photos"] {
            try scratch.folder(folder)
        }
        for file in [
            "home/Pictures/bridge.png", "home/Pictures/bridge-night.png", "home/Pictures/sea.jpg",
            "home/Pictures/.thumbnail.png", "home/notes.txt", "home/.profile", "work/photos/ticket.pdf",
            "work/trip.letter", "work/편지.png",
        ] {
            try writeText(scratch.file(file), file)
        }
    }

    func complete(_ text: String) -> [String] {
        PathCompletion.candidates(for: text, home: home, workingFolder: work)
    }

    @Test func homeIsKeptAsTyped() {
        #expect(complete("~/Pi") == ["~/Pictures/"])
        #expect(complete("~/P") == ["~/Pictures/", "~/Public/"])
        #expect(complete("~/Pictures/b") == ["~/Pictures/bridge-night.png", "~/Pictures/bridge.png"])
        #expect(complete("~") == ["~/"])
    }

    @Test func aRelativePathIsReadFromTheWorkingFolder() {
        #expect(complete("ph") == ["photos/"])
        #expect(complete("photos/") == ["photos/ticket.pdf"])
        #expect(complete("../home/n") == ["../home/notes.txt"])
        #expect(complete("편") == ["편지.png"])
    }

    @Test func nothingTypedListsTheWorkingFolder() {
        #expect(complete("") == ["photos/", "trip.letter", "편지.png"])
    }

    @Test func anAbsolutePathIsListedAsItIs() {
        #expect(complete(home + "/Pictures/s") == [home + "/Pictures/sea.jpg"])
    }

    @Test func hiddenNamesOnlyWhenADotIsTyped() {
        #expect(complete("~/") == ["~/Pictures/", "~/Public/", "~/notes.txt"])
        #expect(complete("~/.") == ["~/.cache/", "~/.profile"])
        #expect(complete("~/Pictures/.") == ["~/Pictures/.thumbnail.png"])
    }

    @Test func foldersEndInASlashAndFollowLinks() throws {
        #expect(symlink(home + "/Pictures", work + "/album") == 0)
        #expect(complete("al") == ["album/"])
        #expect(complete("album/2") == ["album/2024/"])
    }

    @Test func nothingMatchesOrNoSuchFolder() {
        #expect(complete("~/Videos/") == [])
        #expect(complete("zzz") == [])
        #expect(complete("trip.letter/x") == [])
    }

    @Test func aHugeFolderGivesAtMostTheLimitInOrder() throws {
        let many = try scratch.folder("work/many")
        for index in 0..<(PathCompletion.limit + 50) {
            try writeText(many + "/" + String(format: "p%04d.png", index), "")
        }
        let found = complete("many/p")
        #expect(found.count == PathCompletion.limit)
        #expect(found.first == "many/p0000.png")
        #expect(found == found.sorted())
    }

    @Test(arguments: [
        ("~/Pictures/sea.jpg", "HOME/Pictures/sea.jpg"), ("~", "HOME"), ("photos/ticket.pdf", "WORK/photos/ticket.pdf"),
        ("../home/./notes.txt", "HOME/notes.txt"), ("/etc/hosts", "/etc/hosts"), ("~other/x", "WORK/~other/x"),
    ])
    func typedPathsAreMadeAbsolute(typed: String, expected: String) {
        let absolute = TypedPath.absolute(typed, home: home, workingFolder: work)
        #expect(absolute == expected.replacingOccurrences(of: "HOME", with: home).replacingOccurrences(of: "WORK", with: work))
    }
}
