import Glibc
import LetterKit
import Testing

@testable import letter

/// Letters go to the freedesktop.org trash: an info file that says where
/// and when, written first, then the letter renamed into `files/`.
@Suite("Letterbox: the trash")
struct TrashTests {
    static let moment = LocalTime(year: 2024, month: 10, day: 1, hour: 9, minute: 5, second: 7)

    static func text(_ path: String) -> String? {
        readBytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aLetterAndItsFilesFolderGoToTheTrashWithInfoFiles() throws {
        let box = try BoxFixture()
        let letter = try box.write("2023/가을 편지.letter", "Dear Min-ji,\n![r](<가을 편지.files/r.png>){lines=2}\n")
        try box.write("2023/가을 편지.files/r.png", "png\n")
        let entries = try Trash.move(letter, environment: box.environment, now: Self.moment)
        let trash = box.data + "/Trash"
        #expect(entries.map(\.trashed) == [trash + "/files/가을 편지.letter", trash + "/files/가을 편지.files"])
        #expect(entries.map(\.info) == [
            trash + "/info/가을 편지.letter.trashinfo", trash + "/info/가을 편지.files.trashinfo",
        ])
        #expect(access(letter, F_OK) != 0)
        #expect(access(box.path("2023/가을 편지.files"), F_OK) != 0)
        #expect(Self.text(trash + "/files/가을 편지.letter")?.hasPrefix("Dear Min-ji,") == true)
        #expect(Self.text(trash + "/files/가을 편지.files/r.png") == "png\n")
        let encodedFolder = TrashInfo.percentEncoded(box.box + "/2023/")
        #expect(
            Self.text(entries[0].info)
                == "[Trash Info]\nPath=\(encodedFolder)%EA%B0%80%EC%9D%84%20%ED%8E%B8%EC%A7%80.letter\n"
                + "DeletionDate=2024-10-01T09:05:07\n")
        #expect(Self.text(entries[1].info)?.contains("%ED%8E%B8%EC%A7%80.files\nDeletionDate=") == true)
        for folder in [trash, trash + "/files", trash + "/info"] { #expect(permissions(folder) == 0o700) }
    }

    /// Each info file read back as a trash tool reads it: the group first,
    /// the path absolute once unescaped, the date in the spec's form.
    @Test func infoFilesReadBackAsTheSpecificationSays() throws {
        let box = try BoxFixture()
        let letter = try box.write("notes 100%.txt", "x\n")
        let entry = try #require(try Trash.move(letter, environment: box.environment, now: .now).first)
        let lines = try #require(Self.text(entry.info)).split(separator: "\n").map(String.init)
        #expect(lines.first == "[Trash Info]")
        let path = try #require(lines.first { $0.hasPrefix("Path=") }).dropFirst(5)
        #expect(TrashInfo.percentDecoded(String(path)) == letter)
        let date = try #require(lines.first { $0.hasPrefix("DeletionDate=") }).dropFirst(13)
        let pattern = Array("dddd-dd-ddTdd:dd:dd")
        #expect(date.count == pattern.count)
        for (character, expected) in zip(date, pattern) {
            #expect(expected == "d" ? character.isASCII && character.isNumber : character == expected)
        }
        #expect(FilePath.name(of: entry.info) == FilePath.name(of: entry.trashed) + ".trashinfo")
    }

    @Test func aTakenNameGetsANumber() throws {
        let box = try BoxFixture()
        var trashed: [String] = []
        for round in 1...3 {
            let letter = try box.write("autumn.letter", "round \(round)\n")
            trashed += try Trash.move(letter, environment: box.environment, now: Self.moment).map(\.trashed)
        }
        let files = box.data + "/Trash/files/"
        #expect(trashed == [files + "autumn.letter", files + "autumn.2.letter", files + "autumn.3.letter"])
        #expect(Self.text(files + "autumn.3.letter") == "round 3\n")
        #expect(folderNames(box.data + "/Trash/info") == [
            "autumn.2.letter.trashinfo", "autumn.3.letter.trashinfo", "autumn.letter.trashinfo",
        ])
    }

    /// A file in `files/` with no info file is some other program's: its
    /// name is not reused.
    @Test func aNameTakenOnlyInFilesIsNotReused() throws {
        let box = try BoxFixture()
        try XDGFolder.makeFolders(box.data + "/Trash/files")
        try writeText(box.data + "/Trash/files/a.txt", "someone else's\n")
        let letter = try box.write("a.txt", "mine\n")
        let entry = try #require(try Trash.move(letter, environment: box.environment, now: Self.moment).first)
        #expect(FilePath.name(of: entry.trashed) == "a.2.txt")
        #expect(Self.text(box.data + "/Trash/files/a.txt") == "someone else's\n")
        #expect(folderNames(box.data + "/Trash/info") == ["a.2.txt.trashinfo"])
    }

    @Test func withoutXDGDataHomeTheTrashIsInTheHomeFolder() throws {
        let box = try BoxFixture()
        var environment = box.environment
        environment["XDG_DATA_HOME"] = nil
        let letter = try box.write("a.md", "x\n")
        let entry = try #require(try Trash.move(letter, environment: environment, now: Self.moment).first)
        #expect(entry.trashed == box.home + "/.local/share/Trash/files/a.md")
    }

    @Test func aMissingLetterIsAnErrorAndNothingIsWritten() throws {
        let box = try BoxFixture()
        #expect(throws: TrashProblem.notFound(path: box.path("nope.txt"))) {
            try Trash.move(box.path("nope.txt"), environment: box.environment, now: Self.moment)
        }
        #expect(folderNames(box.data + "/Trash/info").isEmpty)
    }

    @Test func anUnwritableTrashSaysWhyAndLeavesTheLetter() throws {
        let box = try BoxFixture()
        try XDGFolder.makeFolders(box.data + "/Trash/info")
        try XDGFolder.makeFolders(box.data + "/Trash/files")
        try box.scratch.makeImmutable(box.data + "/Trash/info")
        defer { box.scratch.makeMutable(box.data + "/Trash/info") }
        let letter = try box.write("a.md", "x\n")
        do {
            try Trash.move(letter, environment: box.environment, now: Self.moment)
            Issue.record("a trash whose info folder cannot be written took the letter")
        } catch {
            guard case .cannotWriteInfo = error else { throw error }
            #expect(error.description.contains("the letter was not moved"))
        }
        #expect(Self.text(letter) == "x\n")
    }

    @Test(.enabled(if: FilesSafeSaveTests.hasMount, "mount/umount are not installed: cannot make a second filesystem"))
    func aLetterOnAnotherDiskIsRefusedAndLeftWhereItIs() throws {
        let box = try BoxFixture()
        let disk = try box.scratch.mountTinyFilesystem("disk", size: "64k")
        let letter = disk + "/far.letter"
        try writeText(letter, "far away\n")
        do {
            try Trash.move(letter, environment: box.environment, now: Self.moment)
            Issue.record("a letter on another file system was moved")
        } catch {
            guard case .otherFileSystem = error else { throw error }
            #expect(error.description.contains("another disk"))
        }
        #expect(Self.text(letter) == "far away\n")
        #expect(folderNames(box.data + "/Trash/info").isEmpty)
    }
}

extension LocalTime {
    init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.init(secondsSinceEpoch: 0)
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }
}
