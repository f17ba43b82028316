import Foundation
import Testing

@testable import letter

/// The Korean man page, docs/letter.ko.1, is what Scripts/man-from-help.py
/// makes of the program's own Korean help today, and `man` renders it
/// without a warning.
///
/// As for the English page (ManPageTests), the page records the SHA-256 of
/// what it was made from, `letter --experimental-dump-help` under
/// LANGUAGE=ko; here the generator is also run on that dump and its page
/// compared whole, so a changed help text, translation or generator fails
/// until Scripts/generate-docs is run.
@Suite("Korean man page")
struct KoreanManPageTests {
    static let pagePath = Repository.path("docs/letter.ko.1")

    static func page() throws -> String { try String(contentsOfFile: pagePath, encoding: .utf8) }

    /// The program's help in Korean, as generate-docs asks for it.
    static func dump() throws -> String {
        let result = try run(
            [letterBinary, "--experimental-dump-help"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "LANGUAGE": "ko"])
        #expect(result.status == 0)
        return result.output
    }

    static func fingerprint(of text: String) throws -> String {
        let hashed = try run([toolPath("sha256sum") ?? "/usr/bin/sha256sum"], input: text)
        return String(hashed.output.prefix { $0 != " " })
    }

    /// `.TH LETTER 1 2026-11-28 "letter 0.22.0" "letter 설명서"`: the date.
    static func pageDate(_ page: String) -> String? {
        page.split(separator: "\n").first { $0.hasPrefix(".TH LETTER 1 ") }?
            .split(separator: " ").dropFirst(3).first.map(String.init)
    }

    @Test func thePageRecordsTheKoreanHelpOfToday() throws {
        let fingerprint = try Self.fingerprint(of: try Self.dump())
        #expect(fingerprint.count == 64)
        let recorded = try Self.page().split(separator: "\n").first { $0.hasPrefix(#".\" letter --experimental-dump-help sha256 "#) }
        #expect(
            recorded?.split(separator: " ").last.map(String.init) == fingerprint,
            "the commands or their Korean changed since docs/letter.ko.1 was made: run Scripts/generate-docs")
    }

    @Test func thePageIsWhatTheGeneratorMakesOfTheKoreanHelp() throws {
        let page = try Self.page()
        let dump = try Self.dump()
        let date = try #require(Self.pageDate(page), "no .TH line with a date")
        let python = try #require(toolPath("python3"), "python3 is not installed")
        let made = try run(
            [
                python, Repository.path("Scripts/man-from-help.py"), "--language", "ko", "--date", date,
                "--version", LetterVersion.current, "--fingerprint", try Self.fingerprint(of: dump),
            ],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"], input: dump)
        #expect(made.status == 0, "\(made.error)")
        #expect(made.output == page, "docs/letter.ko.1 is not what Scripts/man-from-help.py makes: run Scripts/generate-docs")
    }

    @Test func theHeaderCarriesTheVersion() throws {
        #expect(try Self.page().split(separator: "\n").contains { $0.hasPrefix(".TH LETTER 1 ") && $0.contains("\"letter \(LetterVersion.current)\"") })
    }

    /// Every command (an item titled `\fIbox\fR`) and every option shown in
    /// help (`\fB\-\-order\fR`) of the dump is on the page.
    @Test func everyCommandAndOptionIsOnThePage() throws {
        let lines = Set(try Self.page().split(separator: "\n").map(String.init))
        let text = try Self.page()
        var missing: [String] = []
        var seen = 0
        func walk(_ command: [String: Any], root: Bool) {
            if !root, let name = command["commandName"] as? String {
                seen += 1
                if !lines.contains(where: { $0.hasPrefix("\\fI\(name)") }) { missing.append(name) }
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool == true {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    seen += 1
                    let long = (name["name"] as? String ?? "").replacingOccurrences(of: "-", with: "\\-")
                    if !text.contains("\\fB\\-\\-\(long)\\fR") { missing.append("--\(long)") }
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { walk(subcommand, root: false) }
        }
        let json = try JSONSerialization.jsonObject(with: Data(try Self.dump().utf8)) as? [String: Any]
        walk(json?["command"] as? [String: Any] ?? [:], root: true)
        #expect(missing == [])
        #expect(seen > 30)
    }

    /// man renders it with no warning, its sections named in Korean, the
    /// program's abstract (as the Korean help has it) under 이름.
    @Test func manRendersThePageInKoreanWithoutWarnings() throws {
        let result = try run(
            [toolPath("man") ?? "/usr/bin/man", "--warnings", "-l", Self.pagePath],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "MANWIDTH": "80"])
        #expect(result.status == 0)
        #expect(result.error == "")
        let text = ManPageTests.withoutOverstrikes(result.output)
        for section in ["이름", "요약", "설명", "종료 상태"] {
            #expect(text.contains("\n\(section)\n"), "no section \(section)")
        }
        #expect(text.contains("letter \(LetterVersion.current)"))
        let json = try JSONSerialization.jsonObject(with: Data(try Self.dump().utf8)) as? [String: Any]
        let abstract = try #require((json?["command"] as? [String: Any])?["abstract"] as? String)
        // The abstract's first words (man may break the line after them).
        let words = abstract.split(separator: " ").prefix(3).joined(separator: " ")
        #expect(text.contains(words), "the NAME line lacks \(words)")
    }

    /// The generator escapes what roff would take for its own: a line that
    /// starts with a dot or an apostrophe, a backslash, a hyphen.
    @Test func theGeneratorEscapesWhatRoffWouldReadAsCommands() throws {
        let dump = #"""
            {"serializationVersion": 0, "command": {"commandName": "letter", "abstract": "Write -- well.",
             "subcommands": [{"commandName": "edit", "abstract": ".Sh not a macro",
               "discussion": "'quoted\nback\\slash\n\nnext paragraph",
               "arguments": [{"kind": "option", "shouldDisplay": true, "isOptional": true, "isRepeating": false,
                 "names": [{"kind": "short", "name": "o"}, {"kind": "long", "name": "out-put"}],
                 "valueName": "file", "abstract": "Where."}]}],
             "arguments": []}}
            """#
        let python = try #require(toolPath("python3"), "python3 is not installed")
        let made = try run(
            [
                python, Repository.path("Scripts/man-from-help.py"), "--language", "ko", "--date", "2026-01-02",
                "--version", "9.9", "--fingerprint", "f",
            ], environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"], input: dump)
        #expect(made.status == 0, "\(made.error)")
        let lines = made.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"letter \- Write \-\- well."#))
        #expect(lines.contains(#"\&.Sh not a macro"#))
        #expect(lines.contains(#"\&'quoted"#))
        #expect(lines.contains(#"back\eslash"#))
        #expect(lines.contains(#"\fB\-o\fR, \fB\-\-out\-put\fR \fIfile\fR"#))
        #expect(lines.contains(".IP"))
        #expect(lines.contains(#".TH LETTER 1 2026-01-02 "letter 9.9" "letter 설명서""#))
    }
}
