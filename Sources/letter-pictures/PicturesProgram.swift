import Glibc
import LetterKit
import LetterPictureFiles
import LetterPictures
import LetterSystem

/// `letter-pictures`: chafa and gdk-pixbuf in a process of their own.
///
/// Reads `PictureQuestion`s framed on standard input (`PictureFrames`) and
/// writes each one's `PictureAnswer` on standard output, in order, until its
/// input closes. The editor starts it on the first picture and keeps it
/// (`PictureHelper` in `letter`), so the editor maps neither library at
/// start, and a decoder that crashes on a hostile file ends this process,
/// never the letter being written.
///
/// Nothing is written to standard error: the libraries' own messages are
/// kept (`LibraryMessages`) and asked for with `.libraryNote`.
@main
enum PicturesProgram {
    static func main() {
        System.closeInherited()
        HelperLanguage.start()
        LibraryMessages.capture()
        var reader = FrameReader(descriptor: STDIN_FILENO)
        var service = PictureService()
        while true {
            switch reader.next() {
            case .frame(let body):
                let answer =
                    PictureFrames.value(PictureQuestion.self, from: body).map { service.answer($0) }
                    ?? .problem(.notDrawn(reason: tr("the picture program could not read the question")))
                guard let frame = PictureFrames.frame(answer), PictureFrames.write(frame, to: STDOUT_FILENO) else {
                    exit(1)
                }
            case .closed:
                exit(0)
            case .timedOut, .broken:
                exit(1)
            }
        }
    }
}
