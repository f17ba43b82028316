/// The editor's own arguments read by hand: the letters to open and
/// the paper options (`--paper NAME`, `--lines N`, `--columns N`, or with
/// `=`), each at most once.
///
/// Why by hand: ArgumentParser finds a command's arguments through dynamic
/// casts, and the first cast of each type scans every protocol conformance
/// in the program; that was a third of the instructions of the editor's
/// start. Only this plainest form is read here; anything else (another
/// option, `--help`, an option without its value) is left to
/// ArgumentParser, which words the errors and the help as always.
struct EditorArguments: Equatable {
    var files: [String]
    var paper = PaperRequest()

    /// The arguments (without the program's name) in the plain form, or nil.
    init?(_ arguments: [String]) {
        guard
            let plain = PlainArguments(
                arguments, options: ["--paper", "--lines", "--columns"], maximumPositionals: Int.max)
        else { return nil }
        files = plain.positionals
        let options = plain.options
        paper = PaperRequest(paper: options["--paper"], lines: options["--lines"], columns: options["--columns"])
    }
}
