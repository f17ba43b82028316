import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Which folder is the letterbox: the one named on the command line, else
/// `box` in config.toml, else `~/Letters`.
///
/// The settings' folder and `~/Letters` are made on first use, 0700 (letters
/// are private); a folder named on the command line must exist, since a typo
/// there should not make a new, empty box.
enum BoxFolder {
    /// The folder of letters people get when they say nothing.
    static let defaultName = "Letters"

    /// The box for `argument` and `settings` in `environment` (HOME), as an
    /// absolute path with links resolved.
    static func resolve(
        argument: String?, settings: LetterSettings, environment: [String: String] = XDGFolder.environment("HOME")
    ) throws(BoxFolderError) -> String {
        if let argument {
            return try existing(argument)
        }
        let chosen = try chosen(settings: settings, environment: environment)
        do { try make(chosen) } catch { throw .cannotMake(path: chosen, reason: error.description) }
        return try existing(chosen)
    }

    /// The box `settings` name in `environment` (HOME), absolute, as written
    /// (links not resolved), whether or not it exists yet: where a new
    /// letter is offered a name before anything is made on disk.
    static func chosen(
        settings: LetterSettings, environment: [String: String] = XDGFolder.environment("HOME")
    ) throws(BoxFolderError) -> String {
        let home = XDGFolder.home(environment: environment)
        if let written = settings.box {
            guard let expanded = HomePath.expanded(written, home: home) else { throw .noHome }
            return expanded.hasPrefix("/") ? expanded : FilePath.absolute(expanded)
        }
        guard let home else { throw .noHome }
        return FilePath.join(home, defaultName)
    }

    /// Makes the box `path` and the folders above it when missing, 0700:
    /// letters are private.
    static func make(_ path: String) throws(SystemError) {
        try XDGFolder.makeFolders(path, mode: 0o700)
    }

    /// `path` resolved, if it is a folder.
    private static func existing(_ path: String) throws(BoxFolderError) -> String {
        switch System.status(path) {
        case .success(let status):
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw .notAFolder(path: path) }
        case .failure(let error):
            throw error.code == ENOENT ? .missing(path: path) : .cannotMake(path: path, reason: error.description)
        }
        switch FilePath.real(path) {
        case .success(let real): return real
        case .failure(let error): throw .cannotMake(path: path, reason: error.description)
        }
    }
}

/// Why there is no letterbox folder to open.
enum BoxFolderError: Error, Hashable, CustomStringConvertible {
    case noHome
    case missing(path: String)
    case notAFolder(path: String)
    case cannotMake(path: String, reason: String)

    var description: String {
        switch self {
        case .noHome: tr("no home folder for the letterbox (set HOME, or give a folder)")
        case .missing(let path): tr("{path}: no such folder", ["path": path])
        case .notAFolder(let path): tr("{path}: not a folder", ["path": path])
        case .cannotMake(let path, let reason):
            tr("{path}: cannot open the letterbox folder: {reason}", ["path": path, "reason": reason])
        }
    }
}
