import FoundationEssentials
import Glibc
import LetterKit
import LetterMedia
import LetterSystem

/// `letter-media`: FFmpeg's libraries in a process of their own.
///
/// Reads `MediaQuestion`s framed on standard input (`HelperFrame`, JSON)
/// and writes each one's `MediaAnswer` on standard output, in order, until
/// its input closes. The program starts it on the first video or sound a
/// letter holds and keeps it, so `letter` never maps FFmpeg, and a demuxer
/// or decoder that crashes on a hostile file ends this process, never the
/// letter being written.
///
/// Its address space is capped (`addressSpace`), so a file that makes a
/// decoder ask for more memory gets a failed allocation here, not the
/// machine's memory; the program's timeout ends one that takes too long.
/// Nothing is written to standard error: FFmpeg's log is silenced.
@main
enum MediaProgram {
    /// The largest question read: a path or two.
    static let largest = 1 << 20
    /// The most memory this process may map: a poster decodes one frame
    /// (`MediaPoster.Limits`, 40 million pixels at most), far under this.
    static let addressSpace: rlim_t = 2 << 30

    static func main() {
        System.closeInherited()
        HelperLanguage.start()
        signal(SIGPIPE, SIG_IGN)
        var limit = rlimit(rlim_cur: addressSpace, rlim_max: addressSpace)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        MediaLog.silence()
        let service = MediaService()
        HelperLoop.serve(limit: largest) { body in
            let answer =
                (try? JSONDecoder().decode(MediaQuestion.self, from: Data(body))).map { service.answer($0) }
                ?? .problem(.notDrawn(reason: tr("letter-media could not read the question")))
            return (try? JSONEncoder().encode(answer)).map(Array.init)
        }
    }
}
