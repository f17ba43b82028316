import LetterKit

/// `letter box --list` and `--search TEXT` read by hand: `--list` or
/// `--search TEXT`, `--order ORDER`, `--refresh`, each at most once (an
/// option's value after it or after `=`), and at most one folder.
///
/// Why by hand: ArgumentParser finds a command's arguments through dynamic
/// casts, and the first cast of each type scans every protocol conformance
/// in the program; that was two thirds of `letter`'s own instructions in a
/// `--search`, which is meant to answer faster than `grep -r`. As with the
/// editor's arguments (`EditorArguments`), only these plain forms are read
/// here; anything else (the screen, `--help`, an unknown order, `--list`
/// with `--search`, an option without its value) is left to ArgumentParser,
/// which words the errors and the help as always.
struct BoxArguments: Equatable {
    var list = false
    var search: String?
    var order = BoxOrder.newest
    var refresh = false
    var dir: String?

    init(list: Bool = false, search: String? = nil, order: BoxOrder = .newest, refresh: Bool = false, dir: String? = nil) {
        (self.list, self.search, self.order, self.refresh, self.dir) = (list, search, order, refresh, dir)
    }

    /// The arguments after `box` in the plain form, or nil.
    init?(_ arguments: [String]) {
        var index = 0
        var seen: Set<String> = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard dir == nil, !argument.isEmpty else { return nil }
                dir = argument
                continue
            }
            if argument == "--list" || argument == "--refresh" {
                guard seen.insert(argument).inserted else { return nil }
                if argument == "--list" { list = true } else { refresh = true }
                continue
            }
            let name: String
            let value: String
            if let split = NameValue.split(argument) {
                (name, value) = split
            } else {
                // A value that looks like an option is ArgumentParser's to judge.
                guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                name = argument
                value = arguments[index]
                index += 1
            }
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "--search":
                guard !value.isEmpty else { return nil }
                search = value
            case "--order":
                guard let order = BoxOrder(rawValue: value) else { return nil }
                self.order = order
            default: return nil
            }
        }
        // The screen, and the options that do not go together, are ArgumentParser's.
        guard list != (search != nil) else { return nil }
    }
}
