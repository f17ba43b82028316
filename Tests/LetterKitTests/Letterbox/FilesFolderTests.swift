import Testing

@testable import LetterKit

/// A letter's files folder belongs to that letter: its name, which folders a
/// trash or a rename takes along when letters share a stem, and how a
/// rename rewrites every way a letter's text can point into the folder.
@Suite("A letter's files folder")
struct FilesFolderTests {
    static let naming: [(String, String, String)] = [
        ("/home/a/trip.letter", "/home/a/trip.letter.files", "/home/a/trip.files"),
        ("trip.md", "trip.md.files", "trip.files"),
        ("trip.txt", "trip.txt.files", "trip.files"),
        ("/notes", "/notes.files", "/notes.files"),
        ("/가을 편지.letter", "/가을 편지.letter.files", "/가을 편지.files"),
        ("a/b.c.LETTER", "a/b.c.LETTER.files", "a/b.c.files"),
        ("/.hidden", "/.hidden.files", "/.hidden.files"),
    ]

    @Test(arguments: naming)
    func folderIsNamedForTheWholeFileName(letter: String, own: String, legacy: String) {
        #expect(PicturePath.filesFolder(forLetterAt: letter) == own)
        #expect(PicturePath.legacyFilesFolder(forLetterAt: letter) == legacy)
    }

    @Test func lettersThatShareAStemNeverShareAFolder() {
        let folders = ["autumn.letter", "autumn.md", "autumn.txt", "autumn"].map {
            PicturePath.filesFolder(forLetterAt: $0)
        }
        #expect(Set(folders).count == 4)
    }

    // MARK: Which folders go with a letter

    /// One case: the letter, the folders beside it, the other letters and
    /// every letter's text; what goes and what stays.
    struct Sharing: Sendable, CustomTestStringConvertible {
        var name: String
        var letter: String
        var folders: Set<String>
        var texts: [String: String]
        var taken: [String]
        var shared: [FilesFolderOwnership.Shared] = []
        var testDescription: String { name }
    }

    static let picture = "Dear Min-ji,\n![sea](autumn.files/sea.png){lines=3}\n"

    static let sharing: [Sharing] = [
        Sharing(
            name: "ownFolderAlone", letter: "autumn.letter", folders: ["autumn.letter.files"],
            texts: ["autumn.letter": "Hi"], taken: ["autumn.letter.files"]),
        Sharing(
            name: "ownFolderBesideAnotherLettersOwn", letter: "autumn.letter",
            folders: ["autumn.letter.files", "autumn.md.files"],
            texts: ["autumn.letter": "Hi", "autumn.md": "Hi"], taken: ["autumn.letter.files"]),
        Sharing(
            name: "ownFolderAnotherLetterPointsInto", letter: "autumn.letter", folders: ["autumn.letter.files"],
            texts: ["autumn.letter": "Hi", "winter.md": "![w](autumn.letter.files/w.png)"], taken: [],
            shared: [.init(folder: "autumn.letter.files", sharedWith: ["winter.md"])]),
        Sharing(
            name: "ownFolderAPlainTextLetterNamesOnly", letter: "autumn.letter", folders: ["autumn.letter.files"],
            texts: ["autumn.letter": "Hi", "notes.txt": "![w](autumn.letter.files/w.png)"],
            taken: ["autumn.letter.files"]),
        Sharing(
            name: "oldFolderPointedIntoByThisLetterOnly", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": picture, "winter.letter": "no pictures"], taken: ["autumn.files"]),
        Sharing(
            name: "oldFolderWithAStemMateMd", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": picture, "autumn.md": "plain"], taken: [],
            shared: [.init(folder: "autumn.files", sharedWith: ["autumn.md"])]),
        Sharing(
            name: "oldFolderWithAStemMateTxt", letter: "autumn.md", folders: ["autumn.files"],
            texts: ["autumn.md": picture, "autumn.txt": "plain"], taken: [],
            shared: [.init(folder: "autumn.files", sharedWith: ["autumn.txt"])]),
        Sharing(
            name: "oldFolderWithABareStemMate", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": picture, "autumn": "plain"], taken: [],
            shared: [.init(folder: "autumn.files", sharedWith: ["autumn"])]),
        Sharing(
            name: "oldFolderAnotherLetterPointsInto", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": picture, "winter.letter": "![w](./autumn.files/w.png)"], taken: [],
            shared: [.init(folder: "autumn.files", sharedWith: ["winter.letter"])]),
        Sharing(
            name: "oldFolderAnotherLetterPointsIntoByAbsolutePath", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": picture, "winter.md": "![w](/box/autumn.files/w.png)"], taken: [],
            shared: [.init(folder: "autumn.files", sharedWith: ["winter.md"])]),
        Sharing(
            name: "oldFolderNothingPointsInto", letter: "autumn.letter", folders: ["autumn.files"],
            texts: ["autumn.letter": "Dear Min-ji, no pictures"], taken: []),
        Sharing(
            name: "oldFolderAPlainTextLetterNamesOnly", letter: "autumn.txt", folders: ["autumn.files"],
            texts: ["autumn.txt": picture], taken: []),
        Sharing(
            name: "ownAndOldFolderBothHis", letter: "autumn.letter", folders: ["autumn.letter.files", "autumn.files"],
            texts: ["autumn.letter": picture], taken: ["autumn.letter.files", "autumn.files"]),
        Sharing(
            name: "oldFolderUnreadableNeighbourCountsAsPointingNowhere", letter: "autumn.letter",
            folders: ["autumn.files"], texts: ["autumn.letter": picture], taken: ["autumn.files"]),
    ]

    @Test(arguments: sharing)
    func aFolderGoesWithALetterOnlyWhenItIsItsAlone(_ example: Sharing) {
        var neighbours = example.texts.keys.filter { $0 != example.letter }
        if example.name.hasPrefix("oldFolderUnreadable") { neighbours.append("spring.letter") }
        let decision = FilesFolderOwnership.decide(
            letter: example.letter, in: "/box", folders: example.folders, neighbours: neighbours
        ) { example.texts[$0] }
        #expect(decision.taken == example.taken)
        #expect(decision.shared == example.shared)
    }

    static let moves: [([String], String, String, [FilesFolderRename.Move])] = [
        (
            ["walk.letter.files"], "walk.letter", "stroll.letter",
            [.init(from: "walk.letter.files", to: "stroll.letter.files")]
        ),
        (["walk.files"], "walk.letter", "stroll.letter", [.init(from: "walk.files", to: "stroll.letter.files")]),
        (
            ["walk.letter.files", "walk.files"], "walk.letter", "stroll.letter",
            [
                .init(from: "walk.letter.files", to: "stroll.letter.files"),
                .init(from: "walk.files", to: "stroll.files"),
            ]
        ),
        ([], "walk.md", "산책.md", []),
    ]

    @Test(arguments: moves)
    func aRenameGivesEachFolderItsNewName(taken: [String], old: String, new: String, expected: [FilesFolderRename.Move])
    {
        #expect(FilesFolderRename.moves(of: taken, renaming: old, to: new) == expected)
    }

    // MARK: The rename rewrites every path form

    static let walk = [FilesFolderRename.Move(from: "/box/walk.letter.files", to: "/box/stroll.letter.files")]

    static let pathForms: [(String, String)] = [
        ("![a](walk.letter.files/x.png)", "![a](stroll.letter.files/x.png)"),
        ("![a](./walk.letter.files/x.png){lines=4}", "![a](stroll.letter.files/x.png){lines=4}"),
        ("![a](<walk.letter.files/my photo.png>)", "![a](<stroll.letter.files/my photo.png>)"),
        ("![a](/box/walk.letter.files/x.png)", "![a](/box/stroll.letter.files/x.png)"),
        ("![a](walk.letter.files/../walk.letter.files/x.png)", "![a](stroll.letter.files/x.png)"),
        ("![a](../box/walk.letter.files/sub/x.png)", "![a](stroll.letter.files/sub/x.png)"),
        ("![a \\[b\\]](walk.letter.files/x\\(1\\).png)", "![a \\[b\\]](<stroll.letter.files/x(1).png>)"),
        ("![notes](walk.letter.files/notes.pdf)", "![notes](stroll.letter.files/notes.pdf)"),
    ]

    @Test(arguments: pathForms)
    func everyPathFormIntoTheFolderIsRewritten(line: String, rewritten: String) {
        let text = "Dear Sam,\n\(line)\nLove"
        #expect(FilesFolderRename.text(text, in: "/box", moving: Self.walk) == "Dear Sam,\n\(rewritten)\nLove")
    }

    static let untouched = [
        "![a](walk.letter.filesX/x.png)",
        "![a](other.files/x.png)",
        "![a](/elsewhere/walk.letter.files/x.png)",
        "walk.letter.files/x.png in a sentence",
        "`![a](walk.letter.files/x.png)` in code",
    ]

    @Test(arguments: untouched)
    func aLineThatDoesNotShowAPictureInTheFolderStays(line: String) {
        #expect(FilesFolderRename.text("Dear Sam,\n\(line)\n", in: "/box", moving: Self.walk) == nil)
    }

    @Test func lineEndingsAndOtherLinesAreKeptByteForByte() {
        let text =
            "---\npaper: letter\n---\nDear Min-ji,\r\n![강릉, 해 질 녘](walk.letter.files/sunset.png){lines=8}\r\n![other](elsewhere/x.png)\n"
        #expect(
            FilesFolderRename.text(text, in: "/box", moving: Self.walk)
                == "---\npaper: letter\n---\nDear Min-ji,\r\n![강릉, 해 질 녘](stroll.letter.files/sunset.png){lines=8}\r\n![other](elsewhere/x.png)\n"
        )
    }

    @Test func twoFoldersMovedAtOnceEachFollowItsOwn() {
        let moves = [
            FilesFolderRename.Move(from: "/box/walk.letter.files", to: "/box/stroll.letter.files"),
            FilesFolderRename.Move(from: "/box/walk.files", to: "/box/stroll.files"),
        ]
        let text = "![a](walk.files/a.png)\n![b](walk.letter.files/b.png)"
        #expect(
            FilesFolderRename.text(text, in: "/box", moving: moves)
                == "![a](stroll.files/a.png)\n![b](stroll.letter.files/b.png)")
    }

    // MARK: A rename keeps a letter a letter

    static let renameNames: [(String, String, RenameName.Outcome)] = [
        ("walk.letter", "stroll", .name("stroll.letter")),
        ("walk.letter", "stroll.letter", .name("stroll.letter")),
        ("walk.letter", "Stroll.LETTER", .name("Stroll.LETTER")),
        ("walk.letter", "stroll.v2", .name("stroll.v2.letter")),
        ("walk.md", "산책", .name("산책.md")),
        ("walk.TXT", "stroll", .name("stroll.TXT")),
        ("walk.letter", "stroll.md", .changesKind(from: "letter", to: "md")),
        ("walk.md", "stroll.txt", .changesKind(from: "md", to: "txt")),
        ("walk.txt", "stroll.letter", .changesKind(from: "txt", to: "letter")),
    ]

    @Test(arguments: renameNames)
    func aNameWithoutTheExtensionKeepsIt(old: String, typed: String, outcome: RenameName.Outcome) {
        #expect(RenameName.resolve(typed, renaming: old) == outcome)
    }

    // MARK: What the box says

    @Test func theMessagesSayWhatMovedAndWhatStayed() {
        let report = FilesFolderReport(
            moved: [.init(from: "walk.letter.files", to: "stroll.letter.files")],
            shared: [.init(folder: "walk.files", sharedWith: ["walk.md"])])
        var box = BoxHarness(letters: [BoxFixture.letter("walk.letter")])
        box.send(.renamed(from: "/box/walk.letter", to: "/box/stroll.letter", .done, files: report))
        #expect(
            box.state.message?.text
                == "Renamed walk.letter to stroll.letter, walk.letter.files to stroll.letter.files; walk.files stays: walk.md shares it"
        )
        let trash = FilesFolderReport(
            moved: [.init(from: "autumn.letter.files", to: "autumn.letter.files")],
            shared: [.init(folder: "autumn.files", sharedWith: ["autumn.md", "autumn.txt"])])
        box.send(.trashed(path: "/box/autumn.letter", .done, files: trash))
        #expect(
            box.state.message?.text
                == "Moved autumn.letter and autumn.letter.files to the trash; autumn.files stays: autumn.md and autumn.txt share it"
        )
    }
}
