import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation

/// The program's folders as the XDG base directory spec places them: one rule
/// for the recovery copies (state), the paper files (config), the
/// letterbox's index (cache) and the trash (data).
enum XDGFolder {
    /// `$variable/letter` when `variable` is set to an absolute path (the spec
    /// says relative ones are ignored), else `letter` under `homeRelative` in
    /// HOME, else under the home folder in the password database.
    static func letterFolder(_ variable: String, homeRelative: String, environment: [String: String]) -> String? {
        base(variable, homeRelative: homeRelative, environment: environment).map { FilePath.join($0, "letter") }
    }

    /// The base folder itself: `$variable` when absolute, else `homeRelative`
    /// in the home folder; nil without either.
    static func base(_ variable: String, homeRelative: String, environment: [String: String]) -> String? {
        if let base = environment[variable], base.hasPrefix("/") { return base }
        return home(environment: environment).map { FilePath.join($0, homeRelative) }
    }

    /// HOME when absolute, else the password database's home folder.
    static func home(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return home }
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

    /// Makes `path` (absolute) and any missing folders above it, new ones
    /// with `mode`; the error of the first that cannot be made.
    static func makeFolders(_ path: String, mode: mode_t = 0o700) throws(SystemError) {
        var made = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + part
            if mkdir(made, mode) != 0 && errno != EEXIST { throw SystemError.current }
        }
        switch System.status(path) {
        case .success(let status): if (status.st_mode & S_IFMT) != S_IFDIR { throw SystemError(ENOTDIR) }
        case .failure(let error): throw error
        }
    }
}
