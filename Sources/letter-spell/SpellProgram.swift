import FoundationEssentials
import Glibc
import LetterKit
import LetterSpelling
import LetterSystem

/// `letter-spell`: Hunspell and its dictionaries in a process of their own.
///
/// Reads `SpellingQuestion`s framed on standard input (`HelperFrame`, JSON)
/// and writes each one's `SpellingAnswer` on standard output, in order,
/// until its input closes. The editor starts it on the first word it has to
/// check and keeps it; `letter spell` starts it for its one letter. So the
/// program never links Hunspell nor libstdc++ for it, and the Korean
/// dictionary's 50 MiB live here, given back when the editor quits.
///
/// Nothing is written to standard error: the program's screen is the
/// terminal, and a dictionary's trouble is an answer (`problem`).
@main
enum SpellProgram {
    /// The largest question read: far over a paragraph's words.
    static let largest = 64 << 20

    static func main() {
        System.closeInherited()
        // The program may be gone: a write then fails with EPIPE and this
        // ends, rather than dying of the signal.
        signal(SIGPIPE, SIG_IGN)
        let service = SpellingService()
        HelperLoop.serve(limit: largest) { body in
            let answer =
                (try? JSONDecoder().decode(SpellingQuestion.self, from: Data(body))).map { service.answer($0) }
                ?? .problem(.helperFailed(reason: "letter-spell could not read a question"))
            return (try? JSONEncoder().encode(answer)).map(Array.init)
        }
    }
}
