import Foundation
import LetterKit
import Testing

@testable import letter

/// `letter export --to pdf` and `letter print`, read back with poppler's
/// tools: the same lines as `render` in every script on every preset, every
/// font embedded, the pages a long paper takes, a missing face refused.
@Suite("Print: the PDF export")
struct PrintCommandTests {
    let scratch: FilesScratch

    init() throws {
        scratch = try FilesScratch()
    }

    static let letters: [(name: String, body: String)] = [
        (
            "english",
            """
            Dear Sam,
            The leaves turned early this year and the river is **higher** than anyone here remembers; we walked along it on Sunday and counted *eleven* herons by the old mill.

            Write soon, and tell me about the [new house]{.underline}.
            Love, Ann
            """
        ),
        (
            "korean",
            """
            사랑하는 민지에게,
            안녕하세요! 오랜만에 편지를 씁니다. 서울은 벌써 **가을**이 깊어서 아침마다 공기가 차갑고 하늘이 아주 맑아요. 지난주에는 할머니 댁에 다녀왔는데 마당의 감나무에 감이 가득 열려 있었어요.

            건강하게 잘 지내요.
            """
        ),
        (
            "japanese",
            """
            拝啓　秋も深まってまいりましたが、いかがお過ごしでしょうか。先日は素敵なお便りをいただき、本当にありがとうございました。庭の紅葉がとても[きれい]{.mark}です。

            敬具
            """
        ),
        (
            "mixed",
            """
            Dear 민지, 안녕하세요! Tokyo was 素晴らしい and the 紅葉 in Kyoto was [unreal]{color=red}. 다음에 같이 가요 — next autumn?
                An indented line, and spaces   inside it.
            P.S. ここまで
            """
        ),
    ]

    /// Writes `body` as a `.letter` on `paper` and gives its path.
    func letter(_ name: String, _ body: String, paper: String, envelope: String = "") throws -> String {
        let path = scratch.file("\(name)-\(paper).letter")
        try writeText(path, "---\npaper: \(paper)\n\(envelope)---\n\(body)\n")
        return path
    }

    /// Lines with text, page numbers and form feeds left out, each run of
    /// spaces (an ideographic space too) one space, none at the end.
    ///
    /// Why runs: pdftotext gives every character of a line, in order, on
    /// its line, but counts the width of a gap itself (an indent of four
    /// cells may come out as three spaces, an ideographic space as three);
    /// that every character sits in its exact cells is held by the
    /// layout's own tests (PrintLayoutTests), which read the marks.
    static func writtenLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { row in
            var line = ""
            for character in row where character != "\u{0C}" {
                let isSpace = character == " " || character == "\u{3000}"
                if isSpace, line.last == " " { continue }
                line.append(isSpace ? " " : character)
            }
            while line.last == " " { line.removeLast() }
            let parts = line.split(separator: " ")
            let isPageNumber = parts.count == 3 && parts[1] == "/" && Int(parts[0]) != nil && Int(parts[2]) != nil
            return line.isEmpty || isPageNumber ? nil : line
        }
    }

    func pdf(_ path: String, _ extra: [String] = []) throws -> String {
        let output = path + ".pdf"
        let result = try run([letterBinary, "export", path, "--to", "pdf", "-o", output] + extra)
        #expect(result.status == 0, "\(result.error)")
        return output
    }

    @Test(arguments: ["postcard", "letter", "long", "manuscript"])
    func pdftotextGivesTheRenderedLines(paper: String) throws {
        for sample in Self.letters {
            let path = try letter(sample.name, sample.body, paper: paper)
            let rendered = try run([letterBinary, "render", path]).output
            let text = try runTool(["pdftotext", "-layout", try pdf(path), "-"]).output
            #expect(Self.writtenLines(text) == Self.writtenLines(rendered), "\(sample.name) on \(paper)")
        }
    }

    @Test func everyFontIsEmbedded() throws {
        let path = try letter("mixed", Self.letters[3].body + "\n**굵게** *기울임*", paper: "letter")
        let fonts = try runTool(["pdffonts", try pdf(path)]).output
        let rows = fonts.split(separator: "\n").dropFirst(2)
        #expect(!rows.isEmpty)
        for row in rows {
            // name, type…, encoding, then emb sub uni: "yes" in the emb column.
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            let emb = columns.count >= 5 ? columns[columns.count - 5] : ""
            #expect(emb == "yes", "\(row)")
        }
        #expect(fonts.contains("NotoSansMonoCJK"))
    }

    @Test func aLongPaperTakesItsPagesAndSaysWhoItIsFor() throws {
        let sixty = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let path = try letter("long", sixty, paper: "long", envelope: "to: Grandma Kim\n")
        let info = try runTool(["pdfinfo", try pdf(path)]).output
        // 60 lines and the address block: rows of the sheet on two A4 pages.
        #expect(info.contains(#/Pages:\s+2\n/#))
        #expect(info.contains(#/Title:\s+Grandma Kim\n/#))
        #expect(info.contains(#/Creator:\s+letter\n/#))
        let short = try letter("short", "Hi", paper: "long")
        let shortInfo = try runTool(["pdfinfo", try pdf(short)]).output
        #expect(shortInfo.contains(#/Pages:\s+1\n/#))
        #expect(shortInfo.contains(#/Title:\s+short-long.letter\n/#))
        let letterSize = try runTool(["pdfinfo", try pdf(short, ["--page", "letter"])]).output
        #expect(letterSize.contains("612 x 792 pts"))
    }

    @Test func aMissingFaceIsRefusedNamingThePackage() throws {
        let path = try letter("english", "Hi", paper: "letter")
        let config = scratch.file("fonts.conf")
        try writeText(config, "<?xml version=\"1.0\"?>\n<fontconfig><cachedir>\(scratch.path)/cache</cachedir></fontconfig>\n")
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = config
        let output = scratch.file("out.pdf")
        let result = try run([letterBinary, "export", path, "--to", "pdf", "-o", output], environment: environment)
        #expect(result.status == 2)
        #expect(result.error.contains("Noto Sans Mono CJK KR is not installed"))
        #expect(result.error.contains("fonts-noto-cjk"))
        #expect(access(output, F_OK) != 0)
    }

    @Test func standardOutputWithADash() throws {
        let path = try letter("english", "Hi", paper: "letter")
        let result = try run([letterBinary, "export", path, "--to", "pdf", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("%PDF-"))
    }

    @Test func aPictureIsEmbeddedAtFullResolutionAndABrokenOneIsAFrame() throws {
        _ = mkdir(scratch.file("pics"), 0o755)
        let png = PNGFixture.image(width: 300, height: 120) { x, _ in x < 150 ? RGBA.red : RGBA.blue }
        try writeBytes(scratch.file("pics/sun.png"), png)
        try writeBytes(scratch.file("pics/bad.png"), PNGFixture.damaged(width: 40, height: 40))
        let path = try letter(
            "pictures", "Before\n![Sun](pics/sun.png){lines=4}\n![Bad](pics/bad.png){lines=3}\nAfter", paper: "letter")
        let output = path + ".pdf"
        let result = try run([letterBinary, "export", path, "--to", "pdf", "-o", output])
        #expect(result.status == 0)
        #expect(result.error.contains("pics/bad.png is printed as a frame"))
        let images = try runTool(["pdfimages", "-list", output]).output
        #expect(images.contains(#/image\s+300\s+120\s/#))
        let text = try runTool(["pdftotext", "-layout", output, "-"]).output
        #expect(Self.writtenLines(text).first == "Before")
        #expect(Self.writtenLines(text).last == "After")
        #expect(text.contains("Bad"))
    }

    @Test func printSendsThePDFToLp() throws {
        let path = try letter("english", "Hi", paper: "letter")
        let bin = try scratch.folder("bin")
        let received = scratch.file("received.pdf")
        try writeText(bin + "/lp", "#!/bin/sh\necho \"$@\" > \(received).args\ncat > \(received)\necho 'request id is desk-1 (1 file(s))'\n", mode: 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        let result = try run([letterBinary, "print", path, "-d", "desk"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("request id is desk-1"))
        #expect(readBytes(received).map { Array($0.prefix(5)) } == Array("%PDF-".utf8))
        #expect(readBytes(received + ".args").map { String(decoding: $0, as: UTF8.self) } == "-t english-letter.letter -d desk\n")
    }

    @Test func printWithoutCUPSSaysSo() throws {
        let path = try letter("english", "Hi", paper: "letter")
        let bin = try scratch.folder("empty-bin")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin
        let result = try run([letterBinary, "print", path], environment: environment)
        #expect(result.status == 2)
        #expect(result.error.contains("printing needs CUPS"))
        #expect(result.error.contains("cups-client"))
        #expect(result.error.contains("--to pdf"))
    }
}
