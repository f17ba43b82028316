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
            self.init(path: RunsProblem.path(context.codingPath), reason: "expected \(RunsProblem.kind(of: type))")
        case .valueNotFound(let type, let context):
            self.init(path: RunsProblem.path(context.codingPath), reason: "expected \(RunsProblem.kind(of: type)), not null")
        case .keyNotFound(let key, let context):
            self.init(path: RunsProblem.path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            self.init(path: RunsProblem.path(context.codingPath), reason: "not a value JSON can hold")
        @unknown default:
            self.init(path: "$", reason: "not a list of lines of runs")
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

    /// What a value of `type` is called in a message.
    static func kind(of type: Any.Type) -> String {
        if type == Double.self || type == Int.self { return "a number" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        // The coders name a list `Array<Any>` or the list's own type, and an
        // object `Dictionary<String, Any>` or the struct it is read into.
        let name = String(describing: type)
        return name.hasPrefix("Array") || name.hasPrefix("[") ? "an array" : "an object"
    }
}
