import ArgumentParser
import Testing

@testable import letter

/// The editor's quick start decides by name whether the first argument is a
/// subcommand; those names must be the ones ArgumentParser itself parses,
/// or `letter papers` would open a letter called "papers".
@Suite("Command line: the quick start's subcommand names")
struct CommandNamesTests {
    @Test func theNamesAreArgumentParsersOwn() {
        let parsed = Set(LetterCommand.configuration.subcommands.map { $0._commandName })
        #expect(LetterCommand.subcommandNames == parsed.union(["help"]))
        #expect(parsed.isSuperset(of: ["edit", "check", "render", "export", "print", "papers", "envelope", "box", "book"]))
    }

    @Test func aSubcommandNameIsNeverOpenedAsALetter() throws {
        let scratch = try FilesScratch()
        for name in ["papers", "help"] {
            let result = try run([letterBinary, name], environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"])
            #expect(result.status == 0, "\(name): \(result.error)")
            #expect(!result.error.contains("terminal"), "\(name) started the editor: \(result.error)")
        }
    }
}
