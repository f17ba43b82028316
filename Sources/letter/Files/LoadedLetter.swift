import Glibc
import LetterKit

/// A letter read from disk: its body and, when the file says, its paper.
struct LoadedLetter {
    var body: String
    /// The paper the file records, if it records one.
    var paper: Paper?

    /// Reads and decodes `path`, refusing what is not a letter.
    static func load(path: String) throws(LetterFileError) -> LoadedLetter {
        let bytes = try readBytes(path: path)
        let text = try LetterText.decode(bytes)
        return LoadedLetter(body: LetterText.body(ofFileText: text), paper: nil)
    }

    /// All of a file's bytes, with errors that name the file and the reason.
    static func readBytes(path: String) throws(LetterFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .notFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .isDirectory(path: path)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            // Stop reading early: the size check will refuse it anyway.
            if bytes.count > LetterText.sizeLimit { break }
        }
        return bytes
    }
}

/// Unbuffered writes to the standard streams, for messages and `render`.
enum StandardError {
    static func write(_ text: String) { writeAll(text, to: STDERR_FILENO) }
}

enum StandardOutput {
    static func write(_ text: String) { writeAll(text, to: STDOUT_FILENO) }
}

/// Writes every byte of `text`, retrying short writes and EINTR.
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
