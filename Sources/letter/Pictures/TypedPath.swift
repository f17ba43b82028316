import Glibc
import LetterKit
import LetterSystem

/// A path as a person types it at the attach prompt: `~/Pictures/sea.jpg`,
/// `../photos/bridge.png`, `/srv/letters/ticket.pdf`.
///
/// `~` is the user's home (only `~` and `~/…`; `~name` is taken as a name,
/// as it is rare and a shell is not at hand to ask). A relative path is
/// read against the working folder, the one the editor was started in,
/// because that is where a person typing it is looking from.
enum TypedPath {
    /// The absolute path `text` names, with `.` and `..` resolved by name.
    static func absolute(_ text: String, home: String, workingFolder: String) -> String {
        PicturePath.resolve(expandingHome(text, home: home), in: workingFolder)
    }

    /// `text` with a leading `~` replaced by `home`.
    static func expandingHome(_ text: String, home: String) -> String {
        if text == "~" { return home }
        if text.hasPrefix("~/") { return FilePath.join(home, String(text.dropFirst(2))) }
        return text
    }

    /// The user's home: `$HOME`, else the password database's, else "/".
    static func home() -> String {
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home }
        if let entry = getpwuid(geteuid()), let folder = entry.pointee.pw_dir { return String(cString: folder) }
        return "/"
    }

    /// The folder the editor runs in ("/" if it has been removed meanwhile).
    static func workingFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
