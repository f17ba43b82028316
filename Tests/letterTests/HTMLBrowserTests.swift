import Glibc
import LetterKit
import Testing

@testable import letter

/// The exported page in a real browser (headless Chromium): the lines it
/// shows are the lines `letter render` prints, and in the CJK monospace face
/// every line is as wide as its cells.
@Suite("Ink: the HTML page in a headless browser")
struct HTMLBrowserTests {
    /// A styled Korean and English letter on a 24-column paper, with every kind
    /// of ink, text HTML gives meaning to, a run across a wrap, a space that
    /// hangs, an empty line, and accented Latin, punctuation, Greek, Han and
    /// Kana (whose widths in the browser come from different faces).
    static let letter = """
        ---
        paper: custom
        lines: 12
        columns: 24
        ---
        **Dear Min-ji**, *hello* from [Seoul]{.underline}!
        오늘은 [정말 좋은]{.mark} 날이에요. [빨간 잉크]{color=red}로 써요.

        [Tom & Jerry's "<b>"]{background=#90ee90} ***both*** [끝]{.underline color=navy}
        a    b
        “Chère *Amélie*” — **naïve** café, Ωμέγα, 漢字とかな.

        """

    static let chromium = toolPath("chromium") ?? toolPath("chromium-browser")

    /// What the browser measured: one cell's width, the sheet's writing width,
    /// and each line element's text, width and height, all in CSS pixels.
    struct Probe {
        var cell: Double
        var sheet: Double
        var lines: [(text: String, width: Double, height: Double)]
    }

    /// The script the test adds to a copy of the page (the page itself has
    /// none): it writes what the browser laid out into a `<pre id="probe">`,
    /// texts as code points in hex, so the dump is plain ASCII.
    static let probeScript = """
        <script>
        (function () {
          const sheet = document.querySelector('.sheet');
          const style = getComputedStyle(sheet);
          const zeros = document.createElement('span');
          zeros.textContent = '0'.repeat(100);
          sheet.appendChild(zeros);
          const cell = zeros.getBoundingClientRect().width / 100;
          zeros.remove();
          const out = ['cell ' + cell,
            'sheet ' + (sheet.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight))];
          for (const line of document.querySelectorAll('.line')) {
            const range = document.createRange();
            range.selectNodeContents(line);
            const hex = Array.from(line.textContent).map(c => c.codePointAt(0).toString(16)).join(',');
            out.push('line ' + range.getBoundingClientRect().width + ' ' + hex + ' ' + line.getBoundingClientRect().height);
          }
          const pre = document.createElement('pre');
          pre.id = 'probe';
          pre.textContent = out.join('\\n');
          document.body.appendChild(pre);
        })();
        </script>
        """

    /// Exports `letter`, loads a copy with the probe in Chromium, and reads
    /// the probe back; also the render's lines.
    func probe(_ letter: String = Self.letter) throws -> (probe: Probe, render: [String], txt: [String]) {
        let scratch = try FilesScratch()
        let path = scratch.file("min-ji.letter")
        try writeText(path, letter)
        let page = scratch.file("page.html")
        let export = try runTool([letterBinary, "export", path, "--to", "html", "-o", page])
        try #require(export.status == 0, "\(export.output)")
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        try #require(html.contains("</body>"))
        try #require(!html.contains("<script"), "the page itself has no script")
        let probed = scratch.file("probed.html")
        // The page forbids scripts (its Content-Security-Policy): the probe's
        // copy goes without that line, and `aScriptAddedToThePageDoesNotRun` holds it.
        let policy = "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.contentSecurityPolicy)\">\n"
        try #require(html.contains(policy))
        try writeText(
            probed, html.replacing(policy, with: "").replacing("</body>", with: Self.probeScript + "\n</body>"))

        let browser = try #require(Self.chromium)
        let dump = try run([
            toolPath("timeout") ?? "/usr/bin/timeout", "120", browser, "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=" + scratch.file("profile"), "--window-size=1024,768", "--dump-dom", "file://" + probed,
        ])
        try #require(dump.status == 0, "chromium failed (\(dump.status)): \(dump.error.suffix(2000))")
        let probe = try Self.readProbe(dump.output)

        let render = try runTool([letterBinary, "render", path])
        let txt = try runTool([letterBinary, "export", path, "--to", "txt"])
        func lines(_ output: String) -> [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        return (probe, lines(render.output), lines(txt.output))
    }

    static func readProbe(_ dom: String) throws -> Probe {
        let start = try #require(dom.firstRange(of: "<pre id=\"probe\">"), "no probe in the dump:\n\(dom.suffix(2000))")
        let end = try #require(dom[start.upperBound...].firstRange(of: "</pre>"))
        var probe = Probe(cell: 0, sheet: 0, lines: [])
        for row in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let fields = row.split(separator: " ", omittingEmptySubsequences: false)
            switch fields.first {
            case "cell": probe.cell = Double(fields[1]) ?? -1
            case "sheet": probe.sheet = Double(fields[1]) ?? -1
            case "line":
                var text = String.UnicodeScalarView()
                for code in fields[2].split(separator: ",") {
                    text.append(try #require(UInt32(code, radix: 16).flatMap(Unicode.Scalar.init)))
                }
                let height = fields.count > 3 ? Double(fields[3]) ?? -1 : -1
                probe.lines.append((String(text), Double(fields[1]) ?? -1, height))
            default: break
            }
        }
        return probe
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium): the page is not checked in a browser"))
    func theBrowserShowsTheRendersLines() throws {
        let (probe, render, txt) = try probe()
        // The render, with the spaces that hang at line ends dropped: exactly
        // `export --to txt`.
        let trimmed = render.map { String($0.reversed().drop { $0 == " " || $0 == "\u{3000}" }.reversed()) }
        #expect(txt == trimmed)
        #expect(render.count == 11, "\(render)")
        #expect(render.contains("a    b"))
        #expect(render.contains { $0.hasSuffix(" ") }, "no line with a hanging space: \(render)")
        let shown = probe.lines.map(\.text)
        // Scalar for scalar: `String ==` would let "é" equal "e\u{301}".
        #expect(shown.map { Array($0.unicodeScalars) } == trimmed.map { Array($0.unicodeScalars) }, "\(shown)\n\(trimmed)")
    }

    /// Whether the faces the page names for exact cells are installed.
    static let hasMonospaceFaces: Bool = {
        guard let fcList = toolPath("fc-list") else { return false }
        return ["Noto Sans Mono CJK KR", "DejaVu Sans Mono"].allSatisfy { family in
            (try? run([fcList, ":family=\(family)"]))?.output.contains(family) ?? false
        }
    }()

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed: the page's widths are not measured"),
        .enabled(
            if: hasMonospaceFaces,
            "Noto Sans Mono CJK KR (fonts-noto-cjk) or DejaVu Sans Mono (fonts-dejavu-core) is not installed: widths not measured"
        ))
    func everyLineIsAsWideAsItsCellsAndTheSheetAsThePaper() throws {
        let (probe, _, _) = try probe()
        #expect(probe.cell > 5 && probe.cell < 20, "one cell is \(probe.cell)px")
        #expect(abs(probe.sheet - 24 * probe.cell) < 1, "sheet \(probe.sheet)px for 24 cells of \(probe.cell)px")
        for line in probe.lines {
            let cells = CellWidth.of(line.text)
            #expect(abs(line.width - Double(cells) * probe.cell) < 1, "\(line.text.debugDescription): \(line.width)px for \(cells) cells")
            #expect(line.width <= probe.sheet + 0.5, "\(line.text.debugDescription) is wider than the sheet")
        }
        #expect(probe.lines.contains { CellWidth.of($0.text) == 24 }, "no line fills the sheet")
    }

    /// A letter whose pictures point elsewhere, exported with a picture that is
    /// a file: in Chromium the page runs no script (one added by hand to the
    /// exported page included) and draws only the file.
    @Test(.enabled(if: chromium != nil, "chromium is not installed: the page's policy is not checked in a browser"))
    func aScriptAddedToThePageDoesNotRunAndNoAddressBecomesAPicture() throws {
        let scratch = try FilesScratch()
        _ = try scratch.folder("min.files")
        try writeBytes(scratch.file("min.files/sun.png"), PNGFixture.image(width: 8, height: 8) { _, _ in RGBA.red })
        let path = scratch.file("min.letter")
        try writeText(
            path,
            """
            ---
            paper: letter
            ---
            Dear Min-ji,

            ![sun](min.files/sun.png){lines=3}

            ![a](<JaVa\tScript:alert(1)>){lines=3}

            ![b](data:image/png;base64,iVBORw0KGgo=){lines=3}

            ![c](//example.com/track.png){lines=3}

            ![d](<https://example.com/d.pdf>)

            """)
        let page = scratch.file("out/page.html")
        _ = try scratch.folder("out")
        let export = try runTool([letterBinary, "export", path, "--to", "html", "-o", page])
        try #require(export.status == 0, "\(export.output)")
        let html = String(decoding: readBytes(page) ?? [], as: UTF8.self)
        #expect(html.components(separatedBy: "<img ").count == 2, "one picture, the file: \(html)")
        #expect(!html.contains("href="), "no link to an address")
        // An address may be named in a block's text, never in an attribute.
        for attribute in ["=\"java", "=\"data:", "=\"//", "=\"https:"] {
            #expect(!html.lowercased().contains(attribute), "\(attribute)")
        }
        let scripted = scratch.file("out/scripted.html")
        try writeText(
            scripted,
            html.replacing(
                "</body>", with: "<script>document.body.setAttribute('data-ran', 'yes')</script>\n</body>"))
        let browser = try #require(Self.chromium)
        let dump = try run([
            toolPath("timeout") ?? "/usr/bin/timeout", "120", browser, "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=" + scratch.file("profile"), "--dump-dom", "file://" + scripted,
        ])
        try #require(dump.status == 0, "chromium failed (\(dump.status)): \(dump.error.suffix(2000))")
        #expect(dump.output.contains("<body>"), "\(dump.output.prefix(400))")
        #expect(dump.output.contains("setAttribute('data-ran'"), "the script is in the page")
        #expect(!dump.output.contains("<body data-ran"), "the added script ran")
    }
}
