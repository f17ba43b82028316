/// Why runs could not be read, and where: one line, the JSON path of the
/// value first (`$[2][0].text.fontSize: expected a number`).
///
/// Paths are written as JSONPath writes them: `$` the whole list, `[n]` an
/// item (from 0), `.key` a key. Keys in a path are always this program's
/// own (a key it does not know is never read, so never named).
public struct RunsProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where, as `$[2][0].text.fontSize`.
    public var path: String
    /// What was wrong, as `expected a number`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }

    /// The problem a decoder's error names: the value's path and the kind
    /// of value that was expected there.
    public init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: RunsProblem.path(context.codingPath), reason: RunsProblem.expected(type, orNull: false))
        case .valueNotFound(let type, let context):
            self.init(path: RunsProblem.path(context.codingPath), reason: RunsProblem.expected(type, orNull: true))
        case .keyNotFound(let key, let context):
            self.init(path: RunsProblem.path(context.codingPath + [key]), reason: tr("missing"))
        case .dataCorrupted(let context):
            self.init(path: RunsProblem.path(context.codingPath), reason: tr("not a value JSON can hold"))
        @unknown default:
            self.init(path: "$", reason: tr("not a list of lines of runs"))
        }
    }

    /// `keys` written as a JSONPath: `$[2][0].text`.
    public static func path(_ keys: [any CodingKey]) -> String {
        var path = "$"
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += ".\(key.stringValue)"
            }
        }
        return path
    }

    /// The reason a value of `type` was wanted ("expected a number"), or
    /// a null found in its place: a whole sentence for each kind, so a
    /// language need not fit a kind's name into its own grammar.
    static func expected(_ type: Any.Type, orNull: Bool) -> String {
        if type == Double.self || type == Int.self {
            return orNull ? tr("expected a number, not null") : tr("expected a number")
        }
        if type == String.self { return orNull ? tr("expected a string, not null") : tr("expected a string") }
        if type == Bool.self { return orNull ? tr("expected true or false, not null") : tr("expected true or false") }
        // The coders name a list `Array<Any>` or the list's own type, and an
        // object `Dictionary<String, Any>` or the struct it is read into.
        let name = String(describing: type)
        if name.hasPrefix("Array") || name.hasPrefix("[") {
            return orNull ? tr("expected an array, not null") : tr("expected an array")
        }
        return orNull ? tr("expected an object, not null") : tr("expected an object")
    }
}
