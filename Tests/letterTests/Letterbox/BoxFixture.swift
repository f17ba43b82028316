import Foundation
import Glibc
import LetterKit

@testable import letter

/// A scratch box for the letterbox tests: a folder of letters, and private
/// HOME, cache, config and data folders, so no test reads or writes the real
/// ones.
final class BoxFixture {
    let scratch: FilesScratch
    let box: String
    let home: String
    let cache: String
    let config: String
    let data: String

    init() throws {
        scratch = try FilesScratch()
        // The scratch path may pass through a link (/tmp): the index keeps real paths.
        let root = (try? FilePath.real(scratch.path).get()) ?? scratch.path
        box = root + "/box"
        home = root + "/home"
        cache = root + "/cache"
        config = root + "/config"
        data = root + "/data"
        for folder in [box, home, cache, config, data] {
            guard mkdir(folder, 0o755) == 0 else { throw FilesTestError("mkdir \(folder): errno \(errno)") }
        }
    }

    /// The variables every letterbox call and process gets.
    var environment: [String: String] {
        [
            "HOME": home, "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    /// `name` in the box.
    func path(_ name: String) -> String { box + "/" + name }

    /// Names this box in the configuration (`box = "…"` in config.toml), as
    /// a user does, so the editor's letterbox opens it.
    func nameTheBoxInTheConfiguration() throws {
        try FileManager.default.createDirectory(atPath: config + "/letter", withIntermediateDirectories: true)
        try "box = \"\(box)\"\n".write(toFile: config + "/letter/config.toml", atomically: true, encoding: .utf8)
    }

    /// The variables of an editor started on a letter: the box's, with a
    /// state folder (recovery copies, locks) of the fixture's own.
    var editorEnvironment: [String: String] {
        environment.merging(["XDG_STATE_HOME": home + "/.state"]) { $1 }
    }

    /// A letter not yet written, in the home folder: what the editor is
    /// started on when the box is opened from it.
    var draft: String { home + "/draft.letter" }

    /// Writes a letter (its folders made), with a modification time when given.
    @discardableResult
    func write(_ name: String, _ text: String, modified: Int? = nil) throws -> String {
        try write(name, bytes: Array(text.utf8), modified: modified)
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8], modified: Int? = nil) throws -> String {
        let path = self.path(name)
        try XDGFolder.makeFolders(FilePath.folder(of: path), mode: 0o755)
        try writeBytes(path, bytes)
        if let modified { setModified(path, secondsSinceEpoch: modified) }
        return path
    }

    /// A reader that finds papers only in this fixture's config folder.
    var reader: LetterSummaries {
        LetterSummaries(shelf: PaperShelf(folders: StationeryFolders(shipped: nil, config: config + "/letter"), warn: { _ in }))
    }

    /// The index of the box, opened with this fixture's folders.
    func openIndex() throws -> LetterIndex {
        try LetterIndex.open(box: box, environment: environment, reader: reader)
    }

    /// The index files in the cache.
    var indexFiles: [String] {
        folderNames(cache + "/letter").filter { $0.hasSuffix(".sqlite") }.map { cache + "/letter/" + $0 }
    }

    /// Runs `letter ARGUMENTS` with this fixture's environment.
    func letter(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try run([letterBinary] + arguments, environment: environment)
    }
}

extension LetterIndex {
    /// Every path in the index, relative to the box, sorted.
    func relativePaths() throws -> [String] {
        try letters(order: .name).map { BoxListing.relativePath(of: $0.path, inBox: box) }.sorted()
    }
}
