import Foundation
import Testing

@testable import letter

/// The kept man page, docs/letter.1, is what swift-argument-parser's
/// generate-manual makes of today's command definitions, and `man` renders
/// it without a warning.
///
/// The plugin is not run here: it builds the whole package first (minutes).
/// Instead `Scripts/generate-docs` records on the page the SHA-256 of what
/// the plugin reads, `letter --experimental-dump-help` (every command, option
/// and help text), and the version in its footer; the tests compare both
/// with the built program, so a changed option or help text fails until the
/// page is generated again. The page's text is checked against the same dump
/// too: every command and option is on it.
@Suite("Man page")
struct ManPageTests {
    static let pagePath = Repository.path("docs/letter.1")

    static func page() throws -> String { try String(contentsOfFile: pagePath, encoding: .utf8) }

    /// What generate-manual reads from the program: its English help, as
    /// Scripts/generate-docs runs it, whatever the language of the shell
    /// the tests run in.
    static func dump() throws -> String {
        let result = try run(
            [letterBinary, "--experimental-dump-help"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "LANGUAGE": "en"])
        #expect(result.status == 0)
        return result.output
    }

    @Test func thePageRecordsTheCommandDefinitionsOfToday() throws {
        let hashed = try run([toolPath("sha256sum") ?? "/usr/bin/sha256sum"], input: try Self.dump())
        let fingerprint = String(hashed.output.prefix { $0 != " " })
        #expect(fingerprint.count == 64)
        let recorded = try Self.page().split(separator: "\n").first { $0.hasPrefix(#".\" letter --experimental-dump-help sha256 "#) }
        #expect(
            recorded?.split(separator: " ").last.map(String.init) == fingerprint,
            "the commands changed since docs/letter.1 was made: run Scripts/generate-docs")
    }

    @Test func theFooterCarriesTheVersion() throws {
        #expect(try Self.page().split(separator: "\n").contains(".Os letter \(LetterVersion.current)"))
    }

    /// Every command (`.It Em box`) and every option shown in help
    /// (`Fl -order`) of the dump is on the page.
    @Test func everyCommandAndOptionIsOnThePage() throws {
        let page = try Self.page()
        // `.It Fl -paper Ar paper`, `.It Fl o , -output Ar output`.
        let optionLines = page.split(separator: "\n").filter { $0.hasPrefix(".It Fl ") }.map { $0 + " " }
        var missing: [String] = []
        var seen = 0
        func walk(_ command: [String: Any], root: Bool) {
            if !root, let name = command["commandName"] as? String {
                seen += 1
                // A command with aliases is `.It Em "edit, open"`.
                if !page.contains(".It Em \(name)\n"), !page.contains(".It Em \"\(name), ") { missing.append(name) }
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool == true {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    seen += 1
                    if let long = name["name"] as? String, !optionLines.contains(where: { $0.contains(" -\(long)") }) {
                        missing.append("--" + long)
                    }
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { walk(subcommand, root: false) }
        }
        let json = try JSONSerialization.jsonObject(with: Data(try Self.dump().utf8)) as? [String: Any]
        walk(json?["command"] as? [String: Any] ?? [:], root: true)
        #expect(missing == [])
        #expect(seen > 30)
    }

    /// generate-manual drops every character that is not ASCII (its
    /// escaping keeps only ASCII), so a help text in Korean or with `…`
    /// would reach the page with holes in it.
    @Test func helpTextsAreASCIISoThePageLosesNothing() throws {
        var holed: [String] = []
        func walk(_ value: Any, at path: String) {
            if let text = value as? String, !text.allSatisfy(\.isASCII) {
                holed.append("\(path): \(text.filter { !$0.isASCII })")
            } else if let object = value as? [String: Any] {
                for (key, inner) in object { walk(inner, at: path + "." + key) }
            } else if let list = value as? [Any] {
                for (index, inner) in list.enumerated() { walk(inner, at: "\(path)[\(index)]") }
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(try Self.dump().utf8)), at: "dump")
        #expect(holed == [])
    }

    @Test func manRendersThePageWithoutWarnings() throws {
        let result = try run(
            [toolPath("man") ?? "/usr/bin/man", "--warnings", "-l", Self.pagePath],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "MANWIDTH": "80"])
        #expect(result.status == 0)
        #expect(result.error == "")
        let text = Self.withoutOverstrikes(result.output)
        #expect(text.contains("SYNOPSIS"))
        #expect(text.contains("Open the editor on a letter (the default command)."))
        #expect(text.contains("letter \(LetterVersion.current)"))
    }

    /// man's text with its bold and underlining (a character, a backspace,
    /// the character again or an underscore) as plain characters.
    static func withoutOverstrikes(_ text: String) -> String {
        text.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
    }

    /// The warning check has teeth: a page with a macro groff does not know
    /// is reported.
    @Test func manReportsABrokenPage() throws {
        let scratch = try ScratchFolder()
        let broken = scratch.file("broken.1")
        try writeText(broken, try Self.page().replacingOccurrences(of: ".Sh DESCRIPTION\n", with: ".Sh DESCRIPTION\n.Xz nonsense\n"))
        let result = try run(
            [toolPath("man") ?? "/usr/bin/man", "--warnings", "-l", broken],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "MANWIDTH": "80"])
        #expect(result.error != "")
    }
}
