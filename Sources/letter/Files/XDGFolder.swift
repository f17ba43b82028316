import Glibc

/// The program's folders as the XDG base directory spec places them: one rule
/// for the recovery copies (state) and the paper files (config).
enum XDGFolder {
    /// `$variable/letter` when `variable` is set to an absolute path (the spec
    /// says relative ones are ignored), else `letter` under `homeRelative` in
    /// HOME, else under the home folder in the password database.
    static func letterFolder(_ variable: String, homeRelative: String, environment: [String: String]) -> String? {
        if let base = environment[variable], base.hasPrefix("/") { return FilePath.join(base, "letter") }
        let inHome = FilePath.join(homeRelative, "letter")
        if let home = environment["HOME"], home.hasPrefix("/") { return FilePath.join(home, inHome) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return FilePath.join(home, inHome) }
        }
        return nil
    }

    /// `variable` and HOME, from this process.
    static func environment(_ variable: String) -> [String: String] {
        var values: [String: String] = [:]
        for name in [variable, "HOME"] {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
