import Foundation
import Testing

@testable import letter

/// `Scripts/install PREFIX` puts the program, its papers, the man page and
/// the completions where the system looks for them. Run with `--built` on
/// the program this suite already built (a release build here would take
/// minutes); what that leaves out is only the `swift build -c release` line.
@Suite("Install script")
struct InstallScriptTests {
    static let installed: [(file: String, source: String)] = [
        ("share/man/man1/letter.1", "docs/letter.1"),
        ("share/man/ko/man1/letter.1", "docs/letter.ko.1"),
        ("share/bash-completion/completions/letter", "completions/letter.bash"),
        ("share/zsh/site-functions/_letter", "completions/_letter"),
        ("share/fish/vendor_completions.d/letter.fish", "completions/letter.fish"),
    ]

    static func install(into prefix: String) throws -> (status: Int32, output: String) {
        let built = (letterBinary as NSString).deletingLastPathComponent
        return try runTool(["bash", Repository.path("Scripts/install"), "--built", built, prefix])
    }

    @Test func theProgramItsPapersTheManPageAndTheCompletionsLandUnderThePrefix() throws {
        let scratch = try ScratchFolder()
        let prefix = scratch.file("prefix")
        let result = try Self.install(into: prefix)
        #expect(result.status == 0, "\(result.output)")
        #expect(isSymbolicLink(prefix + "/bin/letter"))
        let version = try run([prefix + "/bin/letter", "--version"])
        #expect(version.output == LetterVersion.current + "\n")
        // The papers are found beside the real program, through the link.
        let papers = try run(
            [prefix + "/bin/letter", "papers"], environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.file("config")])
        #expect(papers.status == 0)
        #expect(papers.output.contains("postcard    10 × 40     built-in"))
        for (file, source) in Self.installed {
            #expect(readBytes(prefix + "/" + file) == readBytes(Repository.path(source)), "\(file)")
            #expect(permissions(prefix + "/" + file) == 0o644, "\(file)")
        }
        // `man -M PREFIX/share/man letter` finds the installed page.
        let manual = try run(
            [toolPath("man") ?? "/usr/bin/man", "-M", prefix + "/share/man", "letter"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "MANWIDTH": "80"])
        #expect(manual.status == 0)
        #expect(ManPageTests.withoutOverstrikes(manual.output).contains("Open the editor on a letter"))
    }

    /// The translations are compiled beside the program, where it looks
    /// for them before the build's folder, and `man -L ko` finds the Korean
    /// page.
    @Test func theTranslationsAndTheKoreanPageLandWhereTheyAreLookedFor() throws {
        let scratch = try ScratchFolder()
        let prefix = scratch.file("prefix")
        let result = try Self.install(into: prefix)
        #expect(result.status == 0, "\(result.output)")
        let program = prefix + "/lib/letter/letter"
        #expect(ProgramLanguage.catalogFolder(executable: program) == prefix + "/lib/letter/locale")
        let languages = POFile.catalogPaths().map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".po", with: "") }
        #expect(languages.contains("ko"))
        #expect(folderNames(prefix + "/lib/letter/locale").sorted() == languages)
        for language in languages {
            let installed = prefix + "/lib/letter/locale/\(language)/LC_MESSAGES/letter.mo"
            // The same catalog the build compiled from the same po/<language>.po.
            #expect(readBytes(installed) != nil, "\(installed) is missing")
            #expect(readBytes(installed) == readBytes(builtCatalogFolder + "/\(language)/LC_MESSAGES/letter.mo"), "\(language)")
            #expect(permissions(installed) == 0o644)
        }
        // man-db looks in a manpath's language folders (ko/) for a MANPATH,
        // not for -M.
        let manual = try run(
            [toolPath("man") ?? "/usr/bin/man", "-L", "ko", "letter"],
            environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "MANWIDTH": "80", "MANPATH": prefix + "/share/man"])
        #expect(manual.status == 0, "\(manual.error)")
        #expect(ManPageTests.withoutOverstrikes(manual.output).contains("종료 상태"))
    }

    /// The helper that draws PDFs is installed beside the program, and the
    /// program run through its link finds it there.
    @Test func theInstalledProgramPrintsThroughItsHelper() throws {
        let scratch = try ScratchFolder()
        let prefix = scratch.file("prefix")
        #expect(try Self.install(into: prefix).status == 0)
        #expect(permissions(prefix + "/lib/letter/letter-print") == 0o755)
        let letter = scratch.file("hi.letter")
        try writeText(letter, "---\npaper: letter\n---\nHi\n")
        let printed = try run(
            [prefix + "/bin/letter", "export", letter, "--to", "pdf", "-o", "-"],
            environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.file("config"), "PATH": "/usr/bin:/bin"])
        #expect(printed.status == 0, "\(printed.error)")
        #expect(printed.output.hasPrefix("%PDF-"))
    }

    /// Installing again replaces what is there, and a missing build is named.
    @Test func installingAgainReplacesAndAMissingBuildIsNamed() throws {
        let scratch = try ScratchFolder()
        let prefix = scratch.file("prefix")
        #expect(try Self.install(into: prefix).status == 0)
        #expect(try Self.install(into: prefix).status == 0)
        #expect(try run([prefix + "/bin/letter", "--version"]).status == 0)
        let empty = scratch.file("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let missing = try runTool(["bash", Repository.path("Scripts/install"), "--built", empty, scratch.file("other")])
        #expect(missing.status == 1)
        #expect(missing.output.contains("\(empty)/letter is missing"))
    }
}
