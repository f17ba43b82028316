import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Where papers and settings are: the built-in papers shipped beside the
/// program, and the user's configuration folder.
///
/// Found with plain system calls, not Foundation's `Bundle`: the program does
/// not use Foundation for anything it does (SwiftPM's generated
/// `Bundle.module` accessor is never called).
struct StationeryFolders: Sendable {
    /// The built-in papers' files, or nil when they cannot be found (the
    /// program was copied without its resource folder): then the presets
    /// compiled into LetterKit stand in.
    var shipped: String?
    /// `$XDG_CONFIG_HOME/letter` (or `~/.config/letter`), nil without a home.
    var config: String?

    /// The user's paper files: `papers/*.toml` in the configuration folder.
    var userPapers: String? { config.map { FilePath.join($0, "papers") } }
    /// The settings: `config.toml` in the configuration folder.
    var settingsFile: String? { config.map { FilePath.join($0, "config.toml") } }

    /// The folders for this process: its executable's resources and its
    /// environment.
    static func standard() -> StationeryFolders {
        StationeryFolders(shipped: shippedPapers(), config: configFolder(environment: environment))
    }

    /// The folder SwiftPM copies `Sources/letter/Papers` into: `Papers` in
    /// `letter_letter.resources` (the package's name, then the target's) beside
    /// the executable, found through `/proc/self/exe` so a symbolic link to the
    /// program finds the real one's. In the tests this process is the test
    /// runner, which SwiftPM builds into the same folder.
    static func shippedPapers(executable: String? = executablePath()) -> String? {
        guard let executable else { return nil }
        let folder = FilePath.join(FilePath.folder(of: executable), "letter_letter.resources/Papers")
        var status = stat()
        guard stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return folder
    }

    /// The running executable's path, links resolved.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `$XDG_CONFIG_HOME/letter` when that is absolute (the XDG spec ignores a
    /// relative one), else `.config/letter` in HOME or the password
    /// database's home folder.
    static func configFolder(environment: [String: String]) -> String? {
        XDGFolder.letterFolder("XDG_CONFIG_HOME", homeRelative: ".config", environment: environment)
    }

    /// The variables `configFolder` looks at, from this process.
    static var environment: [String: String] { XDGFolder.environment("XDG_CONFIG_HOME") }
}
