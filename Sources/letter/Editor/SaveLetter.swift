import Glibc
import LetterKit

/// Writes the letter for the editor's Ctrl-S.
func saveLetter(_ request: SaveRequest) -> SaveResult {
    let body = request.text + "\n"
    let temporary = request.path + ".letter-tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .failed(reason: String(cString: strerror(errno))) }
    var failure: Int32 = 0
    var bytes = Array(body.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
        if written < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
        }
        offset += written
    }
    if failure == 0 && fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == 0 && rename(temporary, request.path) != 0 { failure = errno }
    if failure != 0 {
        unlink(temporary)
        return .failed(reason: String(cString: strerror(failure)))
    }
    bytes.removeAll()
    return .saved(path: request.path)
}
