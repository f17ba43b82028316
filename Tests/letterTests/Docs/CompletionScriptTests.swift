import Foundation
import Testing

/// The shell completions kept in completions/ are what the program
/// generates today (`letter --generate-completion-script SHELL`; written by
/// `Scripts/generate-docs`), each parses in its shell, and bash and fish
/// offer the commands and an option's values when asked.
@Suite("Shell completions")
struct CompletionScriptTests {
    static let scripts: [(shell: String, file: String)] = [
        ("bash", "completions/letter.bash"), ("zsh", "completions/_letter"), ("fish", "completions/letter.fish"),
    ]

    @Test(arguments: scripts.map(\.shell))
    func theKeptScriptIsWhatTheProgramGenerates(shell: String) throws {
        let file = try #require(Self.scripts.first { $0.shell == shell }?.file)
        let generated = try run([letterBinary, "--generate-completion-script", shell])
        #expect(generated.status == 0)
        let kept = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        #expect(kept == generated.output, "\(file) is not what letter generates: run Scripts/generate-docs")
    }

    /// The shell's own syntax check (`bash -n`, `zsh -n`, `fish -n`).
    static func parse(_ shell: String, _ path: String) throws -> (status: Int32, output: String) {
        try runTool([shell, "-n", path])
    }

    @Test(arguments: scripts.map(\.shell))
    func theKeptScriptParsesInItsShell(shell: String) throws {
        let file = try #require(Self.scripts.first { $0.shell == shell }?.file)
        let result = try Self.parse(shell, Repository.path(file))
        #expect(result.status == 0)
        #expect(result.output == "")
    }

    /// The syntax check can fail: a block left open is reported by each shell.
    @Test(arguments: [("bash", "if true; then\n  echo\n"), ("zsh", "if true; then\n  echo\n"), ("fish", "if true\n  echo\n")])
    func aBrokenScriptDoesNotParse(shell: String, text: String) throws {
        let scratch = try ScratchFolder()
        try writeText(scratch.file("broken"), text)
        #expect(try Self.parse(shell, scratch.file("broken")).status != 0)
    }

    /// What bash offers after `line` with the kept script sourced: the
    /// function `complete -p letter` names, called as bash calls it.
    static func bashCompletions(_ line: String) throws -> [String] {
        let script = """
            source "$1"
            spec="$(complete -p letter)"; function="${spec##*-F }"; function="${function%% *}"
            line="$2"
            read -ra COMP_WORDS <<<"$line"
            [[ "$line" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$line"; COMP_POINT=${#line}
            "$function" letter "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runTool(["bash", "-c", script, "bash", Repository.path("completions/letter.bash"), line])
        #expect(result.status == 0)
        return result.output.split(separator: "\n").map(String.init)
    }

    static let subcommands = [
        "edit", "new", "check", "spell", "render", "export", "print", "send", "papers", "templates", "keys", "envelope", "box", "book",
        "import",
    ]

    @Test(arguments: [
        ("letter ", subcommands + ["help", "--version", "-h", "--help"]),
        ("letter ch", ["check"]),
        ("letter p", ["print", "papers"]),
        ("letter t", ["templates"]),
        ("letter export --to ", ["txt", "md", "html", "pdf", "runs", "odt", "docx"]),
        ("letter box --order ", ["newest", "name", "longest"]),
        ("letter book docs --to ", ["pdf", "html", "epub"]),
    ])
    func bashOffersTheCommandsAndTheValues(line: String, offered: [String]) throws {
        #expect(Set(try Self.bashCompletions(line)) == Set(offered))
    }

    @Test(arguments: [
        ("letter ", subcommands),
        ("letter export --to ", ["txt", "md", "html", "pdf", "runs", "odt", "docx"]),
    ])
    func fishOffersTheCommandsAndTheValues(line: String, offered: [String]) throws {
        let result = try runTool([
            "fish", "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", Repository.path("completions/letter.fish"), line,
        ])
        #expect(result.status == 0)
        let words = Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) })
        #expect(Set(offered).isSubset(of: words))
    }

    /// The README names the completions, so people find them.
    @Test func theReadmeNamesTheCompletions() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        for script in Self.scripts { #expect(readme.contains(script.file)) }
    }
}
