import Glibc

/// Finding a program a person has installed (lp, a media player) the way a
/// shell does: each folder of PATH in turn.
enum ProgramSearch {
    /// The path of `program` in a folder of `path` (PATH; `/usr/bin:/bin`
    /// when it is not set), if it can be run there; a name with a `/` is
    /// checked where it is. Nil when there is none.
    static func find(_ program: String, path: String? = getenv("PATH").map { String(cString: $0) }) -> String? {
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
