import Glibc
// `stat`'s fields: where Foundation (the resources' accessor, ZIPFoundation) is in
// the same compile, the struct is CoreFoundation's, and its fields need that import.
import CoreFoundation
import LetterKit

/// Where a command's output goes, chosen from the name the user gave `-o`.
///
/// Only a regular file (or a new one) is saved safely, through a temporary file
/// renamed over it. Anything else is written in place: `-` and the names of a
/// descriptor this process already has (`/dev/stdout`, `/dev/fd/N`,
/// `/proc/self/fd/N`) through that descriptor, so a shell's `>>` still appends
/// and a pipe stays a pipe; a device or a FIFO (`/dev/null`, a terminal) by
/// opening it. Renaming over `/dev/stdout` would replace whatever file the
/// shell had opened, or fail on a device.
enum OutputDestination: Hashable, Sendable {
    /// A descriptor already open; `name` is how messages call it.
    case descriptor(Int32, name: String)
    /// An existing file that is not a regular file or a folder.
    case special(path: String)
    /// A regular file, new or existing: saved safely.
    case file(path: String)

    /// The destination `-o path` names.
    static func of(_ path: String) -> OutputDestination {
        if let descriptor = namedDescriptor(path) {
            let name = descriptor == STDOUT_FILENO ? tr("standard output") : path
            return .descriptor(descriptor, name: name)
        }
        if case .success(let status) = System.status(path) {
            let kind = status.st_mode & S_IFMT
            if kind != S_IFREG && kind != S_IFDIR { return .special(path: path) }
        }
        return .file(path: path)
    }

    /// Standard output, where commands write without `-o`.
    static let standardOutput = OutputDestination.descriptor(STDOUT_FILENO, name: tr("standard output"))

    /// The stamp of what would be written, to refuse writing over the letter
    /// being read; nil when there is nothing there yet.
    var stamp: DiskStamp? {
        switch self {
        case .descriptor(let descriptor, _): DiskStamp.of(descriptor: descriptor)
        case .special(let path), .file(let path): DiskStamp.of(path: path)
        }
    }

    /// Writes all of `bytes`, or says why not.
    func write(_ bytes: [UInt8]) throws(OutputError) {
        switch self {
        case .descriptor(let descriptor, let name):
            do { try System.writeAll(bytes, to: descriptor) } catch { throw .writeFailed(name: name, error) }
        case .special(let path):
            let descriptor: Int32
            do { descriptor = try System.open(path, O_WRONLY | O_NOCTTY) } catch {
                throw .cannotOpen(path: path, error)
            }
            var open = true
            defer { if open { Glibc.close(descriptor) } }
            do {
                try System.writeAll(bytes, to: descriptor)
                open = false
                try System.close(descriptor)
            } catch {
                throw .writeFailed(name: path, error)
            }
        case .file(let path):
            do { try SafeSave.write(bytes, to: path) } catch { throw .notSaved(error) }
        }
    }

    /// The descriptor a path names by itself, whatever it is open on: `-`,
    /// `/dev/stdin|stdout|stderr`, `/dev/fd/N` and `/proc/self/fd/N`.
    private static func namedDescriptor(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        case "/dev/stdin": return STDIN_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            let number = path.dropFirst(prefix.count)
            if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let descriptor = Int32(number) {
                return descriptor
            }
        }
        return nil
    }
}

/// Why output could not be written.
enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A device or FIFO could not be opened: nothing was written.
    case cannotOpen(path: String, SystemError)
    /// Writing failed part-way: some of the output may be there.
    case writeFailed(name: String, SystemError)
    /// The safe save failed: the file is as it was.
    case notSaved(SaveError)

    /// The command's exit status: 1 when output may be cut short, 2 when
    /// nothing was written.
    var status: Int32 {
        if case .writeFailed = self { return 1 }
        return 2
    }

    var description: String {
        switch self {
        case .cannotOpen(let path, let error): tr("cannot open {path}: {reason}", ["path": path, "reason": error])
        case .writeFailed(let name, let error): tr("cannot write to {path}: {reason}", ["path": name, "reason": error])
        case .notSaved(let error): error.description
        }
    }
}
