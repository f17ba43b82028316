import Glibc
import LetterKit
import Testing

@testable import LetterPictures
@testable import LetterSystem
@testable import letter

/// A letter names files only inside its own folder, after `..` and links are
/// resolved: every member of the class that leads out is refused unread,
/// by the one check and by every reader built on it; every way that stays
/// inside still reads.
@Suite("Trust: paths confined to the letter's folder")
struct ConfinementTests {
    let folder: ReceivedFolder

    init() throws { folder = try ReceivedFolder() }

    @Test func everyWayOutIsRefusedByTheCheck() throws {
        for written in folder.outside {
            #expect(throws: FileRefusal.outside(folder: folder.letters), "\(written)") {
                try System.openRegularFile(folder.resolved(written), confinedTo: folder.letters).close()
            }
        }
    }

    @Test func everyWayThatStaysInsideOpens() throws {
        for written in folder.inside {
            let file = try System.openRegularFile(folder.resolved(written), confinedTo: folder.letters)
            #expect(file.size > 0, "\(written)")
            file.close()
        }
    }

    /// `deep` is a link to a folder outside: the kernel reads `deep/..` as
    /// that folder's parent, so the raw path leads out, and is refused.
    @Test func dotDotThroughALinkedFolderIsOutside() {
        #expect(throws: FileRefusal.outside(folder: folder.letters)) {
            try System.openRegularFile(folder.letters + "/deep/../secret.png", confinedTo: folder.letters).close()
        }
        #expect(throws: FileRefusal.outside(folder: folder.letters)) {
            try System.openRegularFile(folder.letters + "/deep/x.png", confinedTo: folder.letters).close()
        }
    }

    /// The letter's folder reached through a link: its tree is the real
    /// folder's, so inside stays inside and out stays out.
    @Test func aLetterFolderThatIsALinkConfinesToItsTarget() throws {
        let linked = folder.scratch.file("link-to-letters")
        try System.openRegularFile(linked + "/in.png", confinedTo: linked).close()
        try System.openRegularFile(linked + "/trip.files/p.png", confinedTo: linked).close()
        #expect(throws: FileRefusal.outside(folder: linked)) {
            try System.openRegularFile(linked + "/../elsewhere/secret.png", confinedTo: linked).close()
        }
        #expect(throws: FileRefusal.outside(folder: linked)) {
            try System.openRegularFile(linked + "/out.png", confinedTo: linked).close()
        }
    }

    /// Names are compared whole: `/a/letters-evil` is not inside `/a/letters`,
    /// and `x..y` is a name, not a way up.
    @Test func prefixesAndDotsInNamesAreNames() {
        #expect(FilePath.isWithin("/a/letters/x..y/p.png", "/a/letters"))
        #expect(!FilePath.isWithin("/a/letters-evil/p.png", "/a/letters"))
        #expect(FilePath.isWithin("/a/letters", "/a/letters"))
        #expect(FilePath.isWithin("/etc/passwd", "/"))
        #expect(!FilePath.isWithin("/a/letter", "/a/letters"))
    }

    /// Whether a file outside exists is not for a letter to learn: a missing
    /// file outside is "outside" too; a missing file inside is missing.
    @Test func aMissingFileIsOutsideOrMissingByWhereItWouldBe() {
        #expect(throws: FileRefusal.outside(folder: folder.letters)) {
            try System.openRegularFile(folder.scratch.file("elsewhere/none.png"), confinedTo: folder.letters).close()
        }
        #expect(throws: FileRefusal.missing) {
            try System.openRegularFile(folder.letters + "/none.png", confinedTo: folder.letters).close()
        }
    }

    /// Without a folder (a file the person attached) any regular file opens.
    @Test func anAttachedFileMayBeAnywhere() throws {
        try System.openRegularFile(folder.secret).close()
    }

    // MARK: Each reader

    @Test func theLookerRefusesEveryWayOutAndDrawsNothing() {
        var looker = PictureLooker()
        for written in folder.outside {
            let path = folder.resolved(written)
            #expect(looker.facts(at: path, confinedTo: folder.letters) == .problem(.outsideFolder), "\(written)")
            let source = PictureSource(caption: "x", path: path, confinedTo: folder.letters)
            let request = PictureRequest(mark: PictureMark(id: 0, lines: 4), source: source, columns: 20)
            #expect(looker.look(for: request, colors: .indexed256) == .problem(.outsideFolder), "\(written)")
            #expect(
                looker.thumbnail(path: path, confinedTo: folder.letters, columns: 8, rows: 2, colors: .indexed256)
                    == .problem(.outsideFolder), "\(written)")
        }
        for written in folder.inside {
            let facts = looker.facts(at: folder.resolved(written), confinedTo: folder.letters)
            #expect(facts == .picture(width: 8, height: 4, bytes: facts.bytes), "\(written)")
        }
    }

    @Test func printRefusesEveryWayOut() {
        for written in folder.outside {
            guard
                case .problem(let problem) = PicturePixels.read(
                    path: folder.resolved(written), confinedTo: folder.letters)
            else {
                Issue.record("\(written) was read for print")
                continue
            }
            #expect(problem == .outsideFolder, "\(written)")
        }
    }

    /// A letter read from its folder puts its pictures on the shelf confined
    /// to that folder; one attached now is not confined.
    @Test func aLettersPicturesAreConfinedWhenReadAndAttachedOnesAreNot() {
        var shelf = PictureShelf()
        let paragraphs = LetterFile.styledParagraphs(
            ofBody: "![s](../elsewhere/secret.png){lines=2}", paper: .letter,
            reading: PictureReading(folder: folder.letters), shelf: &shelf)
        #expect(paragraphs.count == 1)
        #expect(shelf[0]?.confinedTo == folder.letters)
        #expect(PictureSource(caption: "s", path: folder.secret).confinedTo == nil)
    }

    /// `render` names the reason in each block: the letter's own picture is
    /// drawn, none of the ways out is read.
    @Test func renderSaysOutsideForEveryWayOut() throws {
        let body = (folder.outside + ["in.png"]).enumerated().map { "![p\($0.offset)](\($0.element)){lines=3}" }
        try writeText(folder.letters + "/trip.letter", body.joined(separator: "\n\n") + "\n")
        let result = try runTool([letterBinary, "render", folder.letters + "/trip.letter", "--lines", "80"])
        let outside = result.output.components(separatedBy: "outside the letter's folder").count - 1
        #expect(outside == folder.outside.count, "\(result.output)")
    }

    /// The HTML page copies the picture inside and draws the frame, with the
    /// reason, for each way out: no copy of the secret, no `<img>` naming it.
    @Test func htmlExportCopiesOnlyWhatIsInside() throws {
        let body = (["in.png"] + folder.outside).enumerated().map { "![p\($0.offset)](\($0.element)){lines=3}" }
        try writeText(folder.letters + "/trip.letter", body.joined(separator: "\n\n") + "\n")
        let page = folder.scratch.file("page.html")
        let result = try runTool([
            letterBinary, "export", folder.letters + "/trip.letter", "--to", "html", "-o", page, "--lines", "80",
        ])
        let html = try #require(readBytes(page).map { String(decoding: $0, as: UTF8.self) }, "\(result.output)")
        #expect(folderNames(folder.scratch.file("page.html.files")) == ["in.png"])
        #expect(html.components(separatedBy: "<img").count - 1 == 1, "\(html)")
        #expect(!html.contains("secret"), "\(html)")
        #expect(html.components(separatedBy: "outside the letter").count - 1 == folder.outside.count)
    }

    /// The printed page draws the placeholder and notes why.
    @Test func pdfExportNotesWhatIsOutside() throws {
        try writeText(folder.letters + "/trip.letter", "![s](../elsewhere/secret.png){lines=3}\n")
        let pdf = folder.scratch.file("out.pdf")
        let result = try runTool([letterBinary, "export", folder.letters + "/trip.letter", "--to", "pdf", "-o", pdf])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("outside the letter's folder"), "\(result.output)")
    }
}

extension PictureFacts {
    /// The byte count a fact carries, 0 for a problem.
    var bytes: Int64 {
        switch self {
        case .picture(_, _, let bytes), .attachment(let bytes): bytes
        case .media(let facts): facts.bytes
        case .problem: 0
        }
    }
}
