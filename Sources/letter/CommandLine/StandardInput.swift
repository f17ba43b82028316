import Glibc
import LetterKit

/// The letter `-` names: standard input, for `check`, `spell`, `render` and `export`
/// (`… | letter check -`), as other command-line tools read it.
enum StandardInput {
    /// The name that means standard input where a command takes a letter file.
    static let name = "-"

    /// Every byte of standard input, refused past `limit` as a file that
    /// large would be (a pipe has no size to check first, so it is counted
    /// as it is read).
    static func readAll(limit: Int = LetterText.sizeLimit) throws(LetterFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: "standard input", reason: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > limit { throw .tooLarge(bytes: bytes.count, limit: limit) }
        }
    }

    /// Standard input as a letter. It is read as a `.letter` (front matter
    /// first, when it starts with one; a body alone is a body), since a pipe
    /// has no extension to say otherwise and a `.letter` is what the editor
    /// writes; its pictures are looked for in the current folder.
    static func letter(papers: (_ recordedName: String?) -> PaperCatalog) throws(LetterFileError) -> LoadedLetter {
        try LoadedLetter.load(bytes: readAll(), path: name, format: .letter, papers: papers)
    }
}
