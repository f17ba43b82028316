import LetterKit
import Testing

@testable import letter

/// `letter box --list` and `--search` read by hand: the plain forms give
/// what ArgumentParser would, anything else is left to it.
@Suite("Command line: the letterbox's plain arguments")
struct BoxArgumentsTests {
    static let plain: [([String], BoxArguments?)] = [
        (["--list"], BoxArguments(list: true)),
        (["--search", "안녕하", "~/Letters"], BoxArguments(search: "안녕하", dir: "~/Letters")),
        (["box-folder", "--search=a=b"], BoxArguments(search: "a=b", dir: "box-folder")),
        (["--list", "--order", "name", "--refresh"], BoxArguments(list: true, order: .name, refresh: true)),
        (["--order=longest", "--list", "x"], BoxArguments(list: true, order: .longest, dir: "x")),
        (["--refresh", "--search", "ell"], BoxArguments(search: "ell", refresh: true)),
        // Left to ArgumentParser: the screen, both or neither of --list and
        // --search, an empty search, an unknown order, an option twice or
        // without its value, a value that looks like an option, help, two
        // folders, an unknown option.
        ([], nil), (["dir"], nil), (["--refresh"], nil), (["--list", "--search", "x"], nil), (["--search", ""], nil),
        (["--search="], nil), (["--list", "--order", "size"], nil), (["--list", "--list"], nil),
        (["--search", "a", "--search", "b"], nil), (["--search"], nil), (["--search", "-x"], nil),
        (["--list", "--help"], nil), (["--list", "-h"], nil), (["--list", "a", "b"], nil), (["--list", ""], nil),
        (["--list", "--bogus"], nil), (["--list", "--"], nil),
    ]

    @Test(arguments: plain)
    func readsThePlainFormsOnly(arguments: [String], expected: BoxArguments?) {
        #expect(BoxArguments(arguments) == expected)
    }

    /// Read by hand or by ArgumentParser (`--` before the folder is not a
    /// plain form), the same lines and the same status.
    @Test(arguments: [["--search", "hello"], ["--search", "zebra"], ["--list"], ["--list", "--order", "name"]])
    func theHandReadFormAndArgumentParsersAgree(options: [String]) throws {
        let box = try BoxFixture()
        try box.write("a.txt", "Hello there\n", modified: 100)
        try box.write("b/c.md", "Hello again\n", modified: 200)
        #expect(BoxArguments(options + [box.box]) != nil && BoxArguments(options + ["--", box.box]) == nil)
        let plain = try box.letter(["box"] + options + [box.box])
        let parsed = try box.letter(["box"] + options + ["--", box.box])
        #expect(plain.status == parsed.status && plain.output == parsed.output && plain.error == parsed.error)
        #expect(plain.status == (options == ["--search", "zebra"] ? 1 : 0))
        #expect(plain.output.isEmpty == (options == ["--search", "zebra"]))
    }
}
