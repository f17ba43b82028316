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
        guard
            let plain = PlainArguments(
                arguments, flags: ["--list", "--refresh"], options: ["--search", "--order"],
                valuesMayLookLikeOptions: false)
        else { return nil }
        (list, refresh, dir) = (plain.flags.contains("--list"), plain.flags.contains("--refresh"), plain.positional)
        if let search = plain.options["--search"] {
            guard !search.isEmpty else { return nil }
            self.search = search
        }
        if let order = plain.options["--order"] {
            guard let order = BoxOrder(rawValue: order) else { return nil }
            self.order = order
        }
        // The screen, and the options that do not go together, are ArgumentParser's.
        guard list != (search != nil) else { return nil }
    }
}
