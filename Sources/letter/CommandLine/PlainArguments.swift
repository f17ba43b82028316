/// A command line of the plainest form, read by hand for the commands that
/// must start fast (`EditorArguments`, `BoxArguments`): flags, options with
/// a value (after them or after `=`), each at most once, and at most
/// `maximumPositionals` arguments that are not options. Anything else is nil, for ArgumentParser
/// to read and word the errors as always.
struct PlainArguments {
    /// The arguments that are not options, in order.
    var positionals: [String] = []
    /// The argument that is not an option, if exactly one was given.
    var positional: String? { positionals.count == 1 ? positionals.first : nil }
    /// The flags given, by name (`--list`).
    var flags: Set<String> = []
    /// The options given, by name (`--paper`), with their values.
    var options: [String: String] = [:]

    /// `arguments` read with the names in `flags` and `options` as the only
    /// ones known. With `valuesMayLookLikeOptions` false, a value given
    /// after its option that begins with `-` is left to ArgumentParser
    /// (whose reading of it as an option or a value is the one that counts).
    init?(
        _ arguments: [String], flags known: Set<String> = [], options names: Set<String>,
        valuesMayLookLikeOptions: Bool = true, maximumPositionals: Int = 1
    ) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard positionals.count < maximumPositionals, !argument.isEmpty else { return nil }
                positionals.append(argument)
                continue
            }
            if known.contains(argument) {
                guard flags.insert(argument).inserted else { return nil }
                continue
            }
            let name: String
            let value: String
            if let split = NameValue.split(argument) {
                (name, value) = split
            } else {
                guard index < arguments.count, valuesMayLookLikeOptions || !arguments[index].hasPrefix("-") else {
                    return nil
                }
                name = argument
                value = arguments[index]
                index += 1
            }
            guard names.contains(name), options.updateValue(value, forKey: name) == nil else { return nil }
        }
    }
}
