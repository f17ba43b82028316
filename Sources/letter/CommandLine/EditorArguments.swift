/// The editor's own arguments read by hand: at most one letter to open and
/// the paper options (`--paper NAME`, `--lines N`, `--columns N`, or with
/// `=`), each at most once.
///
/// Why by hand: ArgumentParser finds a command's arguments through dynamic
/// casts, and the first cast of each type scans every protocol conformance
/// in the program; that was a third of the instructions of the editor's
/// start. Only this plainest form is read here; anything else (another
/// option, `--help`, a second file, an option without its value) is left to
/// ArgumentParser, which words the errors and the help as always.
struct EditorArguments: Equatable {
    var file: String?
    var paper = PaperRequest()

    /// The arguments (without the program's name) in the plain form, or nil.
    init?(_ arguments: [String]) {
        var index = 0
        var seen: Set<String> = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard file == nil, !argument.isEmpty else { return nil }
                file = argument
                continue
            }
            let name: String
            let value: String
            if let split = NameValue.split(argument) {
                (name, value) = split
            } else {
                guard index < arguments.count else { return nil }
                name = argument
                value = arguments[index]
                index += 1
            }
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--paper": paper.paper = value
            case "--lines": paper.lines = value
            case "--columns": paper.columns = value
            default: return nil
            }
        }
    }
}
