import Foundation
import Glibc
import LetterKit
import Testing

/// A letter as a stranger could mail it, taken through everything that reads
/// one: the editor, `check`, `render`, `render --color`, `envelope`, every
/// `export`, `book` in every format and the letterbox's list and search.
///
/// The folder (`ReceivedFolder`, plus what is added here) names pictures by
/// every way out of it (`..`, an absolute path, links out, a chain of links,
/// a link to nothing, a folder link out), a FIFO, a folder, a scripted SVG,
/// web and script addresses, and puts escape sequences in the name of
/// nothing but in every field, caption and line of text. Each command runs
/// under `strace` and under `timeout`: no file outside the folder is opened,
/// no command hangs, no raw control character reaches standard output or
/// error, and the EPUB passes epubcheck.
@Suite("A received letter through every command")
struct ReceivedLetterAcceptanceTests {
    /// The letter's text: the front matter's escapes spell ESC, BEL and CSI.
    static let letterText = """
        ---
        paper: long
        lang: "pt_BR"
        to: "Min\\e]2;owned\\a"
        from: "Hana\\e[2J"
        address: "\\x9B31m Seoul"
        ---
        Dear Min-ji \u{1B}[2J\u{9B}31m\u{07},
        ![secret](../elsewhere/secret.png){lines=2}
        ![absolute](SECRET){lines=2}
        ![link](out.png){lines=2}
        ![chain](chain.png){lines=2}
        ![dangle](dangle.png){lines=2}
        ![deep](deep/secret.png){lines=2}
        ![sibling](../letters-evil/p.png){lines=2}
        ![fifo](fifo.png){lines=2}
        ![folder](trip.files){lines=2}
        ![map](map.svg){lines=2}
        ![web](https://example.com/x.png){lines=2}
        ![script](<javascript:alert(1)>){lines=2}
        ![cap \u{1B}]0;x\u{07}\u{9D}](in.png){lines=2}
        ![inside](trip.files/p.png){lines=2}
        ![notes](../elsewhere/notes.pdf)
        Write soon \u{1B}P\u{9C}

        """

    static let scriptedSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" \
        onload="alert(1)"><script>alert(2)</script><image xlink:href="file:///etc/passwd" width="5" height="5"/>\
        <image xlink:href="https://example.com/x.png" width="5" height="5"/><rect width="20" height="10" fill="red"/></svg>
        """

    /// The received folder with the letter, its book and its hazards.
    static func received() throws -> (folder: ReceivedFolder, letter: String) {
        let received = try ReceivedFolder()
        let letters = received.letters
        try writeBytes(received.scratch.file("elsewhere/notes.pdf"), Array("%PDF-1.4 secret".utf8))
        #expect(mkfifo(letters + "/fifo.png", 0o644) == 0)
        try writeText(letters + "/map.svg", scriptedSVG)
        let letter = letters + "/hostile.letter"
        try writeText(letter, letterText.replacingOccurrences(of: "SECRET", with: received.secret))
        try writeText(
            letters + "/book.toml",
            "title = \"Letters \\u001B[2J\\u009B31m\"\nauthor = \"Hana\\u0007\"\nletters = [\"hostile.letter\"]\n"
                + "cover = \"in.png\"\n")
        try received.scratch.folder("out")
        try received.scratch.folder("cache")
        return (received, letter)
    }

    /// The environment of every command: its home, cache and state in the
    /// scratch folder.
    static func environment(_ received: ReceivedFolder) -> [String: String] {
        let home = received.scratch.path
        return [
            "PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "XDG_CACHE_HOME": home + "/cache",
            "XDG_STATE_HOME": home + "/state", "SWIFT_BACKTRACE": "enable=no", "TERM": "xterm-256color",
        ]
    }

    /// The paths opened (successfully) that lie outside the letter's folder
    /// and are the received folder's secrets, from an `strace` log.
    static func secretsOpened(log: String, _ received: ReceivedFolder) -> [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let forbidden = [
            received.scratch.file("elsewhere"), received.scratch.file("letters-evil"), "/etc/passwd",
            "/etc/hostname",
        ]
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.range(of: "open"), let quote = line[open.upperBound...].firstIndex(of: "\""),
                let end = line[line.index(after: quote)...].firstIndex(of: "\""),
                let equals = line.range(of: " = ", options: .backwards),
                let descriptor = Int(line[equals.upperBound...].prefix { $0.isNumber || $0 == "-" }),
                descriptor >= 0
            else { return nil }
            let path = String(line[line.index(after: quote)..<end])
            return forbidden.contains { path.hasPrefix($0) } ? path : nil
        }
    }

    /// Control characters in `text` that are not line ends or tabs, after
    /// taking out the colour codes `render --color` writes itself.
    static func rawControls(_ text: String, allowingColour: Bool = false) -> [String] {
        var text = text
        if allowingColour {
            text = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        return text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    static var strace: String? { toolPath("strace") }

    @Test(.enabled(if: strace != nil, "strace (Debian: strace) is not installed: what is opened cannot be seen"))
    func everyCommandReadsOnlyTheFolderNeverHangsAndPrintsNoControl() throws {
        let (received, letter) = try Self.received()
        let out = received.scratch.file("out")
        let commands: [(name: String, arguments: [String], colour: Bool)] = [
            ("check", ["check", letter], false),
            ("render", ["render", letter], false),
            ("render --color", ["render", "--color", letter], true),
            ("envelope", ["envelope", letter], false),
            ("export txt", ["export", letter, "--to", "txt", "-o", out + "/l.txt"], false),
            ("export md", ["export", letter, "--to", "md", "-o", out + "/l.md"], false),
            ("export html", ["export", letter, "--to", "html", "-o", out + "/l.html"], false),
            ("export pdf", ["export", letter, "--to", "pdf", "-o", out + "/l.pdf"], false),
            ("book html", ["book", received.letters, "--to", "html", "-o", out + "/b.html"], false),
            ("book pdf", ["book", received.letters, "--to", "pdf", "-o", out + "/b.pdf"], false),
            ("book epub", ["book", received.letters, "--to", "epub", "-o", out + "/b.epub"], false),
            ("box --list", ["box", received.letters, "--list"], false),
            ("box --search", ["box", received.letters, "--search", "Min-ji"], false),
        ]
        for (index, command) in commands.enumerated() {
            let log = received.scratch.file("strace-\(index).log")
            let traced =
                ["/usr/bin/timeout", "60", Self.strace ?? "strace", "-f", "-qq", "-e", "trace=open,openat,openat2,creat"]
                + ["-o", log, letterBinary] + command.arguments
            let result = try run(traced, environment: Self.environment(received))
            #expect(result.status != 124, "\(command.name) hung")
            #expect(result.status <= 2, "\(command.name): exit \(result.status): \(result.error)")
            #expect(Self.secretsOpened(log: log, received) == [], "\(command.name) opened a file outside the folder")
            #expect(Self.rawControls(result.output, allowingColour: command.colour) == [], "\(command.name) stdout")
            #expect(Self.rawControls(result.error) == [], "\(command.name) stderr: \(result.error)")
        }

        // What the page and the book carry: nothing active, nothing remote,
        // no SVG, nothing from outside.
        for page in ["l.html", "b.html"] {
            let html = (try? String(contentsOfFile: out + "/" + page, encoding: .utf8)) ?? ""
            #expect(html.contains("Write soon"), "\(page) was written")
            for active in ["<script", "onload=", "onerror="] {
                #expect(!html.lowercased().contains(active), "\(page) holds \(active)")
            }
            // Every address the page loads or links is a file beside it: no
            // scheme, no way up, no drawing. An address may be named in text.
            let addresses = html.matches(of: /(?:src|href)="([^"]*)"/).map { String($0.output.1) }
            #expect(!addresses.isEmpty, "\(page) shows its pictures")
            for address in addresses {
                #expect(!address.contains(":") && !address.contains("..") && !address.hasSuffix(".svg"), "\(address)")
            }
            let copies = folderNames(out + "/" + page + ".files")
            #expect(!copies.isEmpty, "\(page)'s pictures were copied")
            #expect(copies.allSatisfy { !$0.hasSuffix(".svg") && !$0.hasPrefix("secret") && $0 != "notes.pdf" }, "\(copies)")
        }
        let listing = try runTool(["unzip", "-l", out + "/b.epub"]).output
        #expect(!listing.lowercased().contains(".svg") && !listing.contains("notes.pdf"), "\(listing)")
        if access("/usr/share/java/epubcheck.jar", R_OK) == 0, toolPath("java") != nil {
            let check = try runTool(["java", "-jar", "/usr/share/java/epubcheck.jar", out + "/b.epub"])
            #expect(check.output.contains("0 fatals / 0 errors / 0 warnings"), "\(check.output)")
        }
        // The render names why each picture is not shown.
        let render = try run([letterBinary, "render", letter], environment: Self.environment(received)).output
        #expect(render.components(separatedBy: "outside the letter's folder").count - 1 >= 7, "\(render)")
        #expect(render.contains("not a regular file"), "\(render)")
    }

    /// The editor opens the letter, shows each outside picture's frame, takes
    /// typing and saves at once (copying what it may), without opening a
    /// file outside the folder.
    @Test(.enabled(if: strace != nil, "strace (Debian: strace) is not installed: what is opened cannot be seen"))
    func theEditorOpensTypesAndSavesReadingOnlyTheFolder() throws {
        let (received, _) = try Self.received()
        let log = received.scratch.file("strace-editor.log")
        let session = try TmuxSession(
            "cd \"$LETTERS\" && \(Self.strace ?? "strace") -f -qq -e trace=open,openat,openat2,creat -o \"$LOG\" "
                + "\(letterBinary) hostile.letter",
            rows: 50, environment: Self.environment(received).merging(["LETTERS": received.letters, "LOG": log]) { $1 })
        let screen = try session.waitFor("the letter with its frames", timeout: 20) {
            $0.contains("Dear Min-ji") && $0.contains("outside the letter's folder")
        }
        #expect(screen.contains("Dear Min-ji ^[[2J~[31m^G,"), "\(screen)")
        #expect(Self.rawControls(screen) == [])
        try session.press("C-Home", "End")
        try session.type(" Yes.")
        try session.waitFor("Yes.")
        try session.press("C-s")
        let saved = try session.waitFor("the save", timeout: 20) { $0.contains("Saved") }
        #expect(saved.contains("not copied"), "\(saved)")
        try session.press("C-q")
        try session.waitFor("[exit 0]", timeout: 20)
        #expect(Self.secretsOpened(log: log, received) == [], "the editor opened a file outside the folder")
        let written = (try? String(contentsOfFile: received.letters + "/hostile.letter", encoding: .utf8)) ?? ""
        #expect(written.contains("Yes."), "\(written)")
        #expect(written.contains("../elsewhere/secret.png"), "an outside path is kept as written, never followed")
        let copies = folderNames(received.letters + "/hostile.letter.files")
        #expect(copies.allSatisfy { !$0.hasPrefix("secret") && $0 != "notes.pdf" && $0 != "fifo.png" }, "\(copies)")
    }
}
