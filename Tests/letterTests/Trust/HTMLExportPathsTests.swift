import Glibc
import Testing

@testable import LetterSystem
@testable import letter

/// `export --to html -o PAGE`: every picture that can be shown is copied into
/// PAGE.files/ and named relative to the page wherever `-o` puts it; every
/// one that cannot (outside the letter's folder, a FIFO, damaged) is its
/// frame with the reason, never a broken `<img>`.
@Suite("Trust: the HTML page's pictures, wherever -o puts it")
struct HTMLExportPathsTests {
    let folder: ReceivedFolder

    init() throws {
        folder = try ReceivedFolder()
        try folder.scratch.folder("letters/sub")
        try folder.scratch.folder("letters/sub/dir")
        try folder.scratch.folder("abs")
        #expect(mkfifo(folder.letters + "/pipe.png", 0o644) == 0)
        try writeBytes(folder.letters + "/bad.png", PNGFixture.damaged(width: 40, height: 20))
        try writeText(
            folder.letters + "/trip.letter",
            ["in.png", "trip.files/p.png", "../elsewhere/secret.png", "pipe.png", "bad.png"].enumerated()
                .map { "![p\($0.offset)](\($0.element)){lines=3}" }.joined(separator: "\n\n") + "\n")
    }

    /// The `src` of every `<img>` in `html`.
    static func sources(_ html: String) -> [String] {
        html.components(separatedBy: "<img src=\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    @Test(arguments: ["page.html", "sub/dir/page.html", "../x.html", "./sub/../p2.html", "ABS/abs/page.html"])
    func picturesAreCopiedAndNamedRelativeToThePage(output: String) throws {
        let output = output.replacingOccurrences(of: "ABS", with: folder.scratch.path)
        let command = "cd '\(folder.letters)' && '\(letterBinary)' export trip.letter --to html -o '\(output)'"
        let result = try run(["/bin/sh", "-c", command])
        #expect(result.status == 0, "\(result.error)")
        let page = output.hasPrefix("/") ? output : folder.letters + "/" + output
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        let sources = Self.sources(html)
        #expect(sources.count == 2, "\(html)")
        for source in sources {
            #expect(!source.hasPrefix("/") && !source.hasPrefix(".."), "\(source)")
            let file = FilePath.folder(of: page) + "/" + source
            #expect(readBytes(file) == readBytes(folder.letters + "/in.png"), "\(output): \(source)")
        }
        #expect(html.contains("outside the letter"), "\(html)")
        #expect(html.contains("not a regular file"), "\(html)")
        #expect(html.contains("damaged"), "\(html)")
    }
}
