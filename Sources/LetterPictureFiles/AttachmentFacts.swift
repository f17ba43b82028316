import LetterKit
import LetterSystem

/// What an attachment is, judged by opening it: no C library is needed, so
/// the program answers this itself and starts no picture program for a
/// letter whose blocks are all attachments.
public enum AttachmentFacts {
    /// An attachment's size, or why it cannot be attached: it must be a
    /// regular file this process can open (inside `folder`, when given),
    /// since a save copies it.
    public static func at(_ path: String, confinedTo folder: String?) -> PictureFacts {
        guard !PictureTarget.isAddress(path) else { return .problem(.address) }
        do throws(FileRefusal) {
            let file = try System.openRegularFile(path, confinedTo: folder)
            file.close()
            return .attachment(bytes: file.size)
        } catch {
            return .problem(PictureError(error, path: path).problem)
        }
    }

    /// How an attachment's block looks: its card's size, or its problem.
    public static func look(at path: String, confinedTo folder: String?) -> PictureLook {
        switch at(path, confinedTo: folder) {
        case .attachment(let bytes), .picture(_, _, let bytes): .attachment(bytes: bytes)
        case .media(let facts): .media(facts, poster: nil)
        case .problem(let problem): .problem(problem)
        }
    }
}
