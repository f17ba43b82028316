import Glibc
import LetterKit

/// One letter file found in the box, with what tells whether it changed.
public struct BoxFile: Hashable, Sendable {
    /// Absolute, under the box's real path.
    public var path: String
    public var modified: FileTime
    public var size: Int64
}

/// What a walk of the box found: its letters, and every folder it read
/// with the modification time the folder had before its entries were read.
///
/// A folder's time changes whenever a name in it is made, removed or
/// renamed (a letter saved by renaming a new file over the old, as the
/// program saves), so the same times on every folder later mean the same
/// names, though not the same bytes: a file rewritten in place changes no
/// folder's time.
public struct BoxContents: Sendable {
    public var letters: [BoxFile]
    /// Absolute paths and times; nil when a folder of the box could not be
    /// read (its letters, when it can be, would show in no folder's time).
    public var folders: [BoxFolderStamp]?
}

/// A folder of the box and its modification time.
public struct BoxFolderStamp: Hashable, Sendable {
    public var path: String
    public var modified: FileTime

    public init(path: String, modified: FileTime) {
        self.path = path
        self.modified = modified
    }
}

/// Finds every letter in a box folder with plain `readdir` and `fstatat`: a
/// listing per folder and one `stat` per letter, so a warm open of a box of
/// thousands of letters costs a few milliseconds.
///
/// Which files are letters: `.letter`, `.md` and `.txt` files (any case) in
/// the box and its subfolders. Skipped: hidden entries (a name starting with
/// a dot), a letter's files folder beside it (`autumn.letter.files`, or the
/// older `autumn.files`), and every symbolic link to a folder, so the walk never leaves the
/// box or goes round in a loop. A symbolic link to a letter file is a letter
/// (its target's time and size are what count).
///
/// Limitations: a folder that cannot be read is skipped silently (its
/// letters drop out of the list until it can be read again); a letter under
/// a symbolically linked folder is not listed even when the link points
/// inside the box.
///
/// In LetterSystem because `letter-index` walks the box for the index and
/// the program asks the same questions of a single file.
public enum BoxWalker {
    /// The extensions of letters, lowercased.
    public static let letterExtensions: Set<String> = ["letter", "md", "txt"]

    /// Every letter under `box` (absolute, links resolved), in no
    /// particular order.
    public static func letters(in box: String) -> [BoxFile] {
        contents(of: box).letters
    }

    /// Every letter under `box` (absolute, links resolved), in no
    /// particular order, and the folders walked with their times.
    public static func contents(of box: String) -> BoxContents {
        var contents = BoxContents(letters: [], folders: [])
        walk(box, into: &contents)
        return contents
    }

    /// Whether `name` (a file's last component) is a letter's name.
    ///
    /// Looked at as bytes: the extensions are ASCII, and no other character
    /// lowercases to one of their letters, so this is `lowercased()` of what
    /// follows the last dot without making a string for every file walked.
    public static func isLetterName(_ name: String) -> Bool {
        guard !name.hasPrefix(".") else { return false }
        var name = name
        return name.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
            let tail = bytes[(dot + 1)...]
            return extensionBytes.contains { wanted in
                wanted.count == tail.count && zip(wanted, tail).allSatisfy { $0 == ($1 | 0x20) && $1 >= 0x41 }
            }
        }
    }

    /// `letterExtensions` as lowercase ASCII bytes.
    private static let extensionBytes: [[UInt8]] = letterExtensions.map { Array($0.utf8) }

    /// Whether the file at `path` (absolute) is one this walk would find in
    /// `box`: inside it, named like a letter, with no hidden or attachment
    /// folder on the way.
    public static func isLetter(_ path: String, inBox box: String) -> Bool {
        let relative = BoxListing.relativePath(of: path, inBox: box)
        guard relative != path else { return false }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = parts.last, isLetterName(name) else { return false }
        var folder = box
        for part in parts.dropLast() {
            if part.hasPrefix(".") { return false }
            if part.hasSuffix(".files"), let names = System.names(in: folder),
                isAttachmentFolder(part, besideNames: Set(names))
            {
                return false
            }
            folder = FilePath.join(folder, part)
        }
        return true
    }

    private static func walk(_ folder: String, into found: inout BoxContents) {
        guard let directory = System.withRawPath(folder, { opendir($0) }) else {
            found.folders = nil
            return
        }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        // The time before the names: a name made while they are read changes it.
        var folderStatus = stat()
        if fstat(descriptor, &folderStatus) == 0 {
            found.folders?.append(BoxFolderStamp(path: folder, modified: FileTime(folderStatus.st_mtim)))
        } else {
            found.folders = nil
        }
        var subfolders: [String] = []
        var names: [String] = []
        while let entry = readdir(directory) {
            // The name's bytes kept, UTF-8 or not: every name is listed.
            let name = System.entryName(entry)
            if name.hasPrefix(".") { continue }
            names.append(name)
            let type = Int32(entry.pointee.d_type)
            if type == Int32(DT_DIR) {
                subfolders.append(name)
                continue
            }
            guard isLetterName(name) || type == Int32(DT_UNKNOWN) else { continue }
            var status = stat()
            // Follows a link to its target; a link to a folder is skipped below.
            guard System.withRawPath(name, { fstatat(descriptor, $0, &status, 0) }) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFREG where isLetterName(name):
                found.letters.append(
                    BoxFile(
                        path: FilePath.join(folder, name), modified: FileTime(status.st_mtim),
                        size: Int64(status.st_size)))
            case S_IFDIR where type == Int32(DT_UNKNOWN):
                // A file system that gives no types: check it is not a link.
                var link = stat()
                if System.withRawPath(name, { fstatat(descriptor, $0, &link, AT_SYMLINK_NOFOLLOW) }) == 0,
                    (link.st_mode & S_IFMT) == S_IFDIR
                {
                    subfolders.append(name)
                }
            default:
                continue
            }
        }
        // The set of names only where a folder may be a letter's attachments.
        let besideNames = subfolders.contains { $0.hasSuffix(".files") } ? Set(names) : []
        for name in subfolders where !isAttachmentFolder(name, besideNames: besideNames) {
            walk(FilePath.join(folder, name), into: &found)
        }
    }

    /// Whether the folder `name` is the attached files of a letter among
    /// `names` (its folder's entries): `autumn.letter.files` beside
    /// `autumn.letter`, as `PicturePath.filesFolder` names it, or the older
    /// `autumn.files` beside `autumn.letter`, `autumn.md`, `autumn.TXT` or
    /// `autumn`.
    private static func isAttachmentFolder(_ name: String, besideNames names: Set<String>) -> Bool {
        guard name.hasSuffix(".files") else { return false }
        let stem = name.dropLast(".files".count)
        if names.contains(String(stem)) { return true }
        return names.contains { other in
            guard other.count > stem.count, other.hasPrefix(stem), isLetterName(other) else { return false }
            return other.lastIndex(of: ".") == other.index(other.startIndex, offsetBy: stem.count)
        }
    }
}
