import Glibc
import LetterKit
import Testing

@testable import letter

/// The commands on letters with pictures: a picture takes its lines in
/// `check`, is a frame with its caption in `render`, `[picture: caption (path)]` in
/// `export --to txt`, and an image copied next to the page in `--to html`.
@Suite("Pictures: check, render and export")
struct PicturesCommandTests {
    static let front = "---\npaper: custom\nlines: 8\ncolumns: 20\n---\n"

    /// A folder for each test, with a 200 × 100 PNG in `pics/`; kept while
    /// the test runs.
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
        _ = mkdir(scratch.file("pics"), 0o755)
        let png = PNGFixture.image(width: 200, height: 100) { x, _ in x < 100 ? RGBA.red : RGBA.blue }
        try writeBytes(scratch.file("pics/sun.png"), png)
    }

    /// A letter holding `body` in the test's folder.
    func letter(_ body: String, named name: String = "trip.letter") throws -> (scratch: FilesScratch, path: String) {
        let path = scratch.file(name)
        try writeText(path, Self.front + body + "\n")
        return (scratch, path)
    }

    @Test func checkCountsThePictureLines() throws {
        let (_, path) = try letter("Hi\n![Sun](pics/sun.png){lines=3}\nBye")
        #expect(try runTool([letterBinary, "check", path]).output == "fits: 5 of 8 lines\n")
        let (_, over) = try letter("Hi\n![Sun](pics/sun.png){lines=7}\nBye", named: "over.letter")
        let result = try runTool([letterBinary, "check", over])
        #expect(result.output == "over: 9 of 8 lines, 1 too many\n")
        #expect(result.status == 1)
    }

    @Test func naturalHeightComesFromTheHeader() throws {
        // 200 × 100 pixels at 20 columns: 20 × 100 / 200 / 2 = 5 lines, capped
        // at half of an 8-line paper.
        let (_, path) = try letter("![Sun](pics/sun.png)")
        #expect(try runTool([letterBinary, "check", path]).output == "fits: 4 of 8 lines\n")
        #expect(try runTool([letterBinary, "check", path, "--lines", "16"]).output == "fits: 5 of 16 lines\n")
        // A missing picture without a height still opens, at 4 lines.
        let (_, missing) = try letter("![Gone](pics/gone.png)", named: "gone.letter")
        #expect(try runTool([letterBinary, "check", missing, "--lines", "16"]).output == "fits: 4 of 16 lines\n")
    }

    @Test func renderDrawsAFrameOfTheRightHeightWithTheCaption() throws {
        let (_, path) = try letter("Hi\n![Sun](pics/sun.png){lines=3}\n![](pics/song.mp3)")
        let output = try runTool([letterBinary, "render", path]).output
        #expect(
            output == """
                Hi
                ┌──────────────────┐
                │       Sun        │
                └──────────────────┘
                📎 song.mp3 · file …
                
                """, "a missing attachment's card says so, cut to the paper")
    }

    @Test func exportTextNamesThePicture() throws {
        let (_, path) = try letter("Hi\n![Sun](pics/sun.png){lines=3}\nBye")
        // Caption and path, broken where the 20-column paper breaks any line.
        #expect(
            try runTool([letterBinary, "export", path, "--to", "txt"]).output == "Hi\n[picture: Sun\n(pics/sun.png)]\nBye\n")
        #expect(
            try runTool([letterBinary, "export", path, "--to", "md"]).output
                == "Hi\\\n![Sun](pics/sun.png){lines=3}\\\nBye\n")
    }

    @Test func exportHTMLShowsThePicturesCopiedNextToThePage() throws {
        let (scratch, path) = try letter("Hi\n![Sun](pics/sun.png){lines=3}\nBye")
        _ = mkdir(scratch.file("out"), 0o755)
        let page = scratch.file("out/trip.html")
        #expect(try runTool([letterBinary, "export", path, "--to", "html", "-o", page]).status == 0)
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        #expect(html.contains("<img src=\"trip.html.files/sun.png\" alt=\"Sun\""))
        #expect(html.contains("height:calc(var(--line) * 3)"))
        #expect(readBytes(scratch.file("out/trip.html.files/sun.png")) == readBytes(scratch.file("pics/sun.png")))
        // Three lines are taken: 1 + 3 + 1 of 8, so 3 ruled lines are left.
        #expect(html.contains("calc(var(--line) * 3)\"></div>"))
    }
}
