import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Recovery copies of unsaved changes, kept while the user writes, so a crash,
/// a lost connection or a `kill -9` costs at most the last few seconds.
///
/// The copies live in `$XDG_STATE_HOME/letter/` or `~/.local/state/letter/`
/// (the XDG place for state that should survive a restart but is not the user's
/// documents), a folder made 0700, each copy 0600: letters are private. A copy of
/// a named letter is called after a hash of the letter's absolute path, so the
/// same letter always finds the same copy, wherever it was opened from; an
/// unnamed letter's copy is called after an id the editor chooses. A short
/// header records the original path, so a copy is never shown for the wrong
/// letter even if two paths share a hash.
///
/// Copies are written atomically (temporary file, sync, rename): a crash while
/// writing the recovery copy leaves the previous copy, never half of one.
///
/// Nothing here deletes a copy on its own: the editor removes a copy after a
/// clean save or quit, or when the user dismisses it.
struct RecoveryStore {
    /// The folder holding the copies.
    let folder: String

    /// A letter the store keeps copies for.
    enum Key: Hashable, Sendable {
        /// A letter with a file name (not necessarily saved yet).
        case letter(path: String)
        /// A letter with no name yet, by an id the editor picks (say its pid and
        /// start time).
        case unnamed(id: String)
    }

    /// The store in its usual place for this user, the folder created if needed.
    static func standard() throws(RecoveryError) -> RecoveryStore {
        guard let folder = standardFolder(environment: environment) else { throw .noHome }
        return try RecoveryStore(folder: folder)
    }

    /// The usual folder for the copies under `environment`: XDG_STATE_HOME if it
    /// is set to an absolute path (the spec says relative ones are ignored), else
    /// HOME's `.local/state`, else the home folder in the password database.
    static func standardFolder(environment: [String: String]) -> String? {
        XDGFolder.letterFolder("XDG_STATE_HOME", homeRelative: ".local/state", environment: environment)
    }

    /// The variables `standardFolder` looks at, from this process.
    static var environment: [String: String] { XDGFolder.environment("XDG_STATE_HOME") }

    /// A store in `folder`, created (with its missing parents) 0700 if needed.
    /// An existing folder is made 0700 too: it holds private text.
    init(folder: String) throws(RecoveryError) {
        self.folder = folder
        try RecoveryStore.makeFolder(folder)
    }

    /// Where the copy for `key` is kept.
    func copyPath(for key: Key) -> String {
        switch key {
        case .letter(let path):
            let absolute = FilePath.absolute(path)
            return FilePath.join(folder, "\(RecoveryStore.hash(absolute)).recovery")
        case .unnamed(let id):
            let safe = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
            return FilePath.join(folder, "unnamed-\(safe).recovery")
        }
    }

    /// Writes (replaces) the copy for `key`: `bytes` are the whole file as it
    /// would be saved (front matter included), so restoring is opening them.
    /// Returns the copy's path.
    @discardableResult
    func write(_ bytes: [UInt8], for key: Key) throws(RecoveryError) -> String {
        let path = copyPath(for: key)
        var contents = Array(RecoveryStore.header(for: key).utf8)
        contents.append(contentsOf: bytes)
        do { try SafeSave.write(contents, to: path, mode: 0o600) } catch { throw .cannotWrite(error) }
        return path
    }

    /// Removes the copy for `key`; no copy is not an error.
    func remove(for key: Key) throws(RecoveryError) {
        let path = copyPath(for: key)
        if unlink(path) != 0 && errno != ENOENT { throw .cannotRemove(path: path, .current) }
    }

    /// The copy for `key` if there is one: the bytes to open, and where it is.
    func read(for key: Key) throws(RecoveryError) -> RecoveryCopy? {
        let path = copyPath(for: key)
        guard case .success(let status) = System.status(path) else { return nil }
        let copy = try RecoveryStore.readCopy(at: path)
        guard copy.key == RecoveryStore.normalized(key) else { return nil }  // a hash collision
        return RecoveryCopy(
            key: copy.key, path: path, modified: DiskStamp(status).modified, contents: copy.contents)
    }

    /// Copies newer than the letter at `letterPath`, newest first: emergency
    /// `.save` files next to it and this store's recovery copy. A letter not on
    /// disk yet makes every copy newer. The editor offers: restore / open the
    /// saved file / show where the copy is.
    func newerCopies(of letterPath: String) -> [FoundCopy] {
        let fileTime = DiskStamp.of(path: letterPath)?.modified
        var found: [FoundCopy] = []
        for path in EmergencySave.existingCopies(of: letterPath) {
            guard let modified = DiskStamp.of(path: path)?.modified else { continue }
            if fileTime.map({ modified > $0 }) ?? true {
                found.append(FoundCopy(kind: .emergencySave, path: path, modified: modified))
            }
        }
        if let copy = try? read(for: .letter(path: letterPath)), fileTime.map({ copy.modified > $0 }) ?? true {
            found.append(FoundCopy(kind: .recovery, path: copy.path, modified: copy.modified))
        }
        return found.sorted { $0.modified > $1.modified }
    }

    /// Recovery copies of unnamed letters in the store, newest first, for the
    /// editor started without a file to offer. With `excludingLiveOwners`, a
    /// copy whose editor is still running (its id starts with that editor's
    /// pid) is left out: it is live work, not a leftover.
    func unnamedCopies(excludingLiveOwners: Bool = false) -> [FoundCopy] {
        var found: [FoundCopy] = []
        for name in System.names(in: folder) ?? [] where name.hasPrefix("unnamed-") && name.hasSuffix(".recovery") {
            if excludingLiveOwners, let owner = RecoveryStore.owner(ofUnnamedCopy: name), owner != getpid(),
                System.isAlive(owner)
            {
                continue
            }
            let path = FilePath.join(folder, name)
            if let modified = DiskStamp.of(path: path)?.modified {
                found.append(FoundCopy(kind: .recovery, path: path, modified: modified))
            }
        }
        return found.sorted { $0.modified > $1.modified }
    }

    /// The pid of the editor that keeps the unnamed copy called `name`
    /// (`unnamed-PID-TIME.recovery`, as `LetterStorage` names them), if it says.
    static func owner(ofUnnamedCopy name: String) -> pid_t? {
        guard name.hasPrefix("unnamed-") else { return nil }
        let digits = name.dropFirst("unnamed-".count).prefix { $0.isASCII && $0.isNumber }
        return pid_t(digits)
    }

    /// The letter bytes in a found copy: an emergency save is the file itself; a
    /// recovery copy loses its header. Refuses what is not a letter, as opening
    /// any file does.
    static func contents(of copy: FoundCopy) throws(RecoveryError) -> [UInt8] {
        switch copy.kind {
        case .emergencySave:
            do { return try LoadedLetter.readBytes(path: copy.path) } catch { throw .cannotRead(error) }
        case .recovery:
            return try readCopy(at: copy.path).contents
        }
    }

    // MARK: The copy format

    /// The first line of every copy; the number is the format's version.
    static let magic = "letter recovery copy 1"

    /// `magic`, then `path <absolute path>` or `unnamed <id>`, then an empty
    /// line, then the letter's bytes. Bytes in the path that would break the
    /// line (control characters, `%`) are written `%XX`.
    static func header(for key: Key) -> String {
        switch normalized(key) {
        case .letter(let path): "\(magic)\npath \(escape(path))\n\n"
        case .unnamed(let id): "\(magic)\nunnamed \(escape(id))\n\n"
        }
    }

    static func readCopy(at path: String) throws(RecoveryError) -> (key: Key, contents: [UInt8]) {
        let bytes: [UInt8]
        do { bytes = try LoadedLetter.readBytes(path: path, limit: LetterTextLimit.withHeader) } catch {
            throw .cannotRead(error)
        }
        var lines: [String] = []
        var start = 0
        while lines.count < 3, let newline = bytes[start...].firstIndex(of: 0x0A) {
            lines.append(String(decoding: bytes[start..<newline], as: UTF8.self))
            start = newline + 1
        }
        guard lines.count == 3, lines[0] == magic, lines[2].isEmpty else { throw .notACopy(path: path) }
        let key: Key
        if lines[1].hasPrefix("path ") {
            key = .letter(path: unescape(String(lines[1].dropFirst(5))))
        } else if lines[1].hasPrefix("unnamed ") {
            key = .unnamed(id: unescape(String(lines[1].dropFirst(8))))
        } else {
            throw .notACopy(path: path)
        }
        return (key, Array(bytes[start...]))
    }

    /// Letter paths compared in absolute form, so `mom.letter` and
    /// `/home/me/mom.letter` are the same letter.
    static func normalized(_ key: Key) -> Key {
        if case .letter(let path) = key { return .letter(path: FilePath.absolute(path)) }
        return key
    }

    /// FNV-1a, 64 bits, in hex: stable across runs and builds (Swift's `Hasher`
    /// is seeded per process, so it cannot name files).
    static func hash(_ text: String) -> String {
        StableHash.hex(StableHash.fnv1a(text))
    }

    private static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "%") {
                let hex = Array(String(byte, radix: 16, uppercase: true).utf8)
                out.append(UInt8(ascii: "%"))
                if hex.count == 1 { out.append(UInt8(ascii: "0")) }
                out.append(contentsOf: hex)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func unescape(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func makeFolder(_ folder: String) throws(RecoveryError) {
        var path = ""
        for component in folder.split(separator: "/") {
            // `append(contentsOf: Substring)`, not `+` of a Substring: the
            // generic `+` costs every start a search of the conformances.
            path.append("/")
            path.append(contentsOf: component)
            if mkdir(path, 0o700) != 0 && errno != EEXIST { throw .cannotCreateFolder(path: path, .current) }
        }
        guard case .success(let status) = System.status(folder), (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .cannotCreateFolder(path: folder, SystemError(ENOTDIR))
        }
        if status.st_mode & 0o777 != 0o700, chmod(folder, 0o700) != 0 {
            throw .cannotCreateFolder(path: folder, .current)
        }
    }
}

/// The size limit for reading a copy: a letter's limit plus room for the header.
enum LetterTextLimit {
    static let withHeader = LetterText.sizeLimit + 8192
}

/// A recovery copy read back.
struct RecoveryCopy: Hashable, Sendable {
    var key: RecoveryStore.Key
    var path: String
    /// When the copy was last written.
    var modified: FileTime
    /// The letter's bytes, as the file would be saved.
    var contents: [UInt8]
}

/// A copy found newer than its letter.
struct FoundCopy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A `NAME.save` written on a signal.
        case emergencySave
        /// A copy in the recovery store.
        case recovery
    }

    var kind: Kind
    var path: String
    /// When the copy was last written; copies are offered newest first.
    var modified: FileTime
}

/// Why the recovery store failed.
enum RecoveryError: Error, Hashable, Sendable, CustomStringConvertible {
    case noHome
    case cannotCreateFolder(path: String, SystemError)
    case cannotWrite(SaveError)
    case cannotRemove(path: String, SystemError)
    case cannotRead(LetterFileError)
    case notACopy(path: String)

    var description: String {
        switch self {
        case .noHome: tr("no home folder for recovery copies (set HOME or XDG_STATE_HOME)")
        case .cannotCreateFolder(let path, let error):
            tr("cannot make the recovery folder {path}: {reason}", ["path": path, "reason": error])
        case .cannotWrite(let error): tr("cannot write the recovery copy: {reason}", ["reason": error])
        case .cannotRemove(let path, let error):
            tr("cannot remove the recovery copy {path}: {reason}", ["path": path, "reason": error])
        case .cannotRead(let error): tr("cannot read the copy: {reason}", ["reason": error])
        case .notACopy(let path): tr("{path} is not a letter recovery copy", ["path": path])
        }
    }
}
