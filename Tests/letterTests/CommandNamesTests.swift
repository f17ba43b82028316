import ArgumentParser
import Testing

@testable import letter

/// The editor's quick start decides by name whether the first argument is a
/// subcommand; those names must be the ones ArgumentParser itself parses,
/// or `letter papers` would open a letter called "papers".
@Suite("Command line: the quick start's subcommand names")
struct CommandNamesTests {
    @Test func theNamesAreArgumentParsersOwn() {
        let parsed = Set(
            LetterCommand.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases })
        #expect(LetterCommand.subcommandNames == parsed.union(["help"]))
        #expect(parsed.isSuperset(of: ["edit", "check", "render", "export", "print", "papers", "envelope", "box", "book"]))
    }

    @Test func aSubcommandNameIsNeverOpenedAsALetter() throws {
        let scratch = try FilesScratch()
        for name in ["papers", "templates", "help"] {
            let result = try run([letterBinary, name], environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"])
            #expect(result.status == 0, "\(name): \(result.error)")
            #expect(!result.error.contains("terminal"), "\(name) started the editor: \(result.error)")
        }
    }
}

/// The editor's arguments read by hand: the plain forms give what
/// ArgumentParser would, anything else is left to it.
@Suite("Command line: the editor's plain arguments")
struct EditorArgumentsTests {
    static let plain: [([String], EditorArguments?)] = [
        ([], quick(nil)),
        (["dear.letter"], quick("dear.letter")),
        (["dear.letter", "--paper", "postcard"], quick("dear.letter", paper: "postcard")),
        (["--paper=long", "a.md"], quick("a.md", paper: "long")),
        (["--lines", "-5", "--columns", "30"], quick(nil, lines: "-5", columns: "30")),
        (["--paper", "card.toml", "--lines=8", "x"], quick("x", paper: "card.toml", lines: "8")),
        // Several letters, each opened beside the first.
        (["a", "b"], quick(["a", "b"])), (["a.letter", "--paper", "postcard", "b.letter"], quick(["a.letter", "b.letter"], paper: "postcard")),
        // Left to ArgumentParser: help, unknown options, a
        // missing value, an option twice, an empty name.
        (["--help"], nil), (["-h"], nil), (["--version"], nil), (["--bogus"], nil), (["a", ""], nil),
        (["--paper"], nil), (["--paper", "a", "--paper", "b"], nil), ([""], nil), (["-"], nil),
    ]

    static func quick(_ file: String?, paper: String? = nil, lines: String? = nil, columns: String? = nil)
        -> EditorArguments?
    {
        quick(file.map { [$0] } ?? [], paper: paper, lines: lines, columns: columns)
    }

    static func quick(_ files: [String], paper: String? = nil, lines: String? = nil, columns: String? = nil)
        -> EditorArguments?
    {
        var arguments = EditorArguments([])
        arguments?.files = files
        arguments?.paper = PaperRequest(paper: paper, lines: lines, columns: columns)
        return arguments
    }

    @Test(arguments: plain)
    func readsThePlainFormsOnly(arguments: [String], expected: EditorArguments?) {
        #expect(EditorArguments(arguments) == expected)
    }

    /// `--name=value` splits at the first `=` scalar: a value that begins
    /// with a mark joining the `=` into one character is still a value.
    @Test(arguments: [
        (["--paper=\u{301}x", "a"], quick("a", paper: "\u{301}x")),
        (["--lines=\u{FE0F}8"], quick(nil, lines: "\u{FE0F}8")),
        (["--columns=\u{200D}"], quick(nil, columns: "\u{200D}")),
        (["--paper=a=b"], quick(nil, paper: "a=b")),
    ])
    func aValueMayBeginWithAMarkThatJoinsTheEqualsSign(arguments: [String], expected: EditorArguments?) throws {
        let read = try #require(EditorArguments(arguments))
        let wanted = try #require(expected)
        for (got, want) in [(read.paper.paper, wanted.paper.paper), (read.paper.lines, wanted.paper.lines),
            (read.paper.columns, wanted.paper.columns)]
        {
            #expect(got.map { Array($0.unicodeScalars) } == want.map { Array($0.unicodeScalars) })
        }
        #expect(read.files == wanted.files)
    }

    static let nameValues: [(String, String?, String?)] = [
        ("to=\u{301}x", "to", "\u{301}x"), ("to=\u{200D}x", "to", "\u{200D}x"), ("to=\u{FE0F}", "to", "\u{FE0F}"),
        ("to=\u{1F3FD}", "to", "\u{1F3FD}"), ("a=b=c", "a", "b=c"), ("=x", "", "x"), ("x=", "x", ""),
        ("e\u{301}=\u{301}", "e\u{301}", "\u{301}"), ("none", nil, nil),
    ]

    @Test(arguments: nameValues)
    func nameValueSplitsAtTheFirstEqualsScalar(text: String, name: String?, value: String?) {
        let split = NameValue.split(text)
        #expect(split.map { Array($0.name.unicodeScalars) } == name.map { Array($0.unicodeScalars) })
        #expect(split.map { Array($0.value.unicodeScalars) } == value.map { Array($0.unicodeScalars) })
    }

    @Test func plainFormsMeanWhatArgumentParserReads() throws {
        for (arguments, expected) in Self.plain {
            guard let expected else { continue }
            let parsed = try Edit.parse(arguments)
            #expect(parsed.files == expected.files, "\(arguments)")
            #expect(parsed.paperOptions.request == expected.paper, "\(arguments)")
        }
    }
}
